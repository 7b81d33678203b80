import * as z from '../zod';
import { EXAM_KINDS } from '../papers/exams';

/** A question's id (@vithelper/questions, ids.ts): `q_` and a 13-character FNV-1a hash. */
export const QUESTION_ID = /^q_[0-9a-z]{13}$/;
/** A group's id: `g_` and the hash of its earliest member's id. */
export const GROUP_ID = /^g_[0-9a-z]{13}$/;
/** A course code as the papers' records write it (ITE2001, CSE3501): letters and digits. */
export const COURSE_CODE = /^[A-Z0-9]{2,16}$/;

const examKind = z.enum(EXAM_KINDS);
const fraction = z.number().check(z.gte(0), z.lte(1));

/** One question of a paper, where it is printed and what it is worth. */
export const bankQuestionSchema = z.object({
  id: z.string().check(z.regex(QUESTION_ID)),
  /** The paper's database key (cat1/<paper>, cat2/…, fat/…). */
  paper: z.string().check(z.minLength(1)),
  kind: examKind,
  /** The exam's year, null when neither the record nor the file name says it. */
  year: z.nullable(z.int()),
  /** The number with its parts as printed: "3", "3(a)", "B1(ii)". */
  number: z.string(),
  text: z.string(),
  marks: z.nullable(z.number()),
  /** The question's first page (1-based); its top there and its bottom on its last page, 0–1. */
  page: z.int().check(z.gte(1)),
  top: fraction,
  bottom: fraction,
  /**
   * Where it is printed on each page, in reading order (@vithelper/questions' regions): only for a
   * question that runs past its first page, so the bank stays small; else page, top and bottom say it.
   */
  regions: z.optional(
    z.array(z.object({ page: z.int().check(z.gte(1)), top: fraction, bottom: fraction })),
  ),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;
/** Where a question is printed on one page: top and bottom as fractions (0–1) of its height. */
export type BankRegion = NonNullable<BankQuestion['regions']>[number];

/** Every page's region of a question, in reading order. */
export const questionRegions = (
  question: Pick<BankQuestion, 'page' | 'top' | 'bottom' | 'regions'>,
): BankRegion[] =>
  question.regions?.length
    ? question.regions
    : [{ page: question.page, top: question.top, bottom: question.bottom }];

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * How a cut question (@vithelper/questions' Question) is kept in its course's bank: its first
 * page, its top there and its bottom on its last page (fractions rounded to 0.001), and every
 * page's region only when it covers more than one. The build's banks and the courses section's
 * corrected ones are made with it.
 */
export function toBankQuestion(
  paper: Pick<BankQuestion, 'paper' | 'kind' | 'year'>,
  question: Pick<BankQuestion, 'id' | 'number' | 'text' | 'marks'> & {
    regions: ReadonlyArray<BankRegion>;
  },
): BankQuestion {
  const first = question.regions[0];
  const last = question.regions[question.regions.length - 1];
  return {
    id: question.id,
    paper: paper.paper,
    kind: paper.kind,
    year: paper.year,
    number: question.number,
    text: question.text,
    marks: question.marks,
    page: first?.page ?? 1,
    top: round(first?.top ?? 0),
    bottom: round(last?.bottom ?? 1),
    ...(question.regions.length > 1
      ? {
          regions: question.regions.map(({ page, top, bottom }) => ({
            page,
            top: round(top),
            bottom: round(bottom),
          })),
        }
      : {}),
  };
}

/** A question asked in more than one paper: its questions, oldest paper first, and its topic. */
export const bankGroupSchema = z.object({
  id: z.string().check(z.regex(GROUP_ID)),
  questions: z.array(z.string().check(z.regex(QUESTION_ID))).check(z.minLength(2)),
  /** A few words the group's questions share ("deadlock", "banker"), for a glance and a search. */
  topics: z.array(z.string()),
});
export type BankGroup = z.infer<typeof bankGroupSchema>;

/** A paper of the course: whether its questions were found (else it is shown as a whole paper). */
export const bankPaperSchema = z.object({
  id: z.string().check(z.minLength(1)),
  kind: examKind,
  year: z.nullable(z.int()),
  /** The slot the record names (B1, G1+TG1): tells two papers of one exam and year apart. */
  slot: z.optional(z.string()),
  cut: z.boolean(),
  /** Why its questions were not found (the cut's reason), when `cut` is false: for moderators. */
  reason: z.optional(z.string()),
  /** The course name its record gives, when not the bank's: a paper filed under another course. */
  course: z.optional(z.string()),
});
export type BankPaper = z.infer<typeof bankPaperSchema>;

/** courses/<code>.json of the question data: every question of one course's papers. */
export const courseBankSchema = z.object({
  version: z.literal(1),
  code: z.string().check(z.regex(COURSE_CODE)),
  name: z.string(),
  papers: z.array(bankPaperSchema),
  questions: z.array(bankQuestionSchema),
  groups: z.array(bankGroupSchema),
});
export type CourseBank = z.infer<typeof courseBankSchema>;

/** courses.json: the courses that have a bank, with their counts. */
export const courseListSchema = z.object({
  version: z.literal(1),
  courses: z.array(
    z.object({
      code: z.string().check(z.regex(COURSE_CODE)),
      name: z.string(),
      papers: z.int().check(z.gte(0)),
      questions: z.int().check(z.gte(0)),
      repeated: z.int().check(z.gte(0)),
    }),
  ),
});
export type CourseList = z.infer<typeof courseListSchema>;

/** ids/<last character of the id>.json: which course's bank holds each question. */
export const questionShardSchema = z.record(
  z.string().check(z.regex(QUESTION_ID)),
  z.string().check(z.regex(COURSE_CODE)),
);
export type QuestionShard = z.infer<typeof questionShardSchema>;
