import type { Account } from '../contracts/account';
import { rememberedAccount } from '../data/remembered-account';
import { useAccount } from './hooks';

/**
 * The account to show: the SDK's once it has reported, before that the one this browser
 * remembers (shared/src/data/remembered-account.ts), so the header and the pages show the
 * student from the first paint. For what is shown only: an action waits for the SDK's
 * (accountReady).
 */
export function useShownAccount(): Account | null {
  return useAccount() ?? rememberedAccount();
}
