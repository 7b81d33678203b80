/**
 * Reports, requests, the trash and the inbox (docs/feedback.md), as calls into the Firebase SDK
 * with the database passed in, so a page (through firebaseReady) and a test (its own client)
 * share them. The rules are the guard; these functions check first only to say why in words.
 *
 * Moderator writes that belong to a larger decision are also offered as update entries
 * (`…Entries`), to merge into that decision's one multi-path update: approving a submission
 * merges `closeMatchedRequestsEntries` and `uploadDecidedEntries`, removing a paper merges the
 * resolution of its reports.
 */
import {
  equalTo,
  get,
  increment,
  limitToFirst,
  onValue,
  orderByChild,
  push,
  query,
  ref,
  remove,
  serverTimestamp,
  set,
  update,
  type Database,
  type Query,
} from 'firebase/database';
import type { ExamKind } from '@vithelper/contracts/papers';
import { EXAM_LABELS, viewerPath } from '@vithelper/contracts/papers';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_PATHS,
  mostWanted,
  parseRequests,
  paperRequestSchema,
  requesterSchema,
  readStoredReport,
  requestInputSchema,
  requestKey,
  type ReportEntry,
  type RequestEntry,
  type RequestInput,
} from '@vithelper/contracts/feedback';
import type { InboxItem } from '@vithelper/contracts/inbox';

/** Entries of one multi-path update: path → value. */
export type UpdateEntries = Record<string, unknown>;

/** A write that did not happen, with what to tell the student or moderator. */
export class FeedbackError extends Error {
  constructor(
    readonly reason:
      | 'invalid'
      | 'already-reported'
      | 'too-many-reports'
      | 'too-many-requests'
      | 'arrived'
      | 'closed'
      | 'expired'
      | 'not-found'
      | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'FeedbackError';
  }
}

export const firstIssue = (error: { issues: readonly { message: string }[] }, fallback: string) =>
  error.issues.find((issue) => issue.message !== 'Invalid input')?.message ?? fallback;

/** A paper as the inbox and the matching name it. */
export type PaperOnRecord = {
  exam: ExamKind;
  paperId: string;
  courseCode: string;
  courseName?: string;
  slot?: string;
  /** The record's file_name (its PDF is images/<file_name>.pdf), where it was read. */
  fileName?: string;
};

/** "CSE2005 Operating Systems (CAT-1, A2)" */
export const paperTitle = ({
  exam,
  courseCode,
  courseName,
  slot,
}: Omit<PaperOnRecord, 'paperId'>) =>
  `${courseCode}${courseName ? ` ${courseName}` : ''} (${EXAM_LABELS[exam]}${slot ? `, ${slot}` : ''})`;

/** Reads a published paper's record (cat1/<id>…) as a PaperOnRecord, or null. */
export async function readPaper(
  db: Database,
  exam: ExamKind,
  paperId: string,
): Promise<PaperOnRecord | null> {
  const value = (await get(ref(db, `${exam}/${paperId}`))).val() as {
    name?: unknown;
    file_name?: unknown;
  } | null;
  const name = Array.isArray(value?.name) ? (value.name as unknown[]) : null;
  if (!name || typeof name[1] !== 'string') return null;
  return {
    exam,
    paperId,
    courseCode: name[1],
    courseName: typeof name[0] === 'string' ? name[0] : undefined,
    slot: typeof name[2] === 'string' ? name[2] : undefined,
    fileName: typeof value?.file_name === 'string' ? value.file_name : undefined,
  };
}

export function newInboxItem(
  db: Database,
  moderatorUid: string,
  uid: string,
  item: Omit<InboxItem, 'at' | 'by'>,
): UpdateEntries {
  const id = push(ref(db, `${FEEDBACK_PATHS.inbox}/${uid}`)).key;
  return {
    [`${FEEDBACK_PATHS.inbox}/${uid}/${id}`]: { ...item, at: serverTimestamp(), by: moderatorUid },
  };
}

export function parseReports(uid: string, value: unknown): ReportEntry[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: ReportEntry[] = [];
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const report = readStoredReport(child);
    if (report) entries.push({ ...report, uid, key });
  }
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

