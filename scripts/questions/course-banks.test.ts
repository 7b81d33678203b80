import { courseBankSchema, courseListSchema } from '@vithelper/contracts/questions';
import { questionId, type CutResult, type Question } from '@vithelper/questions';
import { buildBanks, topicWords, type CutPaper } from './course-banks';

const question = (
  paper: string,
  number: string,
  text: string,
  marks: number | null = 10,
): Question => ({
  id: questionId(paper, [number]),
  paper,
  number,
  path: [number],
  text,
  marks,
  section: '',
  stem: '',
  regions: [{ page: 1, top: 0.2, bottom: 0.3 }],
});

const cut = (paper: string, texts: string[]): CutResult => ({
  paper,
  ok: true,
  questions: texts.map((text, index) => question(paper, String(index + 1), text)),
});

const paper = (
  id: string,
  kind: CutPaper['kind'],
  year: number,
  result: CutResult,
  code = 'CSE2005',
): CutPaper => ({ id, kind, year, code, name: 'Operating Systems', cut: result });

const BANKER = 'Explain the Banker’s algorithm for deadlock avoidance with an example.';

describe('buildBanks', () => {
  it('lists a question asked in several papers once, with each paper that asked it', () => {
    const papers = [
      paper(
        'p-fat-2022',
        'fat',
        2022,
        cut('p-fat-2022', [BANKER, 'Describe the working of a TLB.']),
      ),
      paper(
        'p-cat1-2019',
        'cat1',
        2019,
        cut('p-cat1-2019', ['Compare paging and segmentation.', BANKER]),
      ),
      paper(
        'p-cat2-2021',
        'cat2',
        2021,
        cut('p-cat2-2021', [BANKER.replace('Explain', 'Describe'), 'What is a semaphore?']),
      ),
    ];
    const { banks, list, shards } = buildBanks(papers);
    expect(banks).toHaveLength(1);
    const bank = courseBankSchema.parse(banks[0]);
    expect(bank.questions).toHaveLength(6);
    // Oldest paper first, so the group is named after the CAT-1 2019 question.
    expect(bank.papers.map((p) => p.id)).toEqual(['p-cat1-2019', 'p-cat2-2021', 'p-fat-2022']);
    expect(bank.groups).toHaveLength(1);
    const [group] = bank.groups;
    const asked = group!.questions.map((id) => bank.questions.find((q) => q.id === id)!);
    expect(asked.map((q) => `${q.kind} ${q.year}`)).toEqual(['cat1 2019', 'cat2 2021', 'fat 2022']);
    expect(group!.topics).toEqual(expect.arrayContaining(['algorithm', 'avoidance', 'banker']));
    expect(courseListSchema.parse(list).courses).toEqual([
      { code: 'CSE2005', name: 'Operating Systems', papers: 3, questions: 6, repeated: 1 },
    ]);
    // Every question can be found from its id alone.
    const named = Object.assign({}, ...shards.values()) as Record<string, string>;
    expect(bank.questions.every((q) => named[q.id] === 'CSE2005')).toBe(true);
  });

  it('keeps a paper whose questions were not found as a whole paper, and reports it', () => {
    const lost: CutResult = {
      paper: 'p-scan',
      ok: false,
      reason: 'No question number was found on any page.',
      questions: [],
    };
    const { banks, whole } = buildBanks([
      paper('p-cat1-2019', 'cat1', 2019, cut('p-cat1-2019', [BANKER, 'What is a semaphore?'])),
      paper('p-scan', 'fat', 2020, lost),
    ]);
    expect(banks[0]!.papers).toContainEqual({
      id: 'p-scan',
      kind: 'fat',
      year: 2020,
      cut: false,
      reason: lost.reason,
    });
    expect(banks[0]!.questions.every((q) => q.paper === 'p-cat1-2019')).toBe(true);
    expect(whole).toEqual([
      {
        paper: 'p-scan',
        kind: 'fat',
        code: 'CSE2005',
        reason: 'No question number was found on any page.',
      },
    ]);
  });

  it('keeps a group id across builds when its earliest paper leaves', () => {
    const first = buildBanks([
      paper('a', 'cat1', 2018, cut('a', [BANKER, 'What is a semaphore?'])),
      paper('b', 'cat2', 2019, cut('b', [BANKER, 'Define thrashing.'])),
      paper('c', 'fat', 2020, cut('c', [BANKER, 'Define a process.'])),
    ]).banks[0]!;
    const previous = new Map([
      ['CSE2005', first.groups.map((g) => ({ id: g.id, members: g.questions }))],
    ]);
    const again = buildBanks(
      [
        paper('b', 'cat2', 2019, cut('b', [BANKER, 'Define thrashing.'])),
        paper('c', 'fat', 2020, cut('c', [BANKER, 'Define a process.'])),
      ],
      previous,
    ).banks[0]!;
    expect(again.groups[0]!.id).toBe(first.groups[0]!.id);
  });
});

describe('topicWords', () => {
  it('takes the words most of the questions share, not the frame of a question', () => {
    expect(
      topicWords([
        'Explain paging with an example.',
        'Compare paging and segmentation.',
        'Describe paging.',
      ]),
    ).toEqual(['paging']);
  });
});
