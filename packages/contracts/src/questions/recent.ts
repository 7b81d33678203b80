/**
 * @vithelper/contracts/questions/recent: a paper's questions as the moderator's browser cuts them
 * at approval (docs/questions.md, "Papers published since the build"), stored at
 * paperQuestions/<exam>/<paperId> until the next build puts the paper in its course's bank. The
 * courses section reads a course's records and adds them to the built bank. database.rules.json
 * holds the same limits (emulator/src/rules/paper-questions-rules.test.ts).
 */
import * as z from '../zod';
import type { ExamKind } from '../papers/exams';
import { COURSE_CODE, QUESTION_ID } from './bank';

export const PAPER_QUESTIONS = 'paperQuestions';

export const paperQuestionsPath = (exam: ExamKind, paperId: string) =>
  `${PAPER_QUESTIONS}/${exam}/${paperId}`;

/** What the rules accept: a paper of at most 150 questions, each at most 4 pages long. */
export const PAPER_QUESTION_LIMITS = {
  questions: 150,
  text: 2000,
  number: 24,
  regions: 4,
  reason: 300,
  marks: 200,
  pages: 60,
} as const;

const fraction = z.number().check(z.gte(0), z.lte(1));

const storedRegionSchema = z.strictObject({
  page: z.int().check(z.gte(1), z.lte(PAPER_QUESTION_LIMITS.pages)),
  top: fraction,
  bottom: fraction,
});

const storedQuestionSchema = z.strictObject({
  number: z.string().check(z.maxLength(PAPER_QUESTION_LIMITS.number)),
  text: z.string().check(z.minLength(1), z.maxLength(PAPER_QUESTION_LIMITS.text)),
  marks: z.optional(z.number().check(z.gte(0), z.lte(PAPER_QUESTION_LIMITS.marks))),
  regions: z
    .array(storedRegionSchema)
    .check(z.minLength(1), z.maxLength(PAPER_QUESTION_LIMITS.regions)),
});
export type StoredPaperQuestion = z.infer<typeof storedQuestionSchema>;

const frame = {
  course: z.string().check(z.regex(COURSE_CODE)),
  year: z.optional(z.int().check(z.gte(1990), z.lte(2100))),
  slot: z.optional(z.string().check(z.maxLength(16))),
  at: z.number(),
  by: z.string(),
};

/** paperQuestions/<exam>/<paperId> as read back: the questions found, or why there are none. */
export const paperQuestionsSchema = z.union([
  z.strictObject({
    ...frame,
    ok: z.literal(true),
    questions: z
      .record(z.string().check(z.regex(QUESTION_ID)), storedQuestionSchema)
      .check(z.refine((questions) => Object.keys(questions).length > 0)),
  }),
  z.strictObject({
    ...frame,
    /** Its questions could not be found, for `reason`: the paper is kept whole. */
    ok: z.literal(false),
    reason: z.string().check(z.minLength(1), z.maxLength(PAPER_QUESTION_LIMITS.reason)),
  }),
]);
export type PaperQuestions = z.infer<typeof paperQuestionsSchema>;
