/**
 * The coins of the signed-in account, as the session's database last said (coins-sdk.ts), or null
 * before it has. The shell's alone (the header's badge): not on the platform's bus.
 */
import { BehaviorSubject } from 'rxjs';
import { useObservable } from '@vithelper/shared/use-observable';

const coins = new BehaviorSubject<number | null>(null);

/** Every value the database sends, in order (null: not known, e.g. the read was refused). */
export const coins$ = coins.asObservable();
export const setCoins = (value: number | null): void => coins.next(value);
export const useCoins = (): number | null => useObservable(coins, () => coins.getValue());
