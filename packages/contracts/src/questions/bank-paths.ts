/**
 * Where the question section's data and pages are. No zod here: the exams remote links to a
 * course's questions with these alone (@vithelper/contracts/questions/paths).
 */

/** The address under the courses remote's origin the built banks are served at. */
export const QUESTIONS_DATA_PATH = '/questions/';
/**
 * The Cache API cache a section's data files are kept in for offline use: the shell's worker
 * serves /questions/ from it (network first) and fills it from the registry's `offline` files;
 * saving a paper or the search index for offline adds the course banks (@vithelper/device).
 */
export const SECTION_DATA_CACHE = 'vithelper-section-data';
/** The list of courses with a bank, under QUESTIONS_DATA_PATH. */
export const COURSE_LIST_FILE = 'courses.json';
/** One course's bank, under QUESTIONS_DATA_PATH. */
export const bankFile = (code: string) => `courses/${code}.json`;
/** The shard naming each question's course, under QUESTIONS_DATA_PATH: by the id's last character. */
export const questionShardFile = (id: string) => `ids/${id.slice(-1)}.json`;

export const COURSE_BANK_ROUTE = '/courses/:code';
export const QUESTION_ROUTE = '/q/:id';
/** A paper record's course code as the banks are named by: letters and digits, upper case. */
export const courseKey = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** A course's questions: /courses/ITE2001. */
export const coursePath = (code: string) => `/courses/${encodeURIComponent(courseKey(code))}`;
/** One question: /q/q_0abc…. */
export const questionPath = (id: string) => `/q/${encodeURIComponent(id)}`;
