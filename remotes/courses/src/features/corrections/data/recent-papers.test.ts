import type { BankQuestion, CourseBank } from '@vithelper/contracts/questions';
import { correctBank } from './correct-bank';
import { addRecentPapers, recentOnlyBank, type RecentRecord } from './recent-papers';

const question = (id: string, paper: string, year: number, text: string): BankQuestion => ({
  id,
  paper,
  kind: 'cat1',
  year,
  number: '1',
  text,
  marks: 10,
  page: 1,
  top: 0.2,
  bottom: 0.4,
});

const BANKERS = "Explain the Banker's algorithm for deadlock avoidance with an example.";
const G1 = 'g_0000000000001';
const BANK: CourseBank = {
  version: 1,
  code: 'CSE2005',
  name: 'Operating Systems',
  papers: [
    { id: 'p1', kind: 'cat1', year: 2019, cut: true },
    { id: 'p2', kind: 'cat1', year: 2021, cut: true },
  ],
  questions: [
    question('q_0000000000001', 'p1', 2019, BANKERS),
    question('q_0000000000002', 'p2', 2021, BANKERS.replace('Explain', 'Describe')),
    question('q_0000000000003', 'p2', 2021, 'Compare paging with segmentation.'),
  ],
  groups: [{ id: G1, questions: ['q_0000000000001', 'q_0000000000002'], topics: ['banker'] }],
};

const stored = (extra: Record<string, unknown> = {}) => ({
  course: 'CSE2005',
  year: 2026,
  slot: 'C1',
  ok: true,
  questions: {
    q_00000000000n1: {
      number: '1',
      text: "Explain the Banker's algorithm for deadlock avoidance with a suitable example.",
      marks: 10,
      regions: [{ page: 1, top: 0.25, bottom: 0.4 }],
    },
    q_00000000000n2: {
      number: '2',
      text: 'Describe the working of a translation lookaside buffer.',
      regions: [
        { page: 1, top: 0.8, bottom: 1 },
        { page: 2, top: 0, bottom: 0.1 },
      ],
    },
  },
  at: 1,
  by: 'mod',
  ...extra,
});
const recent = (paper: string, value: unknown): RecentRecord => ({ exam: 'cat1', paper, value });

describe('addRecentPapers: papers published since the build, in the built bank', () => {
  it('adds the paper and its questions, and a repeated question joins its group, which keeps its id', () => {
    const bank = addRecentPapers(BANK, [recent('new', stored())]);
    expect(bank.papers.at(-1)).toEqual({
      id: 'new',
      kind: 'cat1',
      year: 2026,
      slot: 'C1',
      cut: true,
    });
    const added = bank.questions.filter((each) => each.paper === 'new');
    expect(added.map((each) => [each.id, each.number, each.marks])).toEqual([
      ['q_00000000000n1', '1', 10],
      ['q_00000000000n2', '2', null],
    ]);
    // A question over two pages keeps both regions.
    expect(added[1]!.regions).toHaveLength(2);
    expect(bank.groups).toEqual([
      {
        id: G1,
        questions: ['q_0000000000001', 'q_0000000000002', 'q_00000000000n1'],
        topics: ['banker'],
      },
    ]);
  });

  it('keeps a paper whose questions were not found as a whole paper, with the reason', () => {
    const whole = { ...stored({ ok: false, reason: 'No question numbers were found.' }) };
    delete (whole as { questions?: unknown }).questions;
    const bank = addRecentPapers(BANK, [recent('scan', whole)]);
    expect(bank.papers.at(-1)).toMatchObject({
      id: 'scan',
      cut: false,
      reason: 'No question numbers were found.',
    });
    expect(bank.questions).toEqual(BANK.questions);
    expect(bank.groups).toEqual(BANK.groups);
  });

  it('leaves out a record of another course, one that does not fit, and a paper the build already has', () => {
    const bank = addRecentPapers(BANK, [
      recent('other', stored({ course: 'MAT1001' })),
      recent('broken', { course: 'CSE2005', ok: true, questions: 'everything' }),
      recent(
        'hostile',
        stored({
          questions: {
            q_00000000000n1: {
              number: '1',
              text: '<img src=x onerror=alert(1)>',
              regions: [{ page: 1, top: 0, bottom: 2 }],
            },
          },
        }),
      ),
      recent('p2', stored()),
    ]);
    expect(bank).toBe(BANK);
  });

  it('is applied under the stored corrections, which reach the new paper too', () => {
    const { bank } = correctBank(BANK, {
      papers: {
        new: {
          q_00000000000n2: {
            kind: 'bounds',
            topPage: 1,
            top: 0.8,
            bottomPage: 2,
            bottom: 0.2,
            by: 'mod',
            at: 1,
          },
        },
      },
      groups: null,
      recent: [recent('new', stored())],
    });
    const moved = bank.questions.find((each) => each.id === 'q_00000000000n2')!;
    expect(moved.bottom).toBe(0.2);
  });
});

describe('recentOnlyBank: a course the build has no bank of', () => {
  it('is a bank of its papers published since, named as given', () => {
    const bank = recentOnlyBank('CSE2005', 'Operating Systems', [
      { exam: 'fat', paper: 'p9', value: stored() },
    ])!;
    expect(bank).toMatchObject({ version: 1, code: 'CSE2005', name: 'Operating Systems' });
    expect(bank.papers).toEqual([{ id: 'p9', kind: 'fat', year: 2026, slot: 'C1', cut: true }]);
    expect(bank.questions.map((each) => [each.id, each.number, each.paper])).toEqual([
      ['q_00000000000n1', '1', 'p9'],
      ['q_00000000000n2', '2', 'p9'],
    ]);
  });

  it('is null when no record fits the course', () => {
    expect(recentOnlyBank('CSE2005', 'Operating Systems', [])).toBeNull();
    expect(
      recentOnlyBank('CSE2005', 'Operating Systems', [
        { exam: 'cat1', paper: 'p9', value: stored({ course: 'CSE2004' }) },
        { exam: 'cat1', paper: 'p10', value: stored({ ok: 'yes' }) },
      ]),
    ).toBeNull();
  });
});
