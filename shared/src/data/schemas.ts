import { MAX_STORED_ROUND_TEXTS } from '../constants';
import type { Collections, CollectionName } from '../contracts/entities';
import * as z from './zod';

const text = z.string().check(z.trim(), z.minLength(1));

/** Stored fields of each entity (docs/product.md, Content and what is stored); the id is the database key. */
export const paperSchema = z.object({
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

const materialSchema = z.object({
  name: text,
  comments: z.tuple([text, text]),
});

const faqSchema = z.object({
  question: text,
  answer: text,
});

const placementSchema = z.object({
  name: text,
  companyName: text,
  description: text,
  noOfRounds: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  individualDescription: z.optional(z.array(z.string()).check(z.maxLength(MAX_STORED_ROUND_TEXTS))),
  preparation: z.optional(z.string()),
  date: z.optional(z.string()),
  advice: z.optional(z.string()),
  cgpa: z.optional(z.coerce.string()),
  branch: z.optional(z.string()),
});

export const userSchema = z.object({
  coins: z.number().check(z.int(), z.minimum(0)),
  lastRewardAt: z.optional(z.number()),
});

export const collectionSchemas = {
  cat1: paperSchema,
  cat2: paperSchema,
  fat: paperSchema,
  materials: materialSchema,
  faqs: faqSchema,
  placements: placementSchema,
} as const satisfies Record<CollectionName, z.ZodMiniType>;

export type RecordProblem = {
  path: string;
  id: string;
  message: string;
};

export type ParsedCollection<K extends CollectionName> = {
  items: Collections[K];
  problems: RecordProblem[];
  /** The stored value is not a list at all (a string, a number): a broken list, not an empty one. */
  unreadable: boolean;
};

/**
 * Turns a stored object of children keyed by id into a list of { id, ...fields }.
 * Malformed children are skipped and reported; they never break the list.
 */
export function parseCollection<K extends CollectionName>(
  path: K,
  value: unknown,
): ParsedCollection<K> {
  const items: unknown[] = [];
  const problems: RecordProblem[] = [];
  if (value === null || value === undefined)
    return { items: [] as Collections[K], problems, unreadable: false };
  if (typeof value !== 'object') {
    problems.push({
      path,
      id: '',
      message: `expected an object of children keyed by id, found a ${typeof value}`,
    });
    return { items: [] as Collections[K], problems, unreadable: true };
  }
  const schema = collectionSchemas[path];
  for (const [id, child] of Object.entries(value as Record<string, unknown>)) {
    const result = schema.safeParse(child);
    if (result.success) {
      items.push({ id, ...result.data });
    } else {
      const message = result.error.issues
        .map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`)
        .join('; ');
      problems.push({ path, id, message });
    }
  }
  return { items: items as Collections[K], problems, unreadable: false };
}
