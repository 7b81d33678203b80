/**
 * The account the SDK reports, for an action a student takes before the SDK has loaded (it loads
 * at a quiet moment after the content): the action starts the SDK and waits for it, so it is done
 * as the student who is signed in on this browser, never as a guest.
 */
import { filter, firstValueFrom } from 'rxjs';
import type { Account } from '@vithelper/contracts/account';
import { account$ } from '../bus/event-bus';
import { firebaseReady } from './firebase';

export function accountReady(): Promise<Account> {
  void firebaseReady();
  return firstValueFrom(account$.pipe(filter((account): account is Account => account !== null)));
}
