import { cutPaper } from './cut';
import { paperItems, type Row } from './testing/paper-items';

/** What a reader of the cut sees: number, text and marks of each question. */
const seen = (pages: ReadonlyArray<readonly Row[]>, words = false) => {
  const result = cutPaper('paper-1', paperItems(pages, { words }));
  return result.questions.map(({ number, text, marks }) => ({ number, text, marks }));
};

const HEADER: Row[] = [
  'Vellore Institute of Technology',
  'Continuous Assessment Test - I, Fall 2023',
  'Course: CSE2003 Data Structures   Time: 90 minutes   Max. Marks: 50',
];

describe('cutting a paper at its question numbers', () => {
  it.each([
    ['1.', ['1. Define a stack.', '2. Define a queue.', '3. Define a heap.']],
    ['1)', ['1) Define a stack.', '2) Define a queue.', '3) Define a heap.']],
    ['Q1', ['Q1 Define a stack.', 'Q2 Define a queue.', 'Q3 Define a heap.']],
    ['Q.1', ['Q.1 Define a stack.', 'Q.2 Define a queue.', 'Q.3 Define a heap.']],
    [
      'Question 1',
      ['Question 1: Define a stack.', 'Question 2: Define a queue.', 'Question 3: Define a heap.'],
    ],
  ])('finds numbers written as %s, leaving the paper header out', (_, lines) => {
    expect(seen([[...HEADER, ...lines]])).toEqual([
      { number: '1', text: 'Define a stack.', marks: null },
      { number: '2', text: 'Define a queue.', marks: null },
      { number: '3', text: 'Define a heap.', marks: null },
    ]);
  });

  it('reads the same numbers from OCR word boxes as from whole lines', () => {
    const page = [
      ...HEADER,
      'Q.1 Define a stack.',
      'Q.2 Define a queue and',
      'give one use of it.',
    ];
    expect(seen([page], true)).toEqual(seen([page]));
    expect(seen([page], true)[1]).toEqual({
      number: '2',
      text: 'Define a queue and give one use of it.',
      marks: null,
    });
  });

  it('joins the pieces of a word pdf.js splits without a space between them', () => {
    const split: Row = {
      cells: [
        [56, '1. Def'],
        [89, 'ine a'],
        [119.25, 'stack.'],
      ],
    };
    expect(seen([[split, '2. Define a queue.']])[0]).toEqual({
      number: '1',
      text: 'Define a stack.',
      marks: null,
    });
  });

  it('does not take a decimal or a number inside the text for a question number', () => {
    expect(
      seen([
        ['1. A beam of 2.5 m carries', '3.5 kN at its end. Find the moment.', '2. Define stress.'],
      ]),
    ).toEqual([
      {
        number: '1',
        text: 'A beam of 2.5 m carries 3.5 kN at its end. Find the moment.',
        marks: null,
      },
      { number: '2', text: 'Define stress.', marks: null },
    ]);
  });

  it('cuts parts (a), (b) and sub-parts (i), (ii), keeping the question text as their stem', () => {
    const result = cutPaper(
      'paper-1',
      paperItems([
        [
          '1. Consider the relation R(A, B, C, D).',
          '(a) Find its candidate keys.',
          '(b) Normalise it to BCNF:',
          '(i) list the dependencies you use;',
          '(ii) show each step.',
          '2. a) Define a view. b) Define a trigger.',
        ],
      ]),
    );
    expect(result.questions.map(({ number, text, stem }) => ({ number, text, stem }))).toEqual([
      { number: '1', text: 'Consider the relation R(A, B, C, D).', stem: '' },
      {
        number: '1(a)',
        text: 'Find its candidate keys.',
        stem: 'Consider the relation R(A, B, C, D).',
      },
      {
        number: '1(b)',
        text: 'Normalise it to BCNF:',
        stem: 'Consider the relation R(A, B, C, D).',
      },
      {
        number: '1(b)(i)',
        text: 'list the dependencies you use;',
        stem: 'Consider the relation R(A, B, C, D). Normalise it to BCNF:',
      },
      {
        number: '1(b)(ii)',
        text: 'show each step.',
        stem: 'Consider the relation R(A, B, C, D). Normalise it to BCNF:',
      },
      { number: '2(a)', text: 'Define a view.', stem: '' },
      { number: '2(b)', text: 'Define a trigger.', stem: '' },
    ]);
  });

  it('opens part (b) where it follows part (a) in the middle of a line', () => {
    expect(
      seen([
        ['1. (a) Explain paging. (b) Compare it with', 'segmentation. [6]', '2. Define a TLB.'],
      ]),
    ).toEqual([
      { number: '1(a)', text: 'Explain paging.', marks: null },
      { number: '1(b)', text: 'Compare it with segmentation.', marks: 6 },
      { number: '2', text: 'Define a TLB.', marks: null },
    ]);
  });

  it('opens part (b) printed at the end of a line, its text on the next', () => {
    expect(
      seen([['1. (a) Explain paging. (b)', 'Compare it with segmentation.', '2. Define a TLB.']]),
    ).toEqual([
      { number: '1(a)', text: 'Explain paging.', marks: null },
      { number: '1(b)', text: 'Compare it with segmentation.', marks: null },
      { number: '2', text: 'Define a TLB.', marks: null },
    ]);
  });

  it('reads (i) after (h) as a letter, not a roman numeral', () => {
    const parts = 'abcdefghi'.split('').map((letter) => `(${letter}) Define term ${letter}.`);
    const numbers = seen([['1. Define the following.', ...parts, '2. Define a graph.']]).map(
      (q) => q.number,
    );
    expect(numbers).toContain('1(h)');
    expect(numbers).toContain('1(i)');
    expect(numbers).not.toContain('1(h)(i)');
  });
});

describe('marks printed with a question', () => {
  it.each([
    ['[10]', '1. Explain deadlock. [10]'],
    ['[10 Marks]', '1. Explain deadlock. [10 Marks]'],
    ['(10 marks)', '1. Explain deadlock. (10 marks)'],
    ['10 M', '1. Explain deadlock. 10 M'],
    ['10 Marks', '1. Explain deadlock. 10 Marks'],
  ])('reads %s and leaves it out of the text', (_, line) => {
    expect(seen([[line, '2. Define a semaphore.']])[0]).toEqual({
      number: '1',
      text: 'Explain deadlock.',
      marks: 10,
    });
  });

  it('reads a Marks column at the right of the page', () => {
    const rows: Row[] = [
      ...HEADER,
      { cells: [[500, 'Marks']] },
      {
        cells: [
          [56, '1. Explain deadlock.'],
          [510, '10'],
        ],
      },
      {
        cells: [
          [56, '2. Define a semaphore.'],
          [510, '5'],
        ],
      },
    ];
    expect(seen([rows])).toEqual([
      { number: '1', text: 'Explain deadlock.', marks: 10 },
      { number: '2', text: 'Define a semaphore.', marks: 5 },
    ]);
  });

  it('does not take the maximum marks in the header for a question', () => {
    expect(
      seen([[...HEADER, '1. Define a stack.', '2. Define a queue.']]).every(
        (q) => q.marks === null,
      ),
    ).toBe(true);
  });
});
