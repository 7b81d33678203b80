/**
 * A moderator's side of reports, the trash and requests (docs/feedback.md), as calls into the
 * Firebase SDK with the database passed in, so /moderate (through feedback-ready.ts) and a test
 * (its own client) share them. Writes that belong to a larger decision are also offered as update
 * entries (`…Entries`), to merge into that decision's one multi-path update: approving a
 * submission merges `closeMatchedRequestsEntries` and `uploadDecidedEntries`, removing a paper
 * merges the resolution of its reports.
 */
import {
  equalTo,
  get,
  onValue,
  orderByChild,
  query,
  ref,
  serverTimestamp,
  update,
  type Database,
} from 'firebase/database';
import { COURSE_CODE, SLOT, type SubmissionEntry } from '@vithelper/contracts/contributions';
import type { ExamKind } from '@vithelper/contracts/papers';
import { viewerPath } from '@vithelper/contracts/papers';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_PATHS,
  normalizeCode,
  parseRequests,
  trashEntrySchema,
  type ReportEntry,
  type ReportOutcome,
  type RequestEntry,
  type TrashEntry,
} from '@vithelper/contracts/feedback';
import { hasUnsafeChars, UNSAFE_TEXT_MESSAGE } from '@vithelper/contracts/common';
import {
  FeedbackError,
  newInboxItem,
  openRequests,
  parseReports,
  paperTitle,
  readPaper,
  type PaperOnRecord,
  type UpdateEntries,
} from '@vithelper/feedback';

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
