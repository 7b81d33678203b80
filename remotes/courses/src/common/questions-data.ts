/**
 * The course banks the build writes (scripts/questions/build-banks.ts), read from this remote's
 * origin at questions/ and checked against @vithelper/contracts/questions: a file that does not
 * fit is an error, an address that names nothing (a tampered code or id) is "not found" (null).
 */
import {
  COURSE_CODE,
  courseBankSchema,
  courseListSchema,
  QUESTION_ID,
  questionShardSchema,
  type BankQuestion,
  type CourseBank,
  type CourseList,
} from '@vithelper/contracts/questions';
import {
  bankFile,
  COURSE_LIST_FILE,
  QUESTIONS_DATA_PATH,
  questionShardFile,
} from '@vithelper/contracts/questions/paths';

/** Where this remote's files are (its own origin, under the shell too), else the page's. */
function dataUrl(file: string): string {
  const base =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__
      ? new URL(__webpack_public_path__, document.baseURI).href
      : document.baseURI;
  return new URL(`${QUESTIONS_DATA_PATH}${file}`, base).href;
}

/** The JSON at `file`, or null when there is none (404). */
async function readJson(file: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(dataUrl(file), { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The questions could not be read (${response.status}).`);
  return response.json();
}

export async function loadCourseList(signal?: AbortSignal): Promise<CourseList> {
  const data = await readJson(COURSE_LIST_FILE, signal);
  return data === null ? { version: 1, courses: [] } : courseListSchema.parse(data);
}

/** A course's bank; null when the code is not a course code or no bank has it. */
export async function loadBank(code: string, signal?: AbortSignal): Promise<CourseBank | null> {
  const clean = code.toUpperCase();
  if (!COURSE_CODE.test(clean)) return null;
  const data = await readJson(bankFile(clean), signal);
  return data === null ? null : courseBankSchema.parse(data);
}

export type FoundQuestion = { bank: CourseBank; question: BankQuestion };

/** A question and its course's bank; null when the id is malformed or names no question. */
export async function findQuestion(
  id: string,
  signal?: AbortSignal,
): Promise<FoundQuestion | null> {
  if (!QUESTION_ID.test(id)) return null;
  const shard = await readJson(questionShardFile(id), signal);
  const code = shard === null ? undefined : questionShardSchema.parse(shard)[id];
  if (!code) return null;
  const bank = await loadBank(code, signal);
  const question = bank?.questions.find((each) => each.id === id);
  return bank && question ? { bank, question } : null;
}
