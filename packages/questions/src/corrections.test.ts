import { add, applyCorrections, correct, remove } from './corrections';
import { cutPaper } from './cut';
import { questionId } from './ids';
import { paperItems, type Row } from './testing/paper-items';
import type { CutResult } from './types';

const PAPER = 'fat-2023-cse2003';
const cut = (rows: Row[], words = false): CutResult =>
  cutPaper(PAPER, paperItems([rows], { words }));
const view = (result: CutResult) =>
  result.questions.map(({ id, number, text, marks }) => ({ id, number, text, marks }));

/** The first cut: OCR misread "3." as "5." and "stack" as "stak"; a farewell line became question 6; a question printed in a figure was missed. */
const FIRST: Row[] = [
  '1. Define a stak. [2]',
  '2. Explain breadth-first search. [5]',
  '5. Explain depth-first search. [5]',
  '6. All the best for your exam.',
];
/** A better cut of the same paper: "3." read right, the question in the figure found, the text rewrapped. */
const BETTER: Row[] = [
  '1. Define a stak. [2]',
  '2. Explain breadth-first',
  'search. [5]',
  '3. Explain depth-first search. [5]',
  '4. Draw the binary search tree of the keys.',
  '6. All the best for your exam.',
];

describe('question ids', () => {
  it('are the same on every rebuild, and when a better cut rewraps or moves a question', () => {
    const first = cut(FIRST);
    expect(view(cut(FIRST))).toEqual(view(first));
    const again = cut(BETTER, true);
    expect(again.questions.find((q) => q.number === '2')!.id).toBe(
      first.questions.find((q) => q.number === '2')!.id,
    );
    expect(first.questions[0]!.id).toBe(questionId(PAPER, ['1']));
  });
});

describe("a moderator's corrections", () => {
  const first = cut(FIRST);
  const [one, , five, six] = first.questions;
  const corrections = [
    correct(one!, { text: 'Define a stack.' }),
    correct(five!, { number: '3' }),
    remove(six!),
    add(
      {
        paper: PAPER,
        number: '4',
        text: 'Draw the binary search tree of the keys 8, 3, 10.',
        marks: 4,
        section: '',
        stem: '',
        regions: [{ page: 1, top: 0.3, bottom: 0.5 }],
      },
      first.questions,
    ),
  ];

  it('change the cut they were made on', () => {
    expect(view(applyCorrections(first, corrections))).toEqual([
      { id: one!.id, number: '1', text: 'Define a stack.', marks: 2 },
      { id: first.questions[1]!.id, number: '2', text: 'Explain breadth-first search.', marks: 5 },
      { id: five!.id, number: '3', text: 'Explain depth-first search.', marks: 5 },
      {
        id: questionId(PAPER, ['4']),
        number: '4',
        text: 'Draw the binary search tree of the keys 8, 3, 10.',
        marks: 4,
      },
    ]);
  });

  it('win over a rebuild with a better cut, and every question keeps its id', () => {
    const rebuilt = applyCorrections(cut(BETTER), corrections);
    expect(view(rebuilt)).toEqual(view(applyCorrections(first, corrections)));
  });

  it('keep a removed question removed, and never give its id to another question printed under its number', () => {
    const other = cut([...FIRST.slice(0, 3), "6. Explain Prim's algorithm."]);
    const rebuilt = applyCorrections(other, corrections);
    const prim = rebuilt.questions.find((q) => q.text === "Explain Prim's algorithm.")!;
    expect(prim.number).toBe('6');
    expect(prim.id).not.toBe(six!.id);
    expect(rebuilt.questions.some((q) => q.text.startsWith('All the best'))).toBe(false);
  });

  it('keep the questions of a paper the cut gave up on', () => {
    const gaveUp = cutPaper(PAPER, paperItems([['Explain hashing.']]));
    expect(gaveUp.ok).toBe(false);
    const kept = applyCorrections(gaveUp, corrections);
    expect(kept.ok).toBe(true);
    expect(kept.questions.map((q) => q.number)).toEqual(['1', '3', '4']);
  });
});
