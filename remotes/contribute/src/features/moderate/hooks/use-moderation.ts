import { useEffect, useState } from 'react';
import type { SubmissionEntry, UnreadableSubmission } from '@vithelper/contracts/contributions';
import { moderationSdk } from '../data/moderation';

type Sdk = Awaited<ReturnType<typeof moderationSdk>>;

export type QueueState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      entries: SubmissionEntry[];
      /** Stored records the app cannot read: listed apart so a moderator can reject them. */
      unreadable: UnreadableSubmission[];
      sdk: Sdk;
    };

/**
 * Every submission, live (the rules let only moderators read them), those the app cannot read
 * apart, with the SDK to decide.
 */
export function useModeration(enabled: boolean): QueueState {
  const [state, setState] = useState<QueueState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | null = null;
    let live = true;
    moderationSdk().then(
      (sdk) => {
        if (!live) return;
        stop = sdk.sdk.watchAllSubmissions(
          sdk.handles.db,
          (entries, unreadable = []) => setState({ status: 'ready', entries, unreadable, sdk }),
          () =>
            setState({
              status: 'failed',
              message:
                'The queue could not be read: this account is not allowed to see it (sign in again if you were just made a moderator).',
            }),
        );
      },
      () =>
        live &&
        setState({
          status: 'failed',
          message: 'The moderation tools could not be loaded. Check your connection and reload.',
        }),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [enabled]);
  return state;
}
