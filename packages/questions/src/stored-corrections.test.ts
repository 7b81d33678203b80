import { cutPaper } from './cut';
import { groupIdFor, questionId } from './ids';
import { applyGroupMoves, applyStoredCorrections } from './stored-corrections';
import { paperItems } from './testing/paper-items';
import type { CutResult } from './types';

const PAPER = 'cat1/p1';
/**
 * OCR read question 3's number as "iii", so the cut ran it into question 2; a page break in the
 * scan made "its two operations" a question 5 of its own.
 */
const ROWS = [
  '1. Define a stack. [2]',
  '2. Explain breadth-first search.',
  'iii Explain depth-first search. [5]',
  '4. Define a queue and',
  '5. its two operations. [3]',
];
const cut = (words = false): CutResult => cutPaper(PAPER, paperItems([ROWS], { words }));
const cutOk = (words = false) => {
  const result = cut(words);
  if (!result.ok) throw new Error(result.reason);
  return result;
};
const view = (result: CutResult) =>
  result.questions.map(({ id, number, text, marks, regions }) => ({
    id,
    number,
    text,
    marks,
    regions,
  }));
const id = (number: string) => questionId(PAPER, [number]);
const stamp = (at: number) => ({ by: 'mod', at });

/** What the moderator stored for this paper: question 1's bottom, the split of 2, 4 merged with 5. */
const STORED = {
  [id('1')]: { kind: 'bounds', topPage: 1, top: 0.06, bottomPage: 1, bottom: 0.085, ...stamp(1) },
  [id('2')]: {
    kind: 'split',
    page: 1,
    top: 0.102,
    number: '3',
    text: 'Explain depth-first search.',
    marks: 5,
    ...stamp(2),
  },
  [id('4')]: { kind: 'merge', next: id('5'), ...stamp(3) },
};

describe("a paper's stored corrections", () => {
  it('move a bottom, split a question in two and merge a question with the next', () => {
    const { cut: corrected, skipped } = applyStoredCorrections(cut(), STORED);
    expect(skipped).toEqual([]);
    expect(view(corrected)).toEqual([
      {
        id: id('1'),
        number: '1',
        text: 'Define a stack.',
        marks: 2,
        regions: [{ page: 1, top: 0.06, bottom: 0.085 }],
      },
      {
        id: id('2'),
        number: '2',
        text: 'Explain breadth-first search.',
        marks: 5,
        regions: [{ page: 1, top: expect.any(Number) as number, bottom: 0.102 }],
      },
      {
        id: id('3'),
        number: '3',
        text: 'Explain depth-first search.',
        marks: 5,
        regions: [{ page: 1, top: 0.102, bottom: expect.any(Number) as number }],
      },
      {
        id: id('4'),
        number: '4',
        text: 'Define a queue and its two operations.',
        marks: 3,
        regions: [
          { page: 1, top: expect.any(Number) as number, bottom: expect.any(Number) as number },
        ],
      },
    ]);
    const [, , , merged] = corrected.questions;
    const [, , four, five] = cut().questions;
    expect(merged!.regions[0]).toEqual({
      page: 1,
      top: four!.regions[0]!.top,
      bottom: five!.regions[0]!.bottom,
    });
  });

  it("win over a rebuild: the paper cut again from OCR's word boxes, by a cut that puts question 1's bottom elsewhere", () => {
    const words = cutOk(true);
    expect(words.questions.map((q) => q.id)).toEqual(cut().questions.map((q) => q.id));
    // A later cut that takes the gap under question 1 into it.
    const rebuilt = {
      ...words,
      questions: words.questions.map((q) =>
        q.id === id('1') ? { ...q, regions: [{ page: 1, top: 0.0665, bottom: 0.0845 }] } : q,
      ),
    };
    const { cut: corrected, skipped } = applyStoredCorrections(rebuilt, STORED);
    expect(skipped).toEqual([]);
    expect(corrected.questions[0]!.regions).toEqual([{ page: 1, top: 0.06, bottom: 0.085 }]);
    expect(view(corrected)).toEqual(view(applyStoredCorrections(cut(), STORED).cut));
  });

  it('give corrections that applyCorrections replays over a later cut', () => {
    const { cut: corrected, corrections } = applyStoredCorrections(cut(), STORED);
    expect(corrections.map((c) => [c.id, c.question?.number ?? null])).toEqual([
      [id('1'), '1'],
      [id('2'), '2'],
      [id('3'), '3'],
      [id('4'), '4'],
      [id('5'), null],
    ]);
    expect(corrected.questions.some((q) => q.id === id('5'))).toBe(false);
  });

  it('skip, each with its reason, what is malformed or no longer fits the cut, and apply the rest', () => {
    const stored = {
      ...STORED,
      [id('6')]: { kind: 'bounds', topPage: 1, top: 0.1, bottomPage: 1, bottom: 0.2, ...stamp(4) },
      'q_not-an-id': { kind: 'merge', next: id('2'), ...stamp(5) },
      [questionId(PAPER, ['7'])]: 'bounds',
      [questionId(PAPER, ['8'])]: {
        kind: 'bounds',
        topPage: 1,
        top: 0.5,
        bottomPage: 1,
        bottom: 0.4,
        ...stamp(6),
      },
      [questionId(PAPER, ['9'])]: { kind: 'merge', next: id('2') },
      [questionId(PAPER, ['10'])]: { kind: 'remove', ...stamp(7) },
      [questionId(PAPER, ['11'])]: {
        kind: 'split',
        page: 1,
        top: 2,
        number: '12',
        text: 'x',
        ...stamp(8),
      },
    };
    let result: ReturnType<typeof applyStoredCorrections> | undefined;
    expect(() => (result = applyStoredCorrections(cut(), stored))).not.toThrow();
    expect(result!.skipped).toEqual([
      { question: 'q_not-an-id', reason: '"q_not-an-id" is not a question id.' },
      { question: questionId(PAPER, ['7']), reason: 'It is not a record.' },
      { question: questionId(PAPER, ['8']), reason: 'Its top is not above its bottom.' },
      { question: questionId(PAPER, ['9']), reason: 'It does not say who made it and when.' },
      { question: questionId(PAPER, ['10']), reason: 'It is not a correction this site knows.' },
      { question: questionId(PAPER, ['11']), reason: 'Where it splits is not on a page.' },
      { question: id('6'), reason: 'This cut of the paper has no such question.' },
    ]);
    expect(view(result!.cut)).toEqual(view(applyStoredCorrections(cut(), STORED).cut));
  });

  it('skip a split the cut already made, a split outside its question and a merge with a question gone', () => {
    const better = cutPaper(PAPER, paperItems([ROWS.map((row) => row.replace(/^iii /, '3. '))]));
    const outside = { ...STORED[id('2')], top: 0.5 };
    const gone = { kind: 'merge', next: questionId(PAPER, ['6']), ...stamp(3) };
    expect(applyStoredCorrections(better, STORED).skipped).toEqual([
      { question: id('2'), reason: 'The paper already has question 3.' },
    ]);
    expect(applyStoredCorrections(cut(), { [id('2')]: outside, [id('4')]: gone }).skipped).toEqual([
      { question: id('2'), reason: 'Where it splits is not inside question 2.' },
      { question: id('4'), reason: 'This cut of the paper has no question to merge it with.' },
    ]);
  });

  it('keep a merged-away id retired on every rebuild: the next question is never shown under it', () => {
    const { cut: corrected } = applyStoredCorrections(cut(true), STORED);
    expect(corrected.questions.map((q) => q.id)).not.toContain(id('5'));
    expect(corrected.questions.map((q) => q.text)).not.toContain('its two operations.');
  });
});

