import * as z from '../zod';

const text = z.string().check(z.trim(), z.minLength(1));

/** A paper's stored fields in cat1/, cat2/ or fat/; the id is the database key. */
export const paperSchema = z.object({
  /** [course name, course code, slot?] */
  name: z.union([z.tuple([text, text, z.optional(z.string())]), z.tuple([text, text])]),
  file_name: text,
  /** When a moderator published it (contributed papers): the change-only refresh reads after it. */
  approvedAt: z.optional(z.number()),
  /**
   * The exam's year, where the file name does not say it (contributed papers). Its range is the
   * rules' and ./paper-year.ts's to check: a year out of range is not shown, the paper still is.
   */
  year: z.optional(z.number()),
});
export type StoredPaper = z.infer<typeof paperSchema>;
/** A paper as the apps hold it: its database key as id plus its stored fields. */
export type Paper = StoredPaper & { id: string };

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.trim() === value;
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The stored paper as paperSchema parses it, for the common record only: every field of the
 * schema's own type, text already trimmed, nothing to strip or coerce. Anything else answers
 * null and goes through paperSchema itself, which accepts or names the fault; a record this
 * accepts is one paperSchema accepts as the same value (paper.test.ts holds both to that). A whole
 * list reads 16 000 of them in a new worker, where the engine has optimised nothing yet: checked
 * with paperSchema they took 145–181 ms, and 47–67 ms this way (Node 24, a fresh process each).
 */
export function plainStoredPaper(value: unknown): StoredPaper | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  for (const key in record)
    if (key !== 'name' && key !== 'file_name' && key !== 'approvedAt' && key !== 'year')
      return null;
  const { name, file_name: fileName, approvedAt, year } = record;
  if (!Array.isArray(name) || !isText(fileName)) return null;
  if (approvedAt !== undefined && !isNumber(approvedAt)) return null;
  if (year !== undefined && !isNumber(year)) return null;
  const [course, code, slot] = name as unknown[];
  if (!isText(course) || !isText(code)) return null;
  if (name.length === 3 ? typeof slot !== 'string' : name.length !== 2) return null;
  const stored: StoredPaper = {
    name: name.length === 3 ? [course, code, slot as string] : [course, code],
    file_name: fileName,
  };
  if (approvedAt !== undefined) stored.approvedAt = approvedAt;
  if (year !== undefined) stored.year = year;
  return stored;
}

/**
 * Extra fields of a published record in cat1/cat2/fat: who approved it and when. Everyone reads
 * these records, so the contributor is not named there: paperSources/<exam>/<paperId> holds
 * "<uid>/<submission id>" for moderators.
 */
export const publishedFieldsSchema = z.object({
  approvedBy: z.string(),
  approvedAt: z.number(),
});
export type PublishedFields = z.infer<typeof publishedFieldsSchema>;

/** A paper record a moderator publishes: a paper every page can read, with who published it. */
export const publishedPaperSchema = z.extend(paperSchema, publishedFieldsSchema.shape);
export type PublishedPaper = z.infer<typeof publishedPaperSchema>;

/** The published record before the server's clock stamps it: approvedAt is set at write time. */
const unstampedPaperSchema = z.extend(paperSchema, {
  approvedBy: z.string().check(z.minLength(1)),
});

/**
 * The record an approval writes to <exam>/<paper id>, checked by the paper schema first: a record
 * every list would skip as malformed (a blank course name, no file name) is refused here with
 * the schema's reasons, before anything is written. `approvedAt` is the write's server
 * timestamp, a placeholder the database turns into a number, so it is added after the check.
 */
export function publishedPaperRecord<Stamp>(
  paper: { courseName: string; courseCode: string; slot?: string; fileName: string },
  approvedBy: string,
  approvedAt: Stamp,
): Omit<PublishedPaper, 'approvedAt'> & { approvedAt: Stamp } {
  const result = unstampedPaperSchema.safeParse({
    name: [paper.courseName, paper.courseCode, ...(paper.slot ? [paper.slot] : [])],
    file_name: paper.fileName,
    approvedBy,
  });
  if (!result.success) {
    const reasons = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`,
    );
    throw new Error(`The paper's record does not fit a paper: ${reasons.join('; ')}.`);
  }
  return { ...result.data, approvedAt };
}
