/**
 * Pure validation of a Realtime Database export before anything is generated or imported.
 * Record shapes come from the app's own zod schemas, so the seed can never drift from what the
 * app accepts; the extra checks here cover what only matters for Storage and the database keys.
 */
import { config, locales } from 'zod/mini';
import {
  collectionSchemas,
  parseCollection,
  type RecordProblem,
} from '@vithelper/contracts/content';
import { userSchema } from '@vithelper/contracts/account';
import type { CollectionName } from '@vithelper/contracts/content';
import { EXAM_KINDS } from '@vithelper/contracts/papers';
import { EXAM_TIMETABLE_PATH, examTimetableSchema } from '@vithelper/contracts/practice';
import { hasPdfExtension, materialPdfName, paperPdfName } from './pdf-names';

// The browser bundle leaves zod's English messages out ("Invalid input" at a path); a person reads
// this report, so it says what was expected and what was found.
config(locales.en());

export const CONTENT_COLLECTIONS = Object.keys(collectionSchemas) as CollectionName[];
const PAPER_COLLECTIONS: readonly CollectionName[] = EXAM_KINDS;
/** Characters the Realtime Database refuses in keys. */
const FORBIDDEN_KEY_CHARS = /[.$#[\]/]/;

export type ContentCounts = Record<CollectionName | 'users', number>;

export type ValidateOptions = {
  /** File names present in the PDF folder; when given, every paper and material must have its PDF. */
  pdfNames?: ReadonlySet<string>;
};

export type ContentReport = {
  /** Valid records per collection. */
  counts: ContentCounts;
  /** Every problem found, grouped by collection; empty means the content may be imported. */
  problems: RecordProblem[];
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function emptyCounts(): ContentCounts {
  return { cat1: 0, cat2: 0, fat: 0, materials: 0, faqs: 0, placements: 0, users: 0 };
}

function checkKeys(path: string, value: unknown, problems: RecordProblem[]): void {
  if (!isPlainObject(value)) return;
  for (const id of Object.keys(value)) {
    if (id === '' || FORBIDDEN_KEY_CHARS.test(id)) {
      problems.push({ path, id, message: 'key is empty or contains . $ # [ ] or /' });
    }
  }
}

function checkPdf(
  path: string,
  id: string,
  pdfName: string,
  options: ValidateOptions,
): RecordProblem[] {
  const problems: RecordProblem[] = [];
  if (pdfName.includes('/'))
    problems.push({ path, id, message: `PDF name "${pdfName}" must not contain "/"` });
  if (options.pdfNames && !options.pdfNames.has(pdfName)) {
    problems.push({ path, id, message: `PDF images/${pdfName} not found` });
  }
  return problems;
}

/** A file_name the site gives a paper it publishes or a file it replaces: <id>-<sha256>. */
const APP_MADE_NAME = /-[0-9a-f]{64}$/;

function validateCollection(
  name: CollectionName,
  value: unknown,
  options: ValidateOptions,
): { valid: number; problems: RecordProblem[] } {
  const { items, problems } = parseCollection(name, value);
  const found: RecordProblem[] = [...problems];
  checkKeys(name, value, found);
  if (PAPER_COLLECTIONS.includes(name)) {
    for (const paper of items as Array<{ id: string; file_name: string }>) {
      if (hasPdfExtension(paper.file_name)) {
        found.push({
          path: name,
          id: paper.id,
          message: 'file_name must not end in .pdf (Storage adds it)',
        });
      }
      // <id>-<sha256> names are the app's own (an approval or a replaced file, storage.rules),
      // so an imported file never shares a name with one a moderator publishes.
      if (APP_MADE_NAME.test(paper.file_name)) {
        found.push({
          path: name,
          id: paper.id,
          message: 'file_name must not end in -<64 hex digits> (names the site makes itself)',
        });
      }
      found.push(...checkPdf(name, paper.id, paperPdfName(paper.file_name), options));
    }
  }
  if (name === 'materials') {
    for (const material of items as Array<{ id: string; comments: [string, string] }>) {
      const [instructions, link] = material.comments;
      if (!/^https?:\/\/\S+$/.test(link)) {
        found.push({
          path: name,
          id: material.id,
          message: 'comments.1: link must be an http(s) URL',
        });
      }
      found.push(...checkPdf(name, material.id, materialPdfName(instructions), options));
    }
  }
  return { valid: items.length, problems: found };
}

function validateUsers(value: unknown, problems: RecordProblem[]): number {
  if (value === undefined || value === null) return 0;
  if (!isPlainObject(value)) {
    problems.push({
      path: 'users',
      id: '',
      message: 'expected an object of children keyed by user id',
    });
    return 0;
  }
  checkKeys('users', value, problems);
  let valid = 0;
  for (const [id, child] of Object.entries(value)) {
    const result = userSchema.safeParse(child);
    if (result.success) valid += 1;
    else {
      const message = result.error.issues
        .map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`)
        .join('; ');
      problems.push({ path: 'users', id, message });
    }
  }
  return valid;
}

/**
 * What content/seed.json holds for the local site only, which the emulator loads and
 * content:import never writes: the sample contributions, reports and requests
 * (docs/contributions.md), inbox, practice (docs/practice.md) and answers (docs/answers.md).
 */
export const SAMPLE_ONLY_KEYS = [
  'submissions',
  'hashes',
  'hashOwners',
  'contributors',
  'reports',
  'reporters',
  'requests',
  'inbox',
  'inboxRead',
  'practice',
  'answers',
  'answerVotes',
  'verifiedAnswers',
  'experts',
  'credits',
  'answerKeys',
  'officialAnswers',
] as const;

/**
 * The term's exam timetable (docs/practice.md, "The exam timetable"), when the export has one: held
 * to the schema `npm run moderator -- timetable` sets it by. The emulator loads the seed's sample;
 * content:import never writes it.
 */
function validateTimetable(value: unknown, problems: RecordProblem[]): void {
  if (value === undefined) return;
  const result = examTimetableSchema.safeParse(value);
  if (result.success) return;
  const message = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`)
    .join('; ');
  problems.push({ path: EXAM_TIMETABLE_PATH, id: '', message });
}

export function validateContent(json: unknown, options: ValidateOptions = {}): ContentReport {
  const counts = emptyCounts();
  const problems: RecordProblem[] = [];
  if (!isPlainObject(json)) {
    problems.push({
      path: '',
      id: '',
      message: 'expected a JSON object with one key per collection',
    });
    return { counts, problems };
  }
  for (const name of CONTENT_COLLECTIONS) {
    if (json[name] === undefined) {
      problems.push({ path: name, id: '', message: 'collection is missing' });
      continue;
    }
    const result = validateCollection(name, json[name], options);
    counts[name] = result.valid;
    problems.push(...result.problems);
  }
  counts.users = validateUsers(json.users, problems);
  validateTimetable(json[EXAM_TIMETABLE_PATH], problems);
  for (const key of Object.keys(json)) {
    if (
      key !== 'users' &&
      key !== EXAM_TIMETABLE_PATH &&
      !(SAMPLE_ONLY_KEYS as readonly string[]).includes(key) &&
      !(CONTENT_COLLECTIONS as string[]).includes(key)
    ) {
      problems.push({
        path: key,
        id: '',
        message: 'unknown collection (it would not be imported)',
      });
    }
  }
  return { counts, problems };
}
