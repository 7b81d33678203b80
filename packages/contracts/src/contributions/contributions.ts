import { storedText, typedText } from '../common/text';
import { EXAM_KINDS } from '../papers/exams';
import * as z from '../zod';

/**
 * Papers contributed by students (docs/contributions.md): what is stored
 * under submissions/, hashes/, hashOwners/, paperSources/, contributors/ and
 * credits/, and the limits database.rules.json and storage.rules enforce. The
 * rules are the guard; the stored-record schemas accept exactly what they
 * accept (scripts/record-agreement.test.ts), so whatever is stored can be
 * read, and the input schemas refuse bad input with a message before it is sent.
 */

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
 * for a new submission and its hash claim, and storage.rules for its upload, so an id never names
 * anything special (`__proto__`) or too long. Published names add the SHA-256 of the file
 * (moderation-sdk.ts).
 */
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{20}$/;
export const COURSE_NAME_LENGTH = { min: 2, max: 120 } as const;
export const REASON_MAX = 500;

export const CONTRIBUTION_PATHS = {
  submissions: 'submissions',
  hashes: 'hashes',
  hashOwners: 'hashOwners',
  paperSources: 'paperSources',
  contributors: 'contributors',
  credits: 'credits',
  uploads: 'uploads',
} as const;

/**
 * Where the contribute section keeps papers waiting to be sent on this device (IndexedDB, one
 * database with one store, through idb-keyval): the section writes and sends them; the shell
 * only counts them, to send them from whichever page the site is reopened on.
 */
export const CONTRIBUTE_OUTBOX = { database: 'vithelper-contribute', store: 'outbox' } as const;

/** uploads/<uid>/<submission id>.pdf: the only name storage.rules lets a student write. */
export const uploadPath = (uid: string, submissionId: string) =>
  `${CONTRIBUTION_PATHS.uploads}/${uid}/${submissionId}.pdf`;

const examSchema = z.enum(EXAM_KINDS);

/** The details a student (or a moderator) fills in for a paper: trimmed and upper-cased here. */
export const paperDetailsSchema = z.object({
  exam: examSchema,
  courseCode: z.string().check(z.trim(), z.toUpperCase(), z.regex(COURSE_CODE)),
  courseName: typedText(COURSE_NAME_LENGTH.min, COURSE_NAME_LENGTH.max),
  slot: z.string().check(z.trim(), z.toUpperCase(), z.regex(SLOT)),
});
export type PaperDetails = z.infer<typeof paperDetailsSchema>;

/** The details as stored: exactly what the rules accept, nothing left to trim. */
const storedDetailsShape = {
  exam: examSchema,
  courseCode: z.string().check(z.regex(COURSE_CODE)),
  courseName: storedText(COURSE_NAME_LENGTH.min, COURSE_NAME_LENGTH.max),
  slot: z.string().check(z.regex(SLOT)),
};

/** submissions/<uid>/<id>, as database.rules.json accepts it (record-agreement.test.ts). */
export const submissionSchema = z.strictObject({
  ...storedDetailsShape,
  sha256: z.string().check(z.regex(SHA256_HEX)),
  file: z.string(),
  size: z.number().check(z.int(), z.minimum(1), z.maximum(CONTRIBUTION_LIMITS.maxBytes)),
  pages: z.number().check(z.int(), z.minimum(1), z.maximum(CONTRIBUTION_LIMITS.maxPages)),
  createdAt: z.number(),
  status: z.enum(SUBMISSION_STATUSES),
  decidedBy: z.optional(z.string()),
  decidedAt: z.optional(z.number()),
  reason: z.optional(storedText(1, REASON_MAX, { multiline: true })),
  paperId: z.optional(z.string()),
});
export type Submission = z.infer<typeof submissionSchema>;
/** A submission with where it is stored: submissions/<uid>/<id>. */
export type SubmissionEntry = Submission & { uid: string; id: string };
/** A stored submission the app cannot read (the rules' older, looser days): shown to moderators to reject. */
export type UnreadableSubmission = {
  uid: string;
  id: string;
  raw: unknown;
  /** The fields the schema refuses (an unknown field by its own name). */
  problems: string[];
};

/**
 * hashes/<sha256>: the file is taken, by a submission waiting for review or by a published paper
 * (then its paperId). Readable by any signed-in account for the duplicate check, so it says
 * nothing of who sent the file: that is in hashOwners/.
 */
export const hashRecordSchema = z.strictObject({
  exam: examSchema,
  paperId: z.optional(z.string()),
});
export type HashRecord = z.infer<typeof hashRecordSchema>;
/** A taken hash as the duplicate check reports it: `mine` when the reader sent that file. */
export type HashClaim = HashRecord & { mine: boolean };

/**
 * hashOwners/<sha256>: the submission that claimed the file, written with that new submission
 * only; read by its owner and moderators.
 */
export const hashOwnerSchema = z.strictObject({
  uid: z.string().check(z.minLength(1)),
  submission: z.string().check(z.regex(SUBMISSION_ID)),
});
export type HashOwner = z.infer<typeof hashOwnerSchema>;

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

/**
 * Stored submissions of one student (or of all, for a moderator), oldest first, and apart from
 * them the records that do not parse: a moderator still sees those, to reject them.
 */
export function parseSubmissions(
  uid: string,
  value: unknown,
): { entries: SubmissionEntry[]; unreadable: UnreadableSubmission[] } {
  const entries: SubmissionEntry[] = [];
  const unreadable: UnreadableSubmission[] = [];
  if (typeof value !== 'object' || value === null) return { entries, unreadable };
  for (const [id, child] of Object.entries(value as Record<string, unknown>)) {
    const result = submissionSchema.safeParse(child);
    if (result.success) entries.push({ ...result.data, uid, id });
    else {
      const problems = result.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'record')],
      );
      unreadable.push({ uid, id, raw: child, problems: [...new Set(problems)] });
    }
  }
  entries.sort((a, b) => a.createdAt - b.createdAt);
  return { entries, unreadable };
}
