import type { BankQuestion, CourseBank } from '@vithelper/contracts/questions';
import { reviewItems } from './review-items';

const question = (id: string, paper: string, page: number, top: number, bottom: number) =>
  ({
    id,
    paper,
    kind: 'cat1',
    year: 2020,
    number: id.slice(-1),
    text: `Question ${id}`,
    marks: null,
    page,
    top,
    bottom,
  }) satisfies BankQuestion;

const bank = (changes: Partial<CourseBank>): CourseBank => ({
  version: 1,
  code: 'CSE2005',
  name: 'Operating Systems',
  papers: [{ id: 'p1', kind: 'cat1', year: 2020, cut: true }],
  questions: [],
  groups: [],
  ...changes,
});

describe('reviewItems', () => {
  it('has nothing to say of a bank cut cleanly, its questions touching but not overlapping', () => {
    expect(
      reviewItems(
        bank({
          questions: [
            question('q_0000000000001', 'p1', 1, 0.1, 0.4),
            question('q_0000000000002', 'p1', 1, 0.4, 0.2),
            question('q_0000000000003', 'p1', 2, 0.2, 0.9),
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('says nothing of questions side by side: only a question and the next one', () => {
    expect(
      reviewItems(
        bank({
          questions: [
            question('q_0000000000001', 'p1', 1, 0.1, 0.5),
            question('q_0000000000002', 'p1', 1, 0.6, 0.8),
            question('q_0000000000003', 'p1', 1, 0.2, 0.4),
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('lists a paper not cut with its reason, overlapping questions, and a group of two courses', () => {
    const [a, b, c] = [
      question('q_0000000000001', 'p1', 1, 0.1, 0.5),
      question('q_0000000000002', 'p1', 1, 0.4, 0.8),
      question('q_0000000000003', 'p2', 1, 0.1, 0.5),
    ];
    const items = reviewItems(
      bank({
        papers: [
          { id: 'p1', kind: 'cat1', year: 2020, cut: true },
          { id: 'p2', kind: 'cat1', year: 2021, cut: true, course: 'Compiler Design' },
          { id: 'p3', kind: 'fat', year: 2021, cut: false, reason: 'The PDF could not be read.' },
        ],
        questions: [a, b, c],
        groups: [{ id: 'g_0000000000001', questions: [a.id, c.id], topics: [] }],
      }),
    );
    expect(items).toEqual([
      { kind: 'overlap', paper: 'p1', first: a, second: b },
      { kind: 'uncut', paper: 'p3', exam: 'fat', reason: 'The PDF could not be read.' },
      {
        kind: 'mixed',
        group: 'g_0000000000001',
        questions: [a, c],
        courses: ['Operating Systems', 'Compiler Design'],
      },
    ]);
  });
});