describe("a course's stored group moves", () => {
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => questionId(name, ['1'])) as [
    string,
    string,
    string,
    string,
  ];
  const G1 = groupIdFor(a);
  const G2 = groupIdFor(c);
  const GROUPS = [
    { id: G1, members: [a, b], topic: ['stack'] },
    { id: G2, members: [c, d], topic: ['queue'] },
  ];

  it('move a question into another group and out of its own, keeping what else a group holds', () => {
    const { groups, skipped } = applyGroupMoves(GROUPS, {
      [b]: { move: 'in', group: G2, ...stamp(1) },
      [d]: { move: 'out', group: G2, ...stamp(2) },
    });
    expect(skipped).toEqual([]);
    expect(groups).toEqual([{ id: G2, members: [c, b], topic: ['queue'] }]);
    expect(GROUPS[0]!.members).toEqual([a, b]);
  });

  it('move a question that was in no group into one', () => {
    const e = questionId('e', ['1']);
    const { groups } = applyGroupMoves(GROUPS, { [e]: { move: 'in', group: G1, ...stamp(1) } });
    expect(groups.map((group) => group.members)).toEqual([
      [a, b, e],
      [c, d],
    ]);
  });

  it('skip, with its reason, a move into a group this build has not, or a malformed one', () => {
    const { groups, skipped } = applyGroupMoves(GROUPS, {
      [a]: { move: 'in', group: groupIdFor('gone'), ...stamp(1) },
      [b]: { move: 'swap', group: G2, ...stamp(2) },
      [c]: null,
      [d]: { move: 'out', group: G2, ...stamp(3) },
    });
    expect(skipped).toEqual([
      { question: b, reason: 'It moves neither in nor out.' },
      { question: c, reason: 'It is not a record.' },
      {
        question: a,
        reason: `This build of the course has no group ${groupIdFor('gone')}.`,
      },
    ]);
    expect(groups).toEqual([GROUPS[0]]);
  });
});
