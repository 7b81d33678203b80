import { COURSE_CODE } from '../contributions/contributions';
import { EXAM_KINDS, type ExamKind } from '../papers/exams';
import { storedText } from '../common/text';
import * as z from '../zod';

/**
 * Students' answers to past questions (docs/answers.md): what is stored under answers/,
 * answerers/, answerVotes/, verifiedAnswers/ and experts/, and the limits database.rules.json
 * enforces. The rules are the guard; these schemas accept what they accept
 * (scripts/record-agreement-answers.test.ts).
 */

export const ANSWER_PATHS = {
  /** answers/<questionId>/<answerId>: one student's answer (Markdown). */
  answers: 'answers',
  /** answerers/<uid>: the daily limit's counter, moved in the same write as each new answer. */
  answerers: 'answerers',
  /** answerVotes/<questionId>/<answerId>/<uid>: 1 or -1; an answer's score is their sum. */
  answerVotes: 'answerVotes',
  /** verifiedAnswers/<questionId>: the id of the answer a moderator or expert verified. */
  verifiedAnswers: 'verifiedAnswers',
  /** experts/<courseCode>/<uid>: true; written by the Admin SDK (npm run moderator). */
  experts: 'experts',
  /** answerFlags/<questionId>/<answerId>/<uid>: one student's flag on an answer, kept for good. */
  answerFlags: 'answerFlags',
  /** answerDecisions/<questionId>/<answerId>: a moderator's hide or clear over the flags. */
  answerDecisions: 'answerDecisions',
  /** answerComments/<questionId>/<answerId>/<commentId>: a comment (Markdown) on an answer. */
  answerComments: 'answerComments',
  /** commenters/<uid>: the daily limit's counter, moved in the same write as each new comment. */
  commenters: 'commenters',
  /**
   * followers/<questionId>/<uid>: when the student began following the question (asking for an
   * answer, or answering it); read by whoever answers, to tell them in their inbox.
   */
  followers: 'followers',
  /**
   * answerKeys/<exam>/<paperId>: a paper's answer key, its PDF at Storage's
   * answerKeys/<exam>/<paperId>.pdf (answerKeyPath); written by a moderator.
   */
  answerKeys: 'answerKeys',
  /** officialAnswers/<questionId>: the region of its paper's answer key that answers it. */
  officialAnswers: 'officialAnswers',
} as const;

export const ANSWER_LIMITS = {
  /** An answer's Markdown, in UTF-16 units. */
  maxBody: 20_000,
  /** New answers one student may write in a day (a window from the first of them). */
  perDay: 20,
  dayMs: 86_400_000,
  /** Coins the author of a verified answer is credited (credits/<uid>/a~<question>~<answer>). */
  verifiedCoins: 50,
  /** A comment's Markdown, in UTF-16 units. */
  maxComment: 2_000,
  /** New comments one student may write in a day (a window from the first of them). */
  commentsPerDay: 50,
  /** A moderator's reason for hiding an answer. */
  maxReason: 500,
  /** "Machine-written" flags (not yet decided on) from which the answer shows a notice. */
  machineNotice: 3,
} as const;

/** A push id, as the rules ask of a new answer's key. */
export const ANSWER_ID = /^[A-Za-z0-9_-]{20}$/;

/** answers/<questionId>/<answerId>, as database.rules.json accepts it. */
export const answerSchema = z.strictObject({
  author: z.string(),
  /**
   * The question's course, from its bank, fixed at creation: an expert of this course may verify
   * the answer (docs/answers.md, "Which course a question is of").
   */
  course: z.string().check(z.regex(COURSE_CODE)),
  body: storedText(1, ANSWER_LIMITS.maxBody, { multiline: true }),
  createdAt: z.number(),
  editedAt: z.optional(z.number()),
});
export type Answer = z.infer<typeof answerSchema>;

/** answerers/<uid>: when the day's window began, how many answers in it, and the last one. */
export const answererSchema = z.strictObject({
  since: z.number(),
  count: z.number().check(z.gte(0)),
  question: z.string(),
  answer: z.string(),
});
export type Answerer = z.infer<typeof answererSchema>;

/** commenters/<uid>: when the day's window began, how many comments in it, and the last one. */
export const commenterSchema = z.strictObject({
  since: z.number(),
  count: z.number().check(z.gte(0)),
  question: z.string(),
  answer: z.string(),
  comment: z.string(),
});
export type Commenter = z.infer<typeof commenterSchema>;

