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
import { COURSE_CODE, SLOT, type SubmissionEntry } from '@vithelper/contracts/contributions';
import type { ExamKind } from '@vithelper/contracts/papers';
import { EXAM_LABELS, viewerPath } from '@vithelper/contracts/papers';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_PATHS,
  mostWanted,
  normalizeCode,
  parseRequests,
  paperRequestSchema,
  reportInputSchema,
  reporterSchema,
  requesterSchema,
  reportKey,
  readStoredReport,
  requestInputSchema,
  requestKey,
  trashEntrySchema,
  type ReportEntry,
  type ReportOutcome,
  type RequestEntry,
  type RequestInput,
  type TrashEntry,
} from '@vithelper/contracts/feedback';
import type { InboxItem } from '@vithelper/contracts/inbox';
import { hasUnsafeChars, UNSAFE_TEXT_MESSAGE } from '@vithelper/contracts/common';

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

const firstIssue = (error: { issues: readonly { message: string }[] }, fallback: string) =>
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

function newInboxItem(
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

// ---------------------------------------------------------------------------------------------
// Reports

/** Why this student may not report this paper now (the rules' limits, in words), or null. */
export async function reportingBlockedBecause(
  db: Database,
  uid: string,
  exam: ExamKind,
  paperId: string,
  now = Date.now(),
): Promise<FeedbackError | null> {
  const [existing, counter] = await Promise.all([
    get(ref(db, `${FEEDBACK_PATHS.reports}/${uid}/${reportKey(exam, paperId)}/status`)),
    get(ref(db, `${FEEDBACK_PATHS.reporters}/${uid}`)),
  ]);
  if (existing.val() === 'open') {
    return new FeedbackError(
      'already-reported',
      'You have already reported this paper. A moderator will look at it; you will see the outcome in your inbox.',
    );
  }
  const parsed = reporterSchema.safeParse(counter.val());
  if (
    parsed.success &&
    now - parsed.data.since < FEEDBACK_LIMITS.dayMs &&
    parsed.data.count >= FEEDBACK_LIMITS.maxReportsPerDay
  ) {
    const hours = Math.ceil((parsed.data.since + FEEDBACK_LIMITS.dayMs - now) / 3_600_000);
    return new FeedbackError(
      'too-many-reports',
      `You have sent ${FEEDBACK_LIMITS.maxReportsPerDay} reports today, the most for one day. Try again in ${hours} h.`,
    );
  }
  return null;
}

export type NewReport = {
  uid: string;
  exam: ExamKind;
  paperId: string;
  /** What the form gathered: { kind, field?, value?, link?, text? } */
  input: unknown;
};

/** Checks and sends a report with its counter in one update; returns the report's key. */
export async function sendReport(db: Database, report: NewReport): Promise<string> {
  const { uid, exam, paperId } = report;
  const parsed = reportInputSchema.safeParse(report.input);
  if (!parsed.success) {
    throw new FeedbackError(
      'invalid',
      firstIssue(parsed.error, 'Choose what is wrong and fill in the details.'),
    );
  }
  const input = { ...parsed.data };
  if (input.kind === 'details' && input.field !== 'courseName') {
    input.value = normalizeCode(input.value);
  }
  const blocked = await reportingBlockedBecause(db, uid, exam, paperId);
  if (blocked) throw blocked;
  const key = reportKey(exam, paperId);
  const counter = reporterSchema.safeParse(
    (await get(ref(db, `${FEEDBACK_PATHS.reporters}/${uid}`))).val(),
  );
  const sameDay = counter.success && Date.now() - counter.data.since < FEEDBACK_LIMITS.dayMs;
  try {
    await update(ref(db), {
      [`${FEEDBACK_PATHS.reports}/${uid}/${key}`]: {
        exam,
        paperId,
        ...input,
        createdAt: serverTimestamp(),
        status: 'open',
      },
      ...(sameDay
        ? { [`${FEEDBACK_PATHS.reporters}/${uid}/count`]: increment(1) }
        : {
            [`${FEEDBACK_PATHS.reporters}/${uid}/since`]: serverTimestamp(),
            [`${FEEDBACK_PATHS.reporters}/${uid}/count`]: 1,
          }),
      [`${FEEDBACK_PATHS.reporters}/${uid}/last`]: key,
    });
  } catch {
    throw (
      (await reportingBlockedBecause(db, uid, exam, paperId)) ??
      new FeedbackError(
        'refused',
        'The report was not accepted: sign in with Google or a verified email, and check the details.',
      )
    );
  }
  return key;
}

function parseReports(uid: string, value: unknown): ReportEntry[] {
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

/** The open reports of one paper: handled as one by a moderator. */
export type PaperReports = { exam: ExamKind; paperId: string; reports: ReportEntry[] };

/** Open reports grouped by paper, the most reported first (pure; for the moderators' list). */
export function groupOpenReports(reports: readonly ReportEntry[]): PaperReports[] {
  const groups = new Map<string, PaperReports>();
  for (const report of reports) {
    if (report.status !== 'open') continue;
    const group = groups.get(report.key) ?? {
      exam: report.exam,
      paperId: report.paperId,
      reports: [],
    };
    group.reports.push(report);
    groups.set(report.key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.reports.length - a.reports.length ||
      (a.reports[0]?.createdAt ?? 0) - (b.reports[0]?.createdAt ?? 0),
  );
}

/** Every student's open reports grouped by paper, live (moderators only, by the rules). */
export function watchOpenReports(
  db: Database,
  onChange: (papers: PaperReports[]) => void,
  onError: (error: Error) => void = () => undefined,
): () => void {
  return onValue(
    ref(db, FEEDBACK_PATHS.reports),
    (snapshot) => {
      const all = Object.entries((snapshot.val() ?? {}) as Record<string, unknown>).flatMap(
        ([uid, value]) => parseReports(uid, value),
      );
      onChange(groupOpenReports(all));
    },
    onError,
  );
}

const OUTCOME_WORDS: Readonly<Record<ReportOutcome, string>> = {
  fixed: 'fixed',
  removed: 'removed the paper',
  dismissed: 'no change',
};

/**
 * The entries resolving several reports of one paper as one, each reporter told in their inbox.
 * `paper` names the paper as it is after the fix.
 */
export function resolveReportsEntries(
  db: Database,
  moderatorUid: string,
  reports: readonly ReportEntry[],
  outcome: ReportOutcome,
  { paper, reason }: { paper: PaperOnRecord; reason?: string },
): UpdateEntries {
  const trimmed = reason?.trim();
  if (outcome === 'dismissed' && !trimmed) {
    throw new FeedbackError('invalid', 'Say why the report is dismissed: the student is told.');
  }
  const entries: UpdateEntries = {};
  for (const report of reports) {
    const at = `${FEEDBACK_PATHS.reports}/${report.uid}/${report.key}`;
    entries[`${at}/status`] = outcome;
    entries[`${at}/resolvedBy`] = moderatorUid;
    entries[`${at}/resolvedAt`] = serverTimestamp();
    if (trimmed) entries[`${at}/reason`] = trimmed;
    Object.assign(
      entries,
      newInboxItem(db, moderatorUid, report.uid, {
        kind: 'report',
        title: `Your report on ${paperTitle(paper)}: ${OUTCOME_WORDS[outcome]}`,
        outcome,
        ...(outcome === 'removed' ? {} : { link: viewerPath(paper.exam, paper.paperId) }),
        ...(trimmed ? { reason: trimmed } : {}),
      }),
    );
  }
  return entries;
}

/** Resolves several reports of one paper as one update (see resolveReportsEntries). */
export async function resolveReports(
  db: Database,
  moderatorUid: string,
  reports: readonly ReportEntry[],
  outcome: ReportOutcome,
  options: { paper: PaperOnRecord; reason?: string; extra?: UpdateEntries },
): Promise<void> {
  // The rules refuse it too; here the moderator is told which characters to remove.
  if (options.reason && hasUnsafeChars(options.reason, { multiline: true })) {
    throw new FeedbackError('invalid', UNSAFE_TEXT_MESSAGE);
  }
  await update(ref(db), {
    ...options.extra,
    ...resolveReportsEntries(db, moderatorUid, reports, outcome, options),
  });
}

/** A published paper's details as a moderator corrects them (the exam stays). */
export type PaperFix = { courseCode: string; courseName: string; slot?: string };

/**
 * Corrects a published paper's details in place and resolves its open reports as fixed, in one
 * update: the record's name ([course name, code, slot]) and every reporter's inbox item, which
 * names the paper as it now is. Returns the paper as corrected.
 */
export async function fixPaperDetails(
  db: Database,
  moderatorUid: string,
  exam: ExamKind,
  paperId: string,
  fix: PaperFix,
  reports: readonly ReportEntry[] = [],
): Promise<PaperOnRecord> {
  const courseCode = normalizeCode(fix.courseCode);
  const courseName = fix.courseName.trim().replace(/\s+/g, ' ');
  const slot = fix.slot ? normalizeCode(fix.slot) : undefined;
  if (!COURSE_CODE.test(courseCode)) {
    throw new FeedbackError('invalid', 'Write the course code like CSE2005.');
  }
  if (courseName.length < 2 || courseName.length > FEEDBACK_LIMITS.maxValue) {
    throw new FeedbackError('invalid', 'Write the course name (2 to 120 characters).');
  }
  if (slot !== undefined && !SLOT.test(slot)) {
    throw new FeedbackError('invalid', 'Write the slot like A1 or A1+TA1, or leave it empty.');
  }
  if (!(await readPaper(db, exam, paperId))) {
    throw new FeedbackError('not-found', 'This paper is no longer listed.');
  }
  const paper: PaperOnRecord = { exam, paperId, courseCode, courseName, slot };
  try {
    await update(ref(db), {
      [`${exam}/${paperId}/name/0`]: courseName,
      [`${exam}/${paperId}/name/1`]: courseCode,
      [`${exam}/${paperId}/name/2`]: slot ?? null,
      ...(reports.length > 0
        ? resolveReportsEntries(db, moderatorUid, reports, 'fixed', { paper })
        : {}),
    });
  } catch {
    throw new FeedbackError(
      'refused',
      'The fix was not saved: another moderator may have resolved these reports. The list shows them as they are now.',
    );
  }
  return paper;
}

// ---------------------------------------------------------------------------------------------
// Trash

/** Moves a published paper to trash/<exam>/<id> (its PDF stays), resolving its open reports. */
export async function trashPaper(
  db: Database,
  moderatorUid: string,
  exam: ExamKind,
  paperId: string,
  { reason, reports = [] }: { reason?: string; reports?: readonly ReportEntry[] } = {},
): Promise<void> {
  const record = (await get(ref(db, `${exam}/${paperId}`))).val() as Record<string, unknown> | null;
  const paper = await readPaper(db, exam, paperId);
  if (!record || !paper) throw new FeedbackError('not-found', 'This paper is no longer listed.');
  const trimmed = reason?.trim();
  await update(ref(db), {
    [`${exam}/${paperId}`]: null,
    [`${FEEDBACK_PATHS.trash}/${exam}/${paperId}`]: {
      record,
      removedBy: moderatorUid,
      removedAt: serverTimestamp(),
      ...(trimmed ? { reason: trimmed } : {}),
    },
    ...(reports.length > 0
      ? resolveReportsEntries(db, moderatorUid, reports, 'removed', { paper, reason: trimmed })
      : {}),
  });
}

/** Puts a paper back from the trash exactly as it was (within 30 days of its removal). */
export async function restorePaper(
  db: Database,
  exam: ExamKind,
  paperId: string,
  now = Date.now(),
): Promise<void> {
  const parsed = trashEntrySchema.safeParse(
    (await get(ref(db, `${FEEDBACK_PATHS.trash}/${exam}/${paperId}`))).val(),
  );
  if (!parsed.success) throw new FeedbackError('not-found', 'This paper is not in the trash.');
  if (now - parsed.data.removedAt >= FEEDBACK_LIMITS.trashKeepMs) {
    throw new FeedbackError('expired', 'Papers stay in the trash for 30 days; this one is older.');
  }
  await update(ref(db), {
    [`${exam}/${paperId}`]: parsed.data.record,
    [`${FEEDBACK_PATHS.trash}/${exam}/${paperId}`]: null,
  });
}

export type TrashedPaper = TrashEntry & { exam: ExamKind; paperId: string };

/** The trash, newest removal first, live (moderators only, by the rules). */
export function watchTrash(
  db: Database,
  onChange: (papers: TrashedPaper[]) => void,
  onError: (error: Error) => void = () => undefined,
): () => void {
  return onValue(
    ref(db, FEEDBACK_PATHS.trash),
    (snapshot) => {
      const papers: TrashedPaper[] = [];
      const byExam = (snapshot.val() ?? {}) as Record<string, Record<string, unknown>>;
      for (const [exam, children] of Object.entries(byExam)) {
        for (const [paperId, value] of Object.entries(children ?? {})) {
          const parsed = trashEntrySchema.safeParse(value);
          if (parsed.success) {
            papers.push({ ...parsed.data, exam: exam as ExamKind, paperId });
          }
        }
      }
      onChange(papers.sort((a, b) => b.removedAt - a.removedAt));
    },
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
function openRequests(
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

/**
 * The open requests a published paper answers: same exam and course code, and the same slot
 * where the request named one (a request for A1 is also answered by an A1+TA1 paper), case and
 * spacing aside. Pure.
 */
export function matchRequests(
  paper: Pick<PaperOnRecord, 'exam' | 'courseCode' | 'slot'>,
  requests: readonly RequestEntry[],
): RequestEntry[] {
  const code = normalizeCode(paper.courseCode);
  const slot = paper.slot ? normalizeCode(paper.slot) : null;
  const slotParts = slot ? slot.split('+') : [];
  return requests.filter((request) => {
    if (request.status !== 'open' || request.exam !== paper.exam) return false;
    if (normalizeCode(request.courseCode) !== code) return false;
    if (!request.slot) return true;
    const wanted = normalizeCode(request.slot);
    return slot !== null && (wanted === slot || slotParts.includes(wanted));
  });
}

/**
 * The entries closing the given requests for a published paper, with an "Arrived" item in the
 * inbox of everyone who asked or voted (once each). Pure apart from naming the inbox items.
 */
export function arrivalEntries(
  db: Database,
  moderatorUid: string,
  paper: PaperOnRecord,
  requests: readonly RequestEntry[],
): UpdateEntries {
  const entries: UpdateEntries = {};
  const told = new Set<string>();
  for (const request of requests) {
    const at = `${FEEDBACK_PATHS.requests}/${request.key}`;
    entries[`${at}/status`] = 'closed';
    entries[`${at}/closedBy`] = moderatorUid;
    entries[`${at}/closedAt`] = serverTimestamp();
    entries[`${at}/paperId`] = paper.paperId;
    for (const uid of new Set([request.by, ...request.voters])) {
      if (told.has(uid)) continue;
      told.add(uid);
      Object.assign(
        entries,
        newInboxItem(db, moderatorUid, uid, {
          kind: 'arrived',
          title: `${paperTitle(paper)} has arrived`,
          link: viewerPath(paper.exam, paper.paperId),
        }),
      );
    }
  }
  return entries;
}

/**
 * The approval hook: reads the open requests and returns the entries that close those the
 * newly published paper answers and tell their requesters and voters. Merge them into the
 * approval's multi-path update (the published record is in the same update, which the rules
 * of requests/<key>/paperId look for).
 */
export async function closeMatchedRequestsEntries(
  db: Database,
  moderatorUid: string,
  paper: PaperOnRecord,
): Promise<UpdateEntries> {
  const requests = parseRequests((await get(openRequests(db, null))).val());
  return arrivalEntries(db, moderatorUid, paper, matchRequests(paper, requests));
}

/**
 * The entries reopening the requests a paper closed, for undoing its approval: they take votes
 * again and wait for the next matching paper (their "Arrived" items stay, as inbox items do).
 */
export async function reopenRequestsEntries(
  db: Database,
  paper: Pick<PaperOnRecord, 'exam' | 'paperId'>,
): Promise<UpdateEntries> {
  const requests = parseRequests(
    (
      await get(
        query(ref(db, FEEDBACK_PATHS.requests), orderByChild('paperId'), equalTo(paper.paperId)),
      )
    ).val(),
  );
  const entries: UpdateEntries = {};
  for (const request of requests) {
    if (request.status !== 'closed' || request.exam !== paper.exam) continue;
    if (request.paperId !== paper.paperId) continue;
    const at = `${FEEDBACK_PATHS.requests}/${request.key}`;
    entries[`${at}/status`] = 'open';
    entries[`${at}/closedBy`] = null;
    entries[`${at}/closedAt`] = null;
    entries[`${at}/paperId`] = null;
  }
  return entries;
}

/** Closes the requests an already published paper answers; returns how many it closed. */
export async function closeMatchedRequests(
  db: Database,
  moderatorUid: string,
  paper: PaperOnRecord,
): Promise<number> {
  const requests = parseRequests((await get(openRequests(db, null))).val());
  const matched = matchRequests(paper, requests);
  if (matched.length > 0) {
    await update(ref(db), arrivalEntries(db, moderatorUid, paper, matched));
  }
  return matched.length;
}

/** The inbox item telling a contributor their upload was published or not (approval's hook). */
export function uploadDecidedEntries(
  db: Database,
  moderatorUid: string,
  submission: Pick<SubmissionEntry, 'uid' | 'exam' | 'courseCode' | 'courseName' | 'slot'>,
  decision: { status: 'approved'; paperId: string } | { status: 'rejected'; reason: string },
): UpdateEntries {
  const title = paperTitle(submission);
  return newInboxItem(
    db,
    moderatorUid,
    submission.uid,
    decision.status === 'approved'
      ? {
          kind: 'upload',
          title: `Your paper ${title} is published`,
          outcome: 'approved',
          link: viewerPath(submission.exam, decision.paperId),
        }
      : {
          kind: 'upload',
          title: `Your paper ${title} was not published`,
          outcome: 'rejected',
          reason: decision.reason,
          link: '/contribute',
        },
  );
}

// Inbox: watchInbox and markRead live in ./inbox-sdk (the header's inbox loads only those).
export { markRead, unsyncedReadMarks, watchInbox } from './inbox-sdk';
export type { DeviceStore, InboxState } from './inbox-sdk';
