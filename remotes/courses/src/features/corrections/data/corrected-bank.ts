/**
 * A bank as the stored corrections make it, for a caller that waits for it (the review list, a
 * question only the corrections make); the pages show the built bank first (use-corrected-bank.ts).
 */
import { COURSE_CODE, type CourseBank, type CourseList } from '@vithelper/contracts/questions';
import { readOr } from '../../../common/read-or';
import { correctionsReady } from './corrections-ready';

/** The bank as the stored corrections make it; the built bank when they cannot be read. */
export function correctedBank(built: CourseBank): Promise<CourseBank> {
  return readOr(
    correctionsReady().then(
      async ({ sdk, db }) =>
        sdk.correctBank(built, await sdk.readCourseCorrections(db, built)).bank,
    ),
    built,
  );
}

/**
 * A course's bank: the built one (`load`), else, for a course whose first paper was approved
 * after the build, one of its papers published since (docs/questions.md, "Papers published since
 * the build"); null when neither has the course, or offline without a built bank.
 */
export async function courseBank(
  code: string,
  load: (code: string) => Promise<CourseBank | null>,
): Promise<CourseBank | null> {
  const built = await load(code);
  const clean = code.toUpperCase();
  if (built || !COURSE_CODE.test(clean)) return built;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  return readOr(
    correctionsReady().then(({ sdk, db }) => sdk.readRecentBank(db, clean)),
    null,
  );
}

/** At most this many courses new since the build are read for the list of courses at once. */
const RECENT_COURSES_READ = 30;

/**
 * The courses among `codes` (course codes the catalogue names and the build's list lacks) that
 * have papers published since the build, each counted as courses.json counts a built course;
 * none offline, or when the database cannot be read.
 */
export async function recentCourses(codes: readonly string[]): Promise<CourseList['courses']> {
  const wanted = codes.filter((code) => COURSE_CODE.test(code)).slice(0, RECENT_COURSES_READ);
  if (wanted.length === 0) return [];
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return [];
  const banks = await readOr(
    correctionsReady().then(({ sdk, db }) =>
      Promise.all(wanted.map((code) => sdk.readRecentBank(db, code))),
    ),
    [],
  );
  return banks
    .filter((bank): bank is CourseBank => bank !== null)
    .map((bank) => ({
      code: bank.code,
      name: bank.name,
      papers: bank.papers.length,
      questions: bank.questions.length,
      repeated: bank.groups.length,
    }));
}

/**
 * A question only the stored corrections make (split off another) in the course's bank as
 * corrected: no built file names its id, so the page that links to it says which course it is in.
 */
export async function findCorrectedQuestion(
  id: string,
  course: string,
  load: (code: string) => Promise<CourseBank | null>,
): Promise<{ bank: CourseBank; question: CourseBank['questions'][number] } | null> {
  const built = await courseBank(course, load);
  if (!built) return null;
  const bank = await correctedBank(built);
  const question = bank.questions.find((each) => each.id === id);
  return question ? { bank: built, question } : null;
}
