import { dueInWords, dueToday } from './due-today';
import { morningDue, morningItem, morningItemId } from './morning';

const DAY = 86_400_000;
// Noon, local time: "today" ends at the next midnight whatever the zone.
const NOW = new Date(2026, 10, 29, 12).getTime();

const deck = (name: string, cards: [string, string[]][]) => ({ name, cards });
const review = (
  id: string,
  card: string,
  at: number,
  { owner = null as string | null, rating = 'good' } = {},
): [string, unknown] => [
  `review:${id}`,
  { id, card, rating, reviewedAt: at, device: 'laptop0001', owner, pushed: false },
];

const os = deck('Operating Systems', [
  ['g_0000000000001', ['q_0000000000011', 'q_0000000000012']],
  ['q_0000000000002', []],
  ['q_0000000000003', []],
]);
const cd = deck('Compiler Design', [['q_0000000000021', []]]);

describe('dueToday', () => {
  it('counts the rated cards due by tonight per course, the most due first', () => {
    const rows = [
      ['deck:CSE2005', os],
      ['deck:CSE4001', cd],
      // Rated "again" yesterday: due again long before tonight.
      review('r00000000000000001', 'g_0000000000001', NOW - DAY, { rating: 'again' }),
      // A review of a question of the group counts for the group's card (once).
      review('r00000000000000002', 'q_0000000000011', NOW - DAY + 1000, { rating: 'again' }),
      review('r00000000000000003', 'q_0000000000002', NOW - DAY, { rating: 'again' }),
      // Rated easy a minute ago: not due for days.
      review('r00000000000000004', 'q_0000000000003', NOW - 60_000, { rating: 'easy' }),
      review('r00000000000000005', 'q_0000000000021', NOW - 2 * DAY, { rating: 'again' }),
      // Never rated: new, not due.
    ] as const;
    const due = dueToday(rows, null, NOW);
    expect(due).toEqual({
      total: 3,
      courses: [
        { code: 'CSE2005', name: 'Operating Systems', due: 2 },
        { code: 'CSE4001', name: 'Compiler Design', due: 1 },
      ],
      practised: 2,
    });
    expect(dueInWords(due)).toBe('3 questions in 2 courses');
  });

  it("counts a guest's reviews for everyone, an account's only for that account", () => {
    const rows = [
      ['deck:CSE2005', os],
      review('r00000000000000001', 'q_0000000000002', NOW - DAY, { rating: 'again' }),
      review('r00000000000000002', 'q_0000000000003', NOW - DAY, {
        rating: 'again',
        owner: 'asha',
      }),
    ] as const;
    expect(dueToday(rows, null, NOW).total).toBe(1);
    expect(dueToday(rows, 'ravi', NOW).total).toBe(1);
    expect(dueToday(rows, 'asha', NOW).total).toBe(2);
  });

  it('skips records that do not parse and says nothing with no course practised', () => {
    const rows = [
      ['deck:CSE2005', { name: '', cards: 'all' }],
      ['review:broken', { card: 'g_0000000000001', rating: 'great' }],
      [42, { name: 'x', cards: [] }],
      ['device', 'laptop0001'],
    ] as const;
    expect(dueToday(rows, null, NOW)).toEqual({ total: 0, courses: [], practised: 0 });
  });

  it('says "1 question in" a lone course, and nothing when nothing is due', () => {
    const rows = [
      ['deck:CSE4001', cd],
      review('r00000000000000001', 'q_0000000000021', NOW - DAY, { rating: 'again' }),
    ] as const;
    expect(dueInWords(dueToday(rows, null, NOW))).toBe('1 question in Compiler Design');
    const none = dueToday([['deck:CSE4001', cd]], null, NOW);
    expect(none).toEqual({ total: 0, courses: [], practised: 1 });
    expect(dueInWords(none)).toBeNull();
  });
});

describe('the morning item', () => {
  const due = (courses: { code: string; name: string; due: number }[]) => ({
    total: courses.reduce((sum, course) => sum + course.due, 0),
    courses,
    practised: courses.length,
  });

  it('names the course with most due and links to its practice', () => {
    expect(
      morningItem(due([{ code: 'CSE2005', name: 'Operating Systems', due: 12 }]), NOW),
    ).toEqual({
      id: 'due-2026-11-29',
      title: '12 questions are due today in Operating Systems',
      link: '/courses/CSE2005/practice',
    });
    expect(
      morningItem(
        due([
          { code: 'CSE4001', name: 'Compiler Design', due: 9 },
          { code: 'CSE2005', name: 'Operating Systems', due: 3 },
        ]),
        NOW,
      )?.title,
    ).toBe('12 questions are due today in 2 courses, 9 in Compiler Design');
    expect(morningItem(due([{ code: 'MAT1001', name: 'Calculus', due: 1 }]), NOW)?.title).toBe(
      '1 question is due today in Calculus',
    );
  });

  it('is none on a day with nothing due', () => {
    expect(morningItem(due([]), NOW)).toBeNull();
  });

  it('is looked for once a local day', () => {
    expect(morningItemId(NOW)).toBe('due-2026-11-29');
    expect(morningDue(null, NOW)).toBe(true);
    expect(morningDue('2026-11-28', NOW)).toBe(true);
    expect(morningDue('2026-11-29', NOW)).toBe(false);
    const midnight = new Date(2026, 10, 30, 0, 0, 1).getTime();
    expect(morningDue('2026-11-29', midnight)).toBe(true);
    expect(morningItemId(midnight)).toBe('due-2026-11-30');
  });
});
