import type { CourseBank, CourseList } from '@vithelper/contracts/questions';
import {
  bankFile,
  COURSE_LIST_FILE,
  questionShardFile,
} from '@vithelper/contracts/questions/paths';

/** A bank's question of `paper`: question 2, 10 marks, on `page` from 0.3 to 0.4. */
export const bankQuestion = (
  id: string,
  paper: string,
  kind: 'cat1' | 'cat2' | 'fat',
  year: number,
  text: string,
  page = 1,
) => ({
  id,
  paper,
  kind,
  year,
  number: '2',
  text,
  marks: 10,
  page,
  top: 0.3,
  bottom: 0.4,
});

/** A small bank of CSE2005: the Banker's question asked three times, two questions asked once. */
const BANK: CourseBank = {
  version: 1,
  code: 'CSE2005',
  name: 'Operating Systems',
  papers: [
    { id: 'p1', kind: 'cat1', year: 2019, cut: true },
    { id: 'p2', kind: 'cat2', year: 2021, cut: true },
    { id: 'p3', kind: 'fat', year: 2022, cut: true },
    { id: 'p4', kind: 'fat', year: 2023, cut: false },
  ],
  questions: [
    bankQuestion('q_0000000000001', 'p1', 'cat1', 2019, 'What is a semaphore?'),
    bankQuestion('q_0000000000002', 'p1', 'cat1', 2019, "Explain the Banker's algorithm."),
    bankQuestion('q_0000000000003', 'p2', 'cat2', 2021, "Describe the Banker's algorithm."),
    bankQuestion(
      'q_0000000000004',
      'p3',
      'fat',
      2022,
      "Explain the Banker's algorithm with an example.",
      2,
    ),
    { ...bankQuestion('q_0000000000005', 'p3', 'fat', 2022, 'Define thrashing.'), marks: 5 },
  ],
  groups: [
    {
      id: 'g_0000000000001',
      questions: ['q_0000000000002', 'q_0000000000003', 'q_0000000000004'],
      topics: ['algorithm', 'banker'],
    },
  ],
};

const LIST: CourseList = {
  version: 1,
  courses: [{ code: 'CSE2005', name: 'Operating Systems', papers: 4, questions: 5, repeated: 1 }],
};

/** fetch answering the data files of `bank` (BANK by default), 404 for anything else. */
export function fetchBank(bank: CourseBank = BANK): jest.Mock {
  const files = new Map<string, unknown>([
    [COURSE_LIST_FILE, LIST],
    [bankFile(bank.code), bank],
    ...bank.questions.map((question): [string, unknown] => [
      questionShardFile(question.id),
      Object.fromEntries(
        bank.questions
          .filter((each) => questionShardFile(each.id) === questionShardFile(question.id))
          .map((each) => [each.id, bank.code]),
      ),
    ]),
  ]);
  const mock = jest.fn((url: string) => {
    const file = new URL(url).pathname.replace(/^\/questions\//, '');
    const body = files.get(file);
    return Promise.resolve({
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      json: () => Promise.resolve(body),
    });
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
