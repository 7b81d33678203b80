import { rememberedAccount, useAccount } from '@vithelper/shared';
import type { Account } from '@vithelper/contracts/account';

/**
 * The account the shell's header shows: the SDK's once it has reported, before that the one
 * this browser remembers (shared/src/data/remembered-account.ts), so the header shows the student
 * from the first paint. For what is shown only: an action waits for the SDK's (accountReady).
 * Only the shell shows it, so it lives here, not in the shared platform.
 */
export function useShownAccount(): Account | null {
  return useAccount() ?? rememberedAccount();
}
