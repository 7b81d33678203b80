/**
 * A course's stored corrections and a moderator's writes of them (docs/questions.md, "Corrections
 * in the browser"), as calls into the Firebase SDK with the database passed in. The shapes are
 * @vithelper/contracts/questions/corrections'; database.rules.json lets moderators alone write
 * them and everyone read them. Loaded by ./corrections-ready.ts, never by a component.
 */
import {
  equalTo,
  get,
  orderByChild,
  query,
  ref,
  serverTimestamp,
  set,
  type Database,
} from 'firebase/database';
import { EXAM_KINDS, paperSchema, type ExamKind } from '@vithelper/contracts/papers';
import type { CourseBank } from '@vithelper/contracts/questions';
import {
  groupCorrectionPath,
  questionCorrectionPath,
  CORRECTION_PATHS,
} from '@vithelper/contracts/questions/corrections';
import { PAPER_QUESTIONS, paperQuestionsSchema } from '@vithelper/contracts/questions/recent';
import type { StoredCourseCorrections } from './correct-bank';
import { recentOnlyBank, type RecentRecord } from './recent-papers';

/** The course's papers published since the build: paperQuestions records naming its code. */
async function readRecentPapers(db: Database, code: string): Promise<RecentRecord[]> {
  const found = await Promise.all(
    EXAM_KINDS.map((exam) =>
      get(query(ref(db, `${PAPER_QUESTIONS}/${exam}`), orderByChild('course'), equalTo(code))),
    ),
  );
  return EXAM_KINDS.flatMap((exam, index) =>
    Object.entries((found[index]!.val() as Record<string, unknown> | null) ?? {}).map(
      ([paper, value]) => ({ exam, paper, value }),
    ),
  );
}

/**
 * A course the build has no bank of, from its papers published since: their questions, named as
 * the first such paper's record names the course (its code when that record cannot be read). Null
 * when the course has no such paper.
 */
export async function readRecentBank(db: Database, code: string): Promise<CourseBank | null> {
  const records = await readRecentPapers(db, code);
  const first = records.find(
    (record) => paperQuestionsSchema.safeParse(record.value).data?.course === code,
  );
  if (!first) return null;
  const paper = paperSchema.safeParse((await get(ref(db, `${first.exam}/${first.paper}`))).val());
  return recentOnlyBank(code, paper.success ? paper.data.name[0] : code, records);
}

/** Every paper's corrections, the course's group moves and its papers since the build, read at once. */
export async function readCourseCorrections(
  db: Database,
  bank: Pick<CourseBank, 'code' | 'papers'>,
): Promise<StoredCourseCorrections> {
  const [groups, recent] = await Promise.all([
    get(ref(db, `${CORRECTION_PATHS.groupCorrections}/${bank.code}`)),
    readRecentPapers(db, bank.code),
  ]);
  const built = new Set(bank.papers.map((paper) => paper.id));
  const papers = [
    ...bank.papers.map((paper) => ({ kind: paper.kind, id: paper.id })),
    ...recent
      .filter((record) => !built.has(record.paper))
      .map((record) => ({ kind: record.exam, id: record.paper })),
  ];
  const corrections = await Promise.all(
    papers.map((paper) =>
      get(ref(db, `${CORRECTION_PATHS.questionCorrections}/${paper.kind}/${paper.id}`)),
    ),
  );
  return {
    papers: Object.fromEntries(
      papers.map((paper, index) => [paper.id, corrections[index]!.val() as unknown]),
    ),
    groups: groups.val() as unknown,
    recent,
  };
}

/** What a moderator asks of one question (the stored record less who and when). */
export type QuestionChange =
  | { kind: 'bounds'; topPage: number; top: number; bottomPage: number; bottom: number }
  | { kind: 'split'; page: number; top: number; number: string; text: string; marks?: number }
  | { kind: 'merge'; next: string };

/** Why a write failed, in words for the moderator: the form keeps what they typed. */
function refused(error: unknown): Error {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'PERMISSION_DENIED' || /permission.denied/i.test(message))
    return new Error(
      'The database refused the correction: only moderators can correct questions, and the values must be within a paper. Nothing was changed.',
    );
  return new Error(`The correction could not be saved (${message}). Nothing was changed.`);
}

/** Stores a correction of one question, replacing any earlier one of it. */
export async function saveQuestionCorrection(
  db: Database,
  me: string,
  where: { exam: ExamKind; paper: string; question: string },
  change: QuestionChange,
): Promise<void> {
  await set(ref(db, questionCorrectionPath(where.exam, where.paper, where.question)), {
    ...change,
    by: me,
    at: serverTimestamp(),
  }).catch((error: unknown) => {
    throw refused(error);
  });
}

/** Stores questions moved into a group (the same question) or out of one (not the same). */
export async function saveGroupMoves(
  db: Database,
  me: string,
  course: string,
  moves: ReadonlyArray<{ question: string; move: 'in' | 'out'; group: string }>,
): Promise<void> {
  await Promise.all(
    moves.map(({ question, move, group }) =>
      set(ref(db, groupCorrectionPath(course, question)), {
        move,
        group,
        by: me,
        at: serverTimestamp(),
      }),
    ),
  ).catch((error: unknown) => {
    throw refused(error);
  });
}
