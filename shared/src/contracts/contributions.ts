import * as z from '../data/zod';

/**
 * Papers contributed by students (docs/contributions.md): what is stored
 * under submissions/, hashes/, contributors/ and credits/, and the limits
 * database.rules.json and storage.rules enforce. The rules are the guard;
 * these schemas let the pages read what they get and refuse bad input with
 * a message before it is sent.
 */

export const EXAM_KINDS = ['cat1', 'cat2', 'fat'] as const;
export type ContributedExam = (typeof EXAM_KINDS)[number];

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const CONTRIBUTION_LIMITS = {
  /** Largest upload, in bytes (storage.rules and submissions/$uid/$id/size). */
  maxBytes: 20 * 1024 * 1024,
  maxPages: 30,
  /** Submissions one student may have waiting for review. */
  maxPending: 10,
  /** Time between two submissions of one student, in ms. */
  minIntervalMs: 10_000,
  /** How long a moderator may undo a decision, in ms. */
  undoWindowMs: 24 * 60 * 60 * 1000,
  /** Coins a published paper credits its contributor. */
  rewardCoins: 100,
} as const;

export const COURSE_CODE = /^[A-Z]{2,5}[0-9]{3,4}[A-Z]?$/;
export const SLOT = /^[A-Z]{1,3}[0-9]{1,2}(\+[A-Z]{1,3}[0-9]{1,2}){0,3}$/;
export const SHA256_HEX = /^[0-9a-f]{64}$/;
/**
 * A submission id: a push id, as the SDK's push() makes it. database.rules.json refuses any other
 * for a new submission and storage.rules for its upload, so an id never names anything else.
 */
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{20}$/;

export const CONTRIBUTION_PATHS = {
  submissions: 'submissions',
  hashes: 'hashes',
  contributors: 'contributors',
  credits: 'credits',
  uploads: 'uploads',
} as const;

/** uploads/<uid>/<submission id>.pdf: the only name storage.rules lets a student write. */
export const uploadPath = (uid: string, submissionId: string) =>
  `${CONTRIBUTION_PATHS.uploads}/${uid}/${submissionId}.pdf`;

const examSchema = z.enum(EXAM_KINDS);

/** The details a student (or a moderator) fills in for a paper. */
export const paperDetailsSchema = z.object({
  exam: examSchema,
  courseCode: z.string().check(z.trim(), z.toUpperCase(), z.regex(COURSE_CODE)),
  courseName: z.string().check(z.trim(), z.minLength(2), z.maxLength(120)),
  slot: z.string().check(z.trim(), z.toUpperCase(), z.regex(SLOT)),
});
export type PaperDetails = z.infer<typeof paperDetailsSchema>;

export const submissionSchema = z.object({
  ...paperDetailsSchema.shape,
  sha256: z.string().check(z.regex(SHA256_HEX)),
  file: z.string(),
  size: z.number().check(z.int(), z.minimum(1), z.maximum(CONTRIBUTION_LIMITS.maxBytes)),
  pages: z.number().check(z.int(), z.minimum(1), z.maximum(CONTRIBUTION_LIMITS.maxPages)),
  createdAt: z.number(),
  status: z.enum(SUBMISSION_STATUSES),
  decidedBy: z.optional(z.string()),
  decidedAt: z.optional(z.number()),
  reason: z.optional(z.string()),
  paperId: z.optional(z.string()),
});
export type Submission = z.infer<typeof submissionSchema>;
/** A submission with where it is stored: submissions/<uid>/<id>. */
export type SubmissionEntry = Submission & { uid: string; id: string };

/** hashes/<sha256>: claimed by the submission that first sent the file, or by a published paper. */
export const hashRecordSchema = z.object({
  exam: examSchema,
  uid: z.optional(z.string()),
  submission: z.optional(z.string()),
  paperId: z.optional(z.string()),
});
export type HashRecord = z.infer<typeof hashRecordSchema>;

/** contributors/<uid>: the rate limit's counter, moved in the same write as each new submission. */
export const contributorSchema = z.object({
  pending: z.number().check(z.int(), z.minimum(0)),
  lastAt: z.number(),
  last: z.string(),
});
export type Contributor = z.infer<typeof contributorSchema>;

/** credits/<uid>/<submission id>: coins for a published paper, written by the approving moderator. */
export const creditSchema = z.object({
  coins: z.literal(CONTRIBUTION_LIMITS.rewardCoins),
  at: z.number(),
  by: z.string(),
});
export type Credit = z.infer<typeof creditSchema>;

/** Extra fields of a published record in cat1/cat2/fat: who approved it, when, and from what. */
export const publishedFieldsSchema = z.object({
  approvedBy: z.string(),
  approvedAt: z.number(),
  /** "<uid>/<submission id>" */
  submission: z.string(),
});
export type PublishedFields = z.infer<typeof publishedFieldsSchema>;

/** Stored submissions of one student (or of all, for a moderator), skipping malformed ones. */
export function parseSubmissions(uid: string, value: unknown): SubmissionEntry[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: SubmissionEntry[] = [];
  for (const [id, child] of Object.entries(value as Record<string, unknown>)) {
    const result = submissionSchema.safeParse(child);
    if (result.success) entries.push({ ...result.data, uid, id });
  }
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}
