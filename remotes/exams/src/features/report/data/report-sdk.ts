/**
 * Sending a report on a paper (docs/feedback.md), as calls into the Firebase SDK with the database
 * passed in, so the report form (through report-ready.ts) and a test (its own client) share them.
 * The rules are the guard; these functions check first only to say why in words.
 */
import { get, increment, ref, serverTimestamp, update, type Database } from 'firebase/database';
import type { ExamKind } from '@vithelper/contracts/papers';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_PATHS,
  normalizeCode,
  reportInputSchema,
  reportKey,
  reporterSchema,
} from '@vithelper/contracts/feedback';
import { FeedbackError, firstIssue } from '@vithelper/feedback';

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