export const voteSchema = z.union([z.literal(1), z.literal(-1)]);
export type Vote = z.infer<typeof voteSchema>;

/** credits/<uid>/a~<question>~<answer>: written with the verification, removed with its undoing. */
export const answerCreditSchema = z.strictObject({
  coins: z.literal(ANSWER_LIMITS.verifiedCoins),
  at: z.number(),
  by: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type AnswerCredit = z.infer<typeof answerCreditSchema>;

/** Why a student flags an answer; the rules accept these and no other. */
export const FLAG_REASONS = ['wrong', 'copied', 'abusive', 'machine'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export const FLAG_LABELS: Record<FlagReason, string> = {
  wrong: 'Wrong',
  copied: 'Copied',
  abusive: 'Abusive',
  machine: 'Machine-written',
};

/** answerFlags/<q>/<a>/<uid>: written once by the student uid, never changed. */
export const answerFlagSchema = z.strictObject({
  reason: z.enum(FLAG_REASONS),
  at: z.number(),
});
export type AnswerFlag = z.infer<typeof answerFlagSchema>;

/**
 * answerDecisions/<q>/<a>: a moderator hid the answer (with the reason its author is shown) or
 * cleared its flags; flags older than `at` are decided, later ones wait for a moderator again.
 */
export const answerDecisionSchema = z
  .strictObject({
    outcome: z.enum(['hidden', 'cleared']),
    reason: z.optional(storedText(1, ANSWER_LIMITS.maxReason, { multiline: true })),
    by: z.string(),
    at: z.number(),
  })
  .check(
    z.refine((decision) => decision.outcome === 'cleared' || decision.reason !== undefined, {
      message: 'A hidden answer needs the reason its author reads.',
    }),
  );
export type AnswerDecision = z.infer<typeof answerDecisionSchema>;

/** answerComments/<q>/<a>/<commentId>: Markdown, its author's to edit and delete. */
export const answerCommentSchema = z.strictObject({
  author: z.string(),
  body: storedText(1, ANSWER_LIMITS.maxComment, { multiline: true }),
  createdAt: z.number(),
  editedAt: z.optional(z.number()),
});
export type AnswerComment = z.infer<typeof answerCommentSchema>;

export const answerCreditKey = (question: string, answer: string) => `a~${question}~${answer}`;

/**
 * The body a form sends, as the rules store it: line ends as \n, tabs as four spaces (the rules
 * refuse control characters, and a tab is one), trimmed.
 */
export function normaliseBody(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').trim();
}

/** Storage's path of a paper's answer key PDF (storage.rules: answerKeys/<exam>/<paperId>.pdf). */
export const answerKeyPath = (exam: ExamKind, paper: string) => `answerKeys/${exam}/${paper}.pdf`;

export const ANSWER_KEY_LIMITS = {
  /** An answer key's PDF, as storage.rules takes it. */
  maxBytes: 20 * 1024 * 1024,
  /** Its pages, as database.rules.json takes them. */
  maxPages: 200,
} as const;

/** answerKeys/<exam>/<paperId>: the key's page count, when and by which moderator it came. */
export const answerKeySchema = z.strictObject({
  pages: z.number().check(z.int(), z.gte(1), z.lte(ANSWER_KEY_LIMITS.maxPages)),
  at: z.number(),
  by: z.string(),
});
export type AnswerKey = z.infer<typeof answerKeySchema>;

/**
 * officialAnswers/<questionId>: where the question's answer is printed in its paper's answer key:
 * a page and the top and bottom of its region as fractions of the page, as a question's own.
 */
export const officialAnswerSchema = z
  .strictObject({
    exam: z.enum(EXAM_KINDS),
    paper: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
    page: z.number().check(z.int(), z.gte(1), z.lte(ANSWER_KEY_LIMITS.maxPages)),
    top: z.number().check(z.gte(0), z.lt(1)),
    bottom: z.number().check(z.gt(0), z.lte(1)),
    at: z.number(),
    by: z.string(),
  })
  .check(z.refine((value) => value.top < value.bottom, 'The region ends above its start.'));
export type OfficialAnswer = z.infer<typeof officialAnswerSchema>;
