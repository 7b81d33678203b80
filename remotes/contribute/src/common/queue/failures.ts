/**
 * What a failed send of a queued paper means for it: refused for good (the reason is kept, it is
 * not tried again by itself and the papers after it still go), or waiting (tried again later by
 * itself; the student can press Send again sooner). Classified from the SubmitError's `reason`
 * (remotes/contribute/src/common/data/contributions-sdk.ts), else from an SDK error's code or HTTP status.
 */
import { CONTRIBUTION_LIMITS } from '@vithelper/contracts/contributions';

export type Failure =
  | { kind: 'refused'; message: string }
  | {
      kind: 'waiting';
      message: string;
      retryInMs: number;
      /** The student's own limit (10 in review, 10 s between papers): the others wait too. */
      account: boolean;
    };

/** How long the pending limit holds a paper before it is tried again (one database read). */
const PENDING_RETRY_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 30 * 60_000;

/** 30 s, 1 min, 2 min … up to 30 min between tries of a paper whose upload failed. */
const backoffMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);

const PERMANENT_REASONS = new Set(['duplicate', 'refused', 'upload-refused']);
const PERMANENT_CODE =
  /permission[-_ ]denied|unauthori[sz]ed|unauthenticated|invalid[-_ ]argument|already[-_ ]exists/i;

const fallbackRefusal =
  'VITHelper refused this paper (permission denied or invalid). Sign in again with your student account, then send it again.';

/** What `error` (a send's rejection) means after the paper's `attempts`-th try. */
export function classifyFailure(error: unknown, attempts: number): Failure {
  const { reason, code, status, message } = (error ?? {}) as {
    reason?: unknown;
    code?: unknown;
    status?: unknown;
    message?: unknown;
  };
  const text = typeof message === 'string' && message ? message : '';
  if (typeof reason === 'string' && PERMANENT_REASONS.has(reason)) {
    return { kind: 'refused', message: text || fallbackRefusal };
  }
  if (reason === 'too-many-pending') {
    return {
      kind: 'waiting',
      account: true,
      retryInMs: PENDING_RETRY_MS,
      message: `You have ${CONTRIBUTION_LIMITS.maxPending} papers waiting for review, the most at once. This one stays on this device and goes by itself once a moderator has reviewed one.`,
    };
  }
  if (reason === 'too-soon') {
    return {
      kind: 'waiting',
      account: true,
      retryInMs: CONTRIBUTION_LIMITS.minIntervalMs,
      message: `One paper every ${CONTRIBUTION_LIMITS.minIntervalMs / 1000} seconds: it goes by itself in a moment.`,
    };
  }
  const httpStatus = typeof status === 'number' ? status : undefined;
  const permanentStatus =
    httpStatus !== undefined &&
    httpStatus >= 400 &&
    httpStatus < 500 &&
    httpStatus !== 408 &&
    httpStatus !== 429;
  if (
    reason !== 'upload-failed' &&
    (permanentStatus ||
      (typeof code === 'string' && PERMANENT_CODE.test(code)) ||
      /permission[-_ ]denied/i.test(text))
  ) {
    return { kind: 'refused', message: fallbackRefusal };
  }
  // Offline, a timeout, a server error (5xx), an interrupted upload: later, with a growing pause.
  return {
    kind: 'waiting',
    account: false,
    retryInMs: backoffMs(attempts),
    message:
      'The last try did not reach VITHelper (connection or server). It is tried again by itself.',
  };
}