/** The student's own reports, oldest first, live (for "My contributions"). */
export function watchMyReports(
  db: Database,
  uid: string,
  onChange: (entries: ReportEntry[]) => void,
  onError: (error: Error) => void = () => undefined,
): () => void {
  return onValue(
    ref(db, `${FEEDBACK_PATHS.reports}/${uid}`),
    (snapshot) => onChange(parseReports(uid, snapshot.val())),
    onError,
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Why this student may make no new request now (the rules' daily limit, in words), or null. */
function requestingBlockedBecause(
  counter: { since: number; count: number } | null,
  now = Date.now(),
): FeedbackError | null {
  if (
    !counter ||
    now - counter.since >= FEEDBACK_LIMITS.dayMs ||
    counter.count < FEEDBACK_LIMITS.maxRequestsPerDay
  ) {
    return null;
  }
  const hours = Math.ceil((counter.since + FEEDBACK_LIMITS.dayMs - now) / 3_600_000);
  return new FeedbackError(
    'too-many-requests',
    `You have asked for ${FEEDBACK_LIMITS.maxRequestsPerDay} new papers today, the most for one day. You can still vote for papers others asked for; try again in ${hours} h.`,
  );
}

/**
 * Asks for a missing paper: a new request with the student's vote, or, when the same request
 * (exam, code, slot; case and spacing aside) exists, the student's vote on it (nothing is
 * written when they have voted already: `alreadyVoted`). Returns its key.
 */
export async function requestPaper(
  db: Database,
  uid: string,
  input: unknown,
): Promise<{ key: string; created: boolean; alreadyVoted?: boolean }> {
  const parsed = requestInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new FeedbackError(
      'invalid',
      'Choose the exam and write the course code like CSE2005 (the slot, if you give one, like A1+TA1).',
    );
  }
  const fields: RequestInput = parsed.data;
  const key = requestKey(fields);
  const at = ref(db, `${FEEDBACK_PATHS.requests}/${key}`);
  const existing = paperRequestSchema.safeParse((await get(at)).val());
  if (existing.success && existing.data.status === 'open' && existing.data.votes?.[uid]) {
    return { key, created: false, alreadyVoted: true };
  }
  if (!existing.success) {
    const counter = requesterSchema.safeParse(
      (await get(ref(db, `${FEEDBACK_PATHS.requesters}/${uid}`))).val(),
    );
    const blocked = requestingBlockedBecause(counter.success ? counter.data : null);
    if (blocked) throw blocked;
    const sameDay = counter.success && Date.now() - counter.data.since < FEEDBACK_LIMITS.dayMs;
    try {
      // The request and the day's counter in one update: the rules refuse either alone.
      await update(ref(db), {
        [`${FEEDBACK_PATHS.requests}/${key}`]: {
          exam: fields.exam,
          courseCode: fields.courseCode,
          ...(fields.slot ? { slot: fields.slot } : {}),
          by: uid,
          createdAt: serverTimestamp(),
          status: 'open',
          votes: { [uid]: true },
        },
        ...(sameDay
          ? { [`${FEEDBACK_PATHS.requesters}/${uid}/count`]: increment(1) }
          : {
              [`${FEEDBACK_PATHS.requesters}/${uid}/since`]: serverTimestamp(),
              [`${FEEDBACK_PATHS.requesters}/${uid}/count`]: 1,
            }),
        [`${FEEDBACK_PATHS.requesters}/${uid}/last`]: key,
      });
      return { key, created: true };
    } catch {
      // Someone asked for the same paper meanwhile: a vote on theirs, below. Otherwise the
      // rules refused this account (a guest, or an email not verified yet).
      if (!(await get(at)).exists()) {
        throw new FeedbackError(
          'refused',
          'The request was not accepted: sign in with Google or a verified email, then try again.',
        );
      }
    }
  }
  await voteRequest(db, uid, key);
  return { key, created: false };
}

/** +1 on an open request: the student's one vote (again is harmless). */
export async function voteRequest(db: Database, uid: string, key: string): Promise<void> {
  const parsed = paperRequestSchema.safeParse(
    (await get(ref(db, `${FEEDBACK_PATHS.requests}/${key}`))).val(),
  );
  if (!parsed.success) throw new FeedbackError('not-found', 'This request no longer exists.');
  if (parsed.data.status !== 'open') {
    throw parsed.data.paperId
      ? new FeedbackError(
          'arrived',
          `This paper has arrived: ${viewerPath(parsed.data.exam, parsed.data.paperId)}`,
        )
      : new FeedbackError('closed', 'This request is closed.');
  }
  try {
    await set(ref(db, `${FEEDBACK_PATHS.requests}/${key}/votes/${uid}`), true);
  } catch {
    throw new FeedbackError(
      'refused',
      'Your vote was not accepted: sign in with Google or a verified email, then try again.',
    );
  }
}

/** Takes the student's vote back. */
export async function withdrawVote(db: Database, uid: string, key: string): Promise<void> {
  await remove(ref(db, `${FEEDBACK_PATHS.requests}/${key}/votes/${uid}`));
}

/**
 * The open requests, on the `status` index: at most FEEDBACK_LIMITS.openRequestsRead for a
 * student's page (the read rule of requests/ allows no more), all of them for a moderator's
 * matching (`limit: null`).
 */
export function openRequests(
  db: Database,
  limit: number | null = FEEDBACK_LIMITS.openRequestsRead,
): Query {
  const open = [orderByChild('status'), equalTo('open')] as const;
  return limit === null
    ? query(ref(db, FEEDBACK_PATHS.requests), ...open)
    : query(ref(db, FEEDBACK_PATHS.requests), ...open, limitToFirst(limit));
}

/** Open requests, most votes first (counted from the votes), live: "Most wanted". */
export function watchMostWanted(
  db: Database,
  onChange: (requests: RequestEntry[]) => void,
  onError: (error: Error) => void = () => undefined,
): () => void {
  return onValue(
    openRequests(db),
    (snapshot) => onChange(mostWanted(parseRequests(snapshot.val()))),
    onError,
  );
}
