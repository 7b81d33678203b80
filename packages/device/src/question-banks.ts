/**
 * Course banks kept on this device for offline use, in the cache the shell's worker serves the
 * courses section's data from (SECTION_DATA_CACHE, network first): a saved paper keeps its
 * course's bank, "Make search work offline" keeps every bank, so a question's page (/q/<id>)
 * opens offline from either. The courses section's address comes from the registry the shell
 * runs on (/remotes.json): the section that owns the question route.
 */
import {
  bankFile,
  COURSE_LIST_FILE,
  courseKey,
  QUESTION_ROUTE,
  QUESTIONS_DATA_PATH,
  questionShardFile,
  SECTION_DATA_CACHE,
} from '@vithelper/contracts/questions/paths';

/** Files fetched at once. */
const PARALLEL = 6;

type RegistryEntry = { manifest?: unknown; routes?: unknown };

/** Where the courses section serves its banks (its origin's /questions/). */
async function questionsBase(): Promise<string> {
  const registryUrl = new URL('/remotes.json', document.baseURI).href;
  const response = await fetch(registryUrl);
  if (!response.ok) throw new Error(`The registry answered ${response.status}.`);
  const { remotes } = (await response.json()) as { remotes?: RegistryEntry[] };
  const owner = (Array.isArray(remotes) ? remotes : []).find(
    (remote) =>
      typeof remote.manifest === 'string' &&
      Array.isArray(remote.routes) &&
      remote.routes.includes(QUESTION_ROUTE),
  );
  if (!owner) throw new Error('No section serves the questions.');
  return new URL(QUESTIONS_DATA_PATH, new URL(owner.manifest as string, registryUrl)).href;
}

/** Fetches the files (under the questions' base) into the cache; a file that is not there is skipped. */
async function keep(base: string, files: readonly string[]): Promise<unknown[]> {
  const cache = await caches.open(SECTION_DATA_CACHE);
  const read: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const url = new URL(files[next]!, base).href;
      next += 1;
      const response = await fetch(url);
      if (!response.ok) continue;
      const text = await response.text();
      // A damaged file is not kept: JSON.parse throws.
      read.push(JSON.parse(text));
      await cache.put(url, new Response(text, { headers: { 'Content-Type': 'application/json' } }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
  return read;
}

/** The shards that name the course of each question of these banks. */
function shardsOf(banks: readonly unknown[]): string[] {
  const files = new Set<string>();
  for (const bank of banks) {
    const questions = (bank as { questions?: unknown } | null)?.questions;
    if (!Array.isArray(questions)) continue;
    for (const question of questions) {
      const id = (question as { id?: unknown } | null)?.id;
      if (typeof id === 'string' && id) files.add(questionShardFile(id));
    }
  }
  return [...files].sort();
}

/** Keeps one course's bank, the course list and the shards its questions are found by. */
export async function keepCourseBank(code: string): Promise<void> {
  const base = await questionsBase();
  await keep(base, [COURSE_LIST_FILE]);
  await keep(base, shardsOf(await keep(base, [bankFile(courseKey(code))])));
}

/** Keeps every course's bank (those the course list names) and every shard; how many banks. */
export async function keepAllCourseBanks(): Promise<number> {
  const base = await questionsBase();
  const [list] = await keep(base, [COURSE_LIST_FILE]);
  const courses = (list as { courses?: unknown } | undefined)?.courses;
  const codes = (Array.isArray(courses) ? courses : []).flatMap((course) => {
    const code = (course as { code?: unknown } | null)?.code;
    return typeof code === 'string' && /^[A-Z0-9]{2,16}$/.test(code) ? [code] : [];
  });
  const banks = await keep(base, codes.map(bankFile));
  await keep(base, shardsOf(banks));
  return banks.length;
}
