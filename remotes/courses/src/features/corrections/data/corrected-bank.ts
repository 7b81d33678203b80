/**
 * A bank as the stored corrections make it, for a caller that waits for it (the review list, a
 * question only the corrections make); the pages show the built bank first (use-corrected-bank.ts).
 */
import type { CourseBank } from '@vithelper/contracts/questions';
import { correctionsReady } from './corrections-ready';

/** The bank as the stored corrections make it; the built bank when they cannot be read. */
export async function correctedBank(built: CourseBank): Promise<CourseBank> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A database that never answers (no connection) leaves the list as built, not waiting.
  const late = new Promise<CourseBank>((resolve) => {
    timer = setTimeout(() => resolve(built), READ_WAIT_MS);
  });
  const read = correctionsReady()
    .then(
      async ({ sdk, db }) =>
        sdk.correctBank(built, await sdk.readCourseCorrections(db, built)).bank,
    )
    .catch(() => built);
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

const READ_WAIT_MS = 10_000;

/**
 * A question only the stored corrections make (split off another) in the course's bank as
 * corrected: no built file names its id, so the page that links to it says which course it is in.
 */
export async function findCorrectedQuestion(
  id: string,
  course: string,
  load: (code: string) => Promise<CourseBank | null>,
): Promise<{ bank: CourseBank; question: CourseBank['questions'][number] } | null> {
  const built = await load(course);
  if (!built) return null;
  const bank = await correctedBank(built);
  const question = bank.questions.find((each) => each.id === id);
  return question ? { bank: built, question } : null;
}
