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
