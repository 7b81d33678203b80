import { storedText } from '../common/text';
import type { ExamKind } from '../papers/exams';
import * as z from '../zod';

/**
 * Moderators' corrections of the machine's cut and grouping (docs/questions.md, "Corrections"):
 * what is stored under questionCorrections/ and groupCorrections/, and the limits
 * database.rules.json enforces. The rules are the guard; these schemas accept exactly what they
 * accept (scripts/record-agreement-question-corrections.test.ts). @vithelper/questions turns the
 * stored records into its corrections and applies them over every rebuild
 * (packages/questions/src/stored-corrections.ts).
 */

export const CORRECTION_PATHS = {
  /** questionCorrections/<exam>/<paperId>/<questionId>: one correction of one question. */
  questionCorrections: 'questionCorrections',
  /** groupCorrections/<courseCode>/<questionId>: one question moved into or out of a group. */
  groupCorrections: 'groupCorrections',
} as const;

export const CORRECTION_LIMITS = {
  /** Highest page a correction names (1-based), as paperTexts/ keeps at most 60 pages. */
  maxPage: 60,
  /** A split-off question's text, in UTF-16 units. */
  maxText: 2000,
  maxMarks: 100,
} as const;

/**
 * Ids as packages/questions/src/ids.ts makes them: `q_` or `g_` and a 64-bit hash in base 36,
 * padded to 13 characters (2^64 − 1 is 13 digits in base 36).
 */
export const QUESTION_ID = /^q_[0-9a-z]{13}$/;
export const GROUP_ID = /^g_[0-9a-z]{13}$/;
/**
 * A question's number as the cut writes it: "3", "B1", "S1-2", "3(a)", "3(a)(ii)", at most three
 * parts. Letters, digits, a dash and the parts' brackets only: nothing to spoof or to escape.
 */
export const QUESTION_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,7}(\([A-Za-z0-9]{1,8}\)){0,3}$/;

export const QUESTION_CORRECTION_KINDS = ['bounds', 'split', 'merge'] as const;
export type QuestionCorrectionKind = (typeof QUESTION_CORRECTION_KINDS)[number];
export const GROUP_MOVES = ['in', 'out'] as const;

const page = z.number().check(z.int(), z.gte(1), z.lte(CORRECTION_LIMITS.maxPage));
/** Down the page, from its top (0) to its bottom (1), as the cut's regions measure it. */
const fraction = z.number().check(z.gte(0), z.lte(1));
/** Who made it (the rules: their uid) and when (the rules: the server's time of the write). */
const stamp = { by: z.string().check(z.minLength(1)), at: z.number() };

/**
 * questionCorrections/<exam>/<paperId>/<questionId>, as database.rules.json accepts it:
 * - `bounds`: the question runs from `top` of `topPage` to `bottom` of `bottomPage` (top above
 *   bottom);
 * - `split`: a second question, numbered `number`, starts at `top` of `page`, with its `text`
 *   (and its `marks`, when printed); the first keeps the id;
 * - `merge`: the question `next` (the one after it) is part of this one.
 */
export const questionCorrectionSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('bounds'),
      topPage: page,
      top: fraction,
      bottomPage: page,
      bottom: fraction,
      ...stamp,
    }),
    z.strictObject({
      kind: z.literal('split'),
      page,
      top: fraction,
      number: z.string().check(z.regex(QUESTION_NUMBER)),
      text: storedText(1, CORRECTION_LIMITS.maxText, { multiline: true }),
      marks: z.optional(z.number().check(z.int(), z.gte(0), z.lte(CORRECTION_LIMITS.maxMarks))),
      ...stamp,
    }),
    z.strictObject({
      kind: z.literal('merge'),
      next: z.string().check(z.regex(QUESTION_ID)),
      ...stamp,
    }),
  ])
  .check(
    z.refine(
      (record) =>
        record.kind !== 'bounds' ||
        record.topPage < record.bottomPage ||
        (record.topPage === record.bottomPage && record.top < record.bottom),
      { message: "The question's top must be above its bottom." },
    ),
  );
export type QuestionCorrection = z.infer<typeof questionCorrectionSchema>;

/** groupCorrections/<courseCode>/<questionId>: the question put into `group`, or taken out of it. */
export const groupCorrectionSchema = z.strictObject({
  move: z.enum(GROUP_MOVES),
  group: z.string().check(z.regex(GROUP_ID)),
  ...stamp,
});
export type GroupCorrection = z.infer<typeof groupCorrectionSchema>;

export const questionCorrectionPath = (exam: ExamKind, paperId: string, questionId: string) =>
  `${CORRECTION_PATHS.questionCorrections}/${exam}/${paperId}/${questionId}`;

/** A course's key is its code as stored in papers' names (`COURSE_CODE`: CSE2005). */
export const groupCorrectionPath = (courseCode: string, questionId: string) =>
  `${CORRECTION_PATHS.groupCorrections}/${courseCode}/${questionId}`;
