/**
 * A course's stored corrections and a moderator's writes of them (docs/questions.md, "Corrections
 * in the browser"), as calls into the Firebase SDK with the database passed in. The shapes are
 * @vithelper/contracts/questions/corrections'; database.rules.json lets moderators alone write
 * them and everyone read them. Loaded by ./corrections-ready.ts, never by a component.
 */
import { get, ref, serverTimestamp, set, type Database } from 'firebase/database';
import type { ExamKind } from '@vithelper/contracts/papers';
import type { CourseBank } from '@vithelper/contracts/questions';
import {
  groupCorrectionPath,
  questionCorrectionPath,
  CORRECTION_PATHS,
} from '@vithelper/contracts/questions/corrections';
import type { StoredCourseCorrections } from './correct-bank';

/** Every paper's corrections and the course's group moves, read at once. */
export async function readCourseCorrections(
  db: Database,
  bank: Pick<CourseBank, 'code' | 'papers'>,
): Promise<StoredCourseCorrections> {
  const [groups, ...papers] = await Promise.all([
    get(ref(db, `${CORRECTION_PATHS.groupCorrections}/${bank.code}`)),
    ...bank.papers.map((paper) =>
      get(ref(db, `${CORRECTION_PATHS.questionCorrections}/${paper.kind}/${paper.id}`)),
    ),
  ]);
  return {
    papers: Object.fromEntries(
      bank.papers.map((paper, index) => [paper.id, papers[index]!.val() as unknown]),
    ),
    groups: groups.val() as unknown,
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
