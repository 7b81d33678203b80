import { cutPaper } from './cut';
import { PAGE, paperItems, twoColumns, type Row } from './testing/paper-items';

const cut = (pages: ReadonlyArray<readonly Row[]>, words = false) =>
  cutPaper('paper-1', paperItems(pages, { words }));
const numbersAndTexts = (pages: ReadonlyArray<readonly Row[]>, words = false) =>
  cut(pages, words).questions.map(({ number, text }) => [number, text]);

describe('cutting papers of different layouts', () => {
  it('reads a Q.No | Question | Marks table, bare numbers and parts in the first column', () => {
    const row = (number: string, text: string, marks: string): Row => ({
      cells: [
        [60, number],
        [110, text],
        [520, marks],
      ],
    });
    const result = cut([
      [
        'School of Computer Science and Engineering',
        'Final Assessment Test - November 2023',
        row('Q.No', 'Question', 'Marks'),
        row('1', 'Explain the working of a B+ tree.', '10'),
        row('2 a', 'Define a transaction.', '4'),
        row('b', 'State the ACID properties.', '6'),
        row('3', 'Write a query joining two tables.', '10'),
      ],
    ]);
    expect(result.questions.map(({ number, text, marks }) => ({ number, text, marks }))).toEqual([
      { number: '1', text: 'Explain the working of a B+ tree.', marks: 10 },
      { number: '2(a)', text: 'Define a transaction.', marks: 4 },
      { number: '2(b)', text: 'State the ACID properties.', marks: 6 },
      { number: '3', text: 'Write a query joining two tables.', marks: 10 },
    ]);
  });

  it('keeps section headers and their notes as the context of the questions under them', () => {
    const result = cut([
      [
        'PART A (5 x 4 = 20 Marks)',
        'Answer all questions',
        '1. Define a tree.',
        '2. Define a graph.',
        'PART B',
        'Answer any five questions',
        '3. Explain BFS with an example.',
        '4. Explain DFS with an example.',
      ],
    ]);
    expect(result.questions.map(({ number, section }) => [number, section])).toEqual([
      ['1', 'PART A (5 x 4 = 20 Marks) · Answer all questions'],
      ['2', 'PART A (5 x 4 = 20 Marks) · Answer all questions'],
      ['3', 'PART B · Answer any five questions'],
      ['4', 'PART B · Answer any five questions'],
    ]);
  });

  it('numbers a section that starts again at 1 after its header: Part B question 1 is B1', () => {
    expect(
      numbersAndTexts([
        [
          'Part A',
          '1. Define a tree.',
          '2. Define a graph.',
          'Part B',
          '1. Explain BFS.',
          '2. Explain DFS.',
        ],
      ]),
    ).toEqual([
      ['1', 'Define a tree.'],
      ['2', 'Define a graph.'],
      ['B1', 'Explain BFS.'],
      ['B2', 'Explain DFS.'],
    ]);
  });

  it('drops a single numbered instruction when question 1 follows it', () => {
    expect(
      numbersAndTexts([
        ['Instructions:', '1. Answer all questions.', '1. Define a tree.', '2. Define a graph.'],
      ]),
    ).toEqual([
      ['1', 'Define a tree.'],
      ['2', 'Define a graph.'],
    ]);
  });

  it('keeps numbers unique when unnamed sections each start again at 1', () => {
    const section = (note: string): Row[] => [note, '1. Define a tree.', '2. Define a graph.'];
    const result = cut([
      [
        ...section('Answer all questions'),
        ...section('Answer any one question'),
        ...section('Answer any two questions'),
      ],
    ]);
    const numbers = result.questions.map((question) => question.number);
    expect(numbers).toEqual(['1', '2', 'S1', 'S2', 'S1-2', 'S2-2']);
    expect(new Set(result.questions.map((question) => question.id)).size).toBe(6);
  });

  it('leaves out the header, numbered instructions, page numbers and the footer', () => {
    const result = cut([
      [
        'Reg. No.:',
        'Slot: B1   Time: Three Hours   Max. Marks: 100',
        'General Instructions:',
        '1. Answer all questions.',
        '2. Assume suitable data wherever necessary.',
        '1. Explain the OSI model.',
        '2. Compare TCP and UDP.',
        { gap: 24 },
        { text: '*** End of the question paper ***', size: 9 },
        { gap: 500 },
        { text: 'Page 1 of 1', size: 9 },
      ],
    ]);
    expect(result.questions.map(({ number, text }) => [number, text])).toEqual([
      ['1', 'Explain the OSI model.'],
      ['2', 'Compare TCP and UDP.'],
    ]);
  });

  it('leaves a footer in smaller type after the last question out of it', () => {
    expect(
      numbersAndTexts([
        [
          '1. Define a tree.',
          '2. Define a graph.',
          { text: 'Sample content. Not an official paper.', size: 8 },
        ],
      ]),
    ).toEqual([
      ['1', 'Define a tree.'],
      ['2', 'Define a graph.'],
    ]);
  });

  it('keeps the text of the last question that follows its figure, and drops a footer at the foot of the page', () => {
    const result = cut([
      [
        '1. Define a tree.',
        '2. Find the current in the circuit shown.',
        { gap: 200 },
        'Assume every resistor is 5 ohm.',
        { gap: 475 },
        'Sample paper for practice only',
      ],
    ]);
    expect(result.questions.map(({ number, text }) => [number, text])).toEqual([
      ['1', 'Define a tree.'],
      ['2', 'Find the current in the circuit shown. Assume every resistor is 5 ohm.'],
    ]);
  });

  it.each([
    ['lines', false],
    ['OCR words', true],
  ])('reads a two-column page (%s) left column first, below a full-width title', (_, words) => {
    const pages: Row[][] = [
      [
        'Continuous Assessment Test II - Operating Systems and their Design',
        ...twoColumns([
          ['1. Explain the working of the', '4. Describe the working of the'],
          ['round robin scheduler.', 'buddy memory allocator.'],
          ['2. Compare paging with the', '5. Explain the clock page'],
          ['segmentation of memory.', 'replacement algorithm.'],
          ['3. Define a race condition and', '6. Explain how a monitor'],
          ['give one example of it.', 'avoids a race condition.'],
        ]),
      ],
    ];
    expect(numbersAndTexts(pages, words)).toEqual([
      ['1', 'Explain the working of the round robin scheduler.'],
      ['2', 'Compare paging with the segmentation of memory.'],
      ['3', 'Define a race condition and give one example of it.'],
      ['4', 'Describe the working of the buddy memory allocator.'],
      ['5', 'Explain the clock page replacement algorithm.'],
      ['6', 'Explain how a monitor avoids a race condition.'],
    ]);
  });

  it('reads a one-column page of OCR words as one column', () => {
    const long = 'Explain the difference between a process and a thread with an example of each';
    expect(
      numbersAndTexts(
        [['1. ' + long, 'and say which one is cheaper to create.', '2. ' + long, '3. ' + long]],
        true,
      ),
    ).toEqual([
      ['1', `${long} and say which one is cheaper to create.`],
      ['2', long],
      ['3', long],
    ]);
  });

  it('carries a question across a page break, over a running header and page number', () => {
    const filler = Array.from(
      { length: 30 },
      (_, index) => `line ${index + 1} of the case study text.`,
    );
    const result = cut([
      [
        'CSE1001 Problem Solving',
        '1. Define recursion.',
        '2. Read the case study below.',
        ...filler,
        { text: 'Page 1 of 2', size: 9 },
      ],
      [
        'CSE1001 Problem Solving',
        'Then write the program it asks for.',
        '3. Define iteration.',
        { text: 'Page 2 of 2', size: 9 },
      ],
    ]);
    const second = result.questions.find((question) => question.number === '2')!;
    expect(
      second.text.endsWith('line 30 of the case study text. Then write the program it asks for.'),
    ).toBe(true);
    expect(second.regions.map((region) => region.page)).toEqual([1, 2]);
    expect(second.regions[0]!.top).toBeCloseTo((PAGE.margin + 11 * 1.5 * 2) / PAGE.height, 3);
    expect(second.regions[1]!.bottom).toBeCloseTo((PAGE.margin + 11 * 1.5 + 11) / PAGE.height, 3);
    expect(result.questions.map((question) => question.number)).toEqual(['1', '2', '3']);
    expect(result.questions.some((question) => question.text.includes('CSE1001'))).toBe(false);
  });

  it('gives each question its region: page, top and bottom as fractions of the page', () => {
    const [first] = cut([['1. Define a tree.', '2. Define a graph.']]).questions;
    expect(first!.regions).toEqual([
      {
        page: 1,
        top: Math.round((PAGE.margin / PAGE.height) * 1e4) / 1e4,
        bottom: Math.round(((PAGE.margin + 11) / PAGE.height) * 1e4) / 1e4,
      },
    ]);
  });
});

describe('a paper whose questions cannot be found', () => {
  it('gives up with a reason when no line carries a question number', () => {
    const result = cut([
      [
        'Data Structures',
        'Answer the following in detail.',
        'Explain hashing and its collisions.',
        'Explain AVL trees.',
      ],
    ]);
    expect(result).toEqual({
      paper: 'paper-1',
      ok: false,
      reason: 'No question numbers (1., 1), Q1, a Q.No column) were found on any page.',
      questions: [],
    });
  });

  it('gives up when only one number is found', () => {
    const result = cut([['Notes for the exam', '1. Bring your ID card.', 'Explain hashing.']]);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(/only one numbered question/i);
  });

  it('gives up on a paper with no text', () => {
    expect(cutPaper('paper-1', [])).toEqual({
      paper: 'paper-1',
      ok: false,
      reason: 'The paper has no text to read.',
      questions: [],
    });
  });
});
