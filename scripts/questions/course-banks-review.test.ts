import { courseBankSchema } from '@vithelper/contracts/questions';
import { questionId, type CutResult } from '@vithelper/questions';
import { buildBanks, type CutPaper } from './course-banks';

const cut = (paper: string, text: string): CutResult => ({
  paper,
  ok: true,
  questions: [
    {
      id: questionId(paper, ['1']),
      paper,
      number: '1',
      path: ['1'],
      text,
      marks: 10,
      section: '',
      stem: '',
      regions: [{ page: 1, top: 0.2, bottom: 0.3 }],
    },
  ],
});

const paper = (id: string, name: string, result: CutResult): CutPaper => ({
  id,
  kind: 'cat1',
  year: 2020,
  code: 'CSE2005',
  name,
  cut: result,
});

describe('buildBanks: what moderators need to look at', () => {
  it("keeps why a paper was not cut, and the course a paper's record names when not the bank's", () => {
    const { banks } = buildBanks([
      paper('p1', 'Operating Systems', cut('p1', 'What is a semaphore?')),
      paper('p2', 'OPERATING  systems', cut('p2', 'Define thrashing.')),
      paper('p3', 'Compiler Design', cut('p3', 'What is a semaphore used for?')),
      paper('p4', 'Operating Systems', {
        paper: 'p4',
        ok: false,
        reason: 'No question numbers were found.',
        questions: [],
      }),
    ]);
    const bank = courseBankSchema.parse(banks[0]);
    expect(bank.papers.map(({ id, cut, reason, course }) => ({ id, cut, reason, course }))).toEqual(
      [
        { id: 'p1', cut: true, reason: undefined, course: undefined },
        { id: 'p2', cut: true, reason: undefined, course: undefined },
        { id: 'p3', cut: true, reason: undefined, course: 'Compiler Design' },
        { id: 'p4', cut: false, reason: 'No question numbers were found.', course: undefined },
      ],
    );
  });
});
