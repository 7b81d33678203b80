import { EXAM_KINDS, type ExamKind } from '../papers/exams';
import { paperSchema, plainStoredPaper, type Paper } from '../papers/paper';
import * as z from '../zod';

/**
 * What the site shows and reads once at start-up (docs/product.md, Content and what is stored):
 * the papers of each exam, materials, FAQs and placement experiences. Each stored item is its
 * database key as id plus the stored fields below.
 */

/** Realtime Database paths read once at start-up: the exams' papers, then the other content. */
export const COLLECTION_PATHS = [...EXAM_KINDS, 'materials', 'faqs', 'placements'] as const;
/** Round descriptions a stored placement record may hold. */
export const MAX_STORED_ROUND_TEXTS = 10;

const text = z.string().check(z.trim(), z.minLength(1));

const materialSchema = z.object({
  name: text,
  /** [instruction PDF name, link to the material] */
  comments: z.tuple([text, text]),
});
export type Material = z.infer<typeof materialSchema> & { id: string };

const faqSchema = z.object({
  question: text,
  answer: text,
});
export type Faq = z.infer<typeof faqSchema> & { id: string };

const placementSchema = z.object({
  /** The student who wrote the experience. */
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
export type Placement = z.infer<typeof placementSchema> & { id: string };

export type Collections = Record<ExamKind, Paper[]> & {
  materials: Material[];
  faqs: Faq[];
  placements: Placement[];
};
export type CollectionName = keyof Collections;

/** Every list, empty: the lists before the start-up has read them, and a test's blank page. */
export function emptyCollections(): Collections {
  return { cat1: [], cat2: [], fat: [], materials: [], faqs: [], placements: [] };
}

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
  // Papers, the lists that grow to thousands, take the common record without the schema.
  const plain = (EXAM_KINDS as readonly string[]).includes(path) ? plainStoredPaper : null;
  for (const [id, child] of Object.entries(value as Record<string, unknown>)) {
    const stored = plain?.(child);
    if (stored) {
      items.push({ id, ...stored });
      continue;
    }
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
