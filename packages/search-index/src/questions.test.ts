import { buildIndexFiles } from './build';
import { insidePapersEngine } from './engine';
import { MANIFEST_FILE, type IndexDoc } from './format';
import { QUESTION_TABLE_VERSION, questionAt } from './questions';
import { searchInsidePapers } from './search';

/** A paper of three questions: the second runs from page 1 onto page 2. */
const PAPER: IndexDoc = {
  id: '-paper-os',
  pages: [
    'Operating Systems CSE2005 Final Assessment Test\n' +
      '1. Define thrashing and say how a working set prevents it. (5 marks)\n' +
      "2. Explain the banker's algorithm for deadlock avoidance with an example",
    'and decide whether the state given below is safe. (10 marks)\n3. Compare paging with segmentation and draw the page table.',
  ],
  questions: [
    {
      id: 'q_000000000000a',
      number: '1',
      marks: 5,
      page: 1,
      top: 0.2,
      text: 'Define thrashing and say how a working set prevents it.',
    },
    {
      id: 'q_000000000000b',
      number: '2',
      marks: 10,
      page: 1,
      top: 0.6,
      text: "Explain the banker's algorithm for deadlock avoidance with an example and decide whether the state given below is safe.",
    },
    {
      id: 'q_000000000000c',
      number: '3',
      marks: null,
      page: 2,
      top: 0.4,
      text: 'Compare paging with segmentation and draw the page table.',
    },
  ],
};

function search(docs: readonly IndexDoc[], query: string) {
  const { files } = buildIndexFiles(docs);
  const load = (path: string) => Promise.resolve(JSON.parse(files.get(path)!));
  return searchInsidePapers(insidePapersEngine(), load, query);
}

describe('question-level hits inside papers', () => {
  it.each([
    ['thrashing', { id: 'q_000000000000a', number: '1', marks: 5 }],
    ['deadlock avoidance', { id: 'q_000000000000b', number: '2', marks: 10 }],
    // Page 2's start is the end of question 2, carried over the page break.
    ['safe state', { id: 'q_000000000000b', number: '2', marks: 10 }],
    ['segmentation', { id: 'q_000000000000c', number: '3', marks: null }],
  ])('a hit on "%s" names the question it is in', async (query, question) => {
    const { hits } = await search([PAPER], query);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.question).toEqual(question);
  });

  it("a hit in the paper's heading names no question", async () => {
    const { hits } = await search([PAPER], 'final assessment');
    expect(hits[0]).toMatchObject({ id: '-paper-os', page: 1 });
    expect(hits[0]!.question).toBeUndefined();
  });

  it('names the table version in the manifest only when a paper has questions', () => {
    const withQuestions = buildIndexFiles([PAPER]).manifest;
    expect(withQuestions.q).toBe(QUESTION_TABLE_VERSION);
    const { questions: _dropped, ...plain } = PAPER;
    expect(buildIndexFiles([plain]).manifest).not.toHaveProperty('q');
  });

  it('leaves hits paper-level under a table of another version', async () => {
    const { files, manifest } = buildIndexFiles([PAPER]);
    const load = (path: string) =>
      Promise.resolve(
        path === MANIFEST_FILE ? { ...manifest, q: 99 } : JSON.parse(files.get(path)!),
      );
    const { hits } = await searchInsidePapers(insidePapersEngine(), load, 'thrashing');
    expect(hits[0]!.question).toBeUndefined();
  });

  it('ignores a damaged table instead of naming a wrong question', () => {
    expect(
      questionAt(
        [
          ['q_000000000000a', '1', 5, 1, 0],
          ['<script>', '2', 1, 1, 3],
        ],
        1,
        9,
      ),
    ).toBe(null);
    expect(questionAt('nonsense', 1, 0)).toBe(null);
    expect(questionAt([['q_000000000000a', '1', 5, 1, 0]], 1, 9)).toEqual({
      id: 'q_000000000000a',
      number: '1',
      marks: 5,
    });
  });
});
