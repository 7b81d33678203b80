import type { BankQuestion, CourseBank } from '@vithelper/contracts/questions';
import { groupIdFor } from '@vithelper/questions';
import { bankRegions } from './bank-questions';
import { correctBank } from './correct-bank';

const question = (id: string, number: string, text: string, top: number, bottom: number) =>
  ({
    id,
    paper: 'p1',
    kind: 'cat1',
    year: 2019,
    number,
    text,
    marks: 10,
    page: 1,
    top,
    bottom,
  }) satisfies BankQuestion;

const Q1 = 'q_0000000000001';
const Q2 = 'q_0000000000002';
const Q3 = 'q_0000000000003';
const G1 = 'g_0000000000001';
const BANK: CourseBank = {
  version: 1,
  code: 'CSE2005',
  name: 'Operating Systems',
  papers: [{ id: 'p1', kind: 'cat1', year: 2019, cut: true }],
  questions: [
    question(Q1, '1', 'What is a semaphore? Define thrashing.', 0.1, 0.3),
    question(Q2, '2', "Explain the Banker's algorithm.", 0.3, 0.5),
    question(Q3, '3', "Describe the Banker's algorithm.", 0.5, 0.7),
  ],
  groups: [{ id: G1, questions: [Q2, Q3], topics: ['banker'] }],
};
const stamp = { by: 'moderator', at: 1 };

describe('correctBank', () => {
  it('leaves the bank as built when nothing is stored', () => {
    expect(correctBank(BANK, { papers: {}, groups: null })).toEqual({
      bank: BANK,
      skipped: [],
      corrected: 0,
    });
  });

  it("moves a question's bottom", () => {
    const { bank } = correctBank(BANK, {
      papers: {
        p1: {
          [Q1]: { kind: 'bounds', topPage: 1, top: 0.1, bottomPage: 1, bottom: 0.25, ...stamp },
        },
      },
      groups: null,
    });
    expect(bank.questions[0]).toEqual({ ...BANK.questions[0], bottom: 0.25 });
  });

  it('splits a question in two, the second with its own number and text', () => {
    const { bank } = correctBank(BANK, {
      papers: {
        p1: {
          [Q1]: {
            kind: 'split',
            page: 1,
            top: 0.2,
            number: '1(b)',
            text: 'Define thrashing.',
            ...stamp,
          },
        },
      },
      groups: null,
    });
    expect(bank.questions.map((q) => [q.number, q.text, q.top, q.bottom])).toEqual([
      ['1', 'What is a semaphore?', 0.1, 0.2],
      ['1(b)', 'Define thrashing.', 0.2, 0.3],
      ['2', "Explain the Banker's algorithm.", 0.3, 0.5],
      ['3', "Describe the Banker's algorithm.", 0.5, 0.7],
    ]);
  });

  it('merges the next question in, and drops it from its group', () => {
    const { bank } = correctBank(BANK, {
      papers: { p1: { [Q2]: { kind: 'merge', next: Q3, ...stamp } } },
      groups: null,
    });
    expect(bank.questions.map((q) => q.id)).toEqual([Q1, Q2]);
    expect(bank.questions[1]!.bottom).toBe(0.7);
    expect(bank.groups).toEqual([]);
  });

  it('takes a question out of its group, and puts two ungrouped ones together', () => {
    const apart = correctBank(BANK, {
      papers: {},
      groups: { [Q3]: { move: 'out', group: G1, ...stamp } },
    });
    expect(apart.bank.groups).toEqual([]);
    const together = correctBank(apart.bank, {
      papers: {},
      groups: {
        [Q1]: { move: 'in', group: groupIdFor(Q3), ...stamp },
        [Q3]: { move: 'in', group: groupIdFor(Q3), ...stamp },
      },
    });
    expect(together.bank.groups).toEqual([{ id: groupIdFor(Q3), questions: [Q1, Q3], topics: [] }]);
  });

  it('skips, with its reason, a record it cannot use and applies the rest', () => {
    const { bank, skipped } = correctBank(BANK, {
      papers: {
        p1: {
          [Q1]: { kind: 'bounds', topPage: 1, top: 0.1, bottomPage: 1, bottom: 0.25, ...stamp },
          [Q2]: { kind: 'wrong', ...stamp },
        },
      },
      groups: null,
    });
    expect(bank.questions[0]!.bottom).toBe(0.25);
    expect(skipped).toEqual([{ question: Q2, reason: 'It is not a correction this site knows.' }]);
  });

  it('reads a bottom above the top as running on to the next page', () => {
    expect(bankRegions({ page: 2, top: 0.8, bottom: 0.2 })).toEqual([
      { page: 2, top: 0.8, bottom: 1 },
      { page: 3, top: 0, bottom: 0.2 },
    ]);
  });
});
