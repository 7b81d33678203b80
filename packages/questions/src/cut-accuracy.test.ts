import { cutPaper } from './cut';
import { PAGE, paperItems, twoColumns, type Row } from './testing/paper-items';
import type { TextItem } from './types';

/** A page photographed turned by `degrees` about its middle: every word box moved with it. */
const turned = (items: readonly TextItem[], degrees: number): TextItem[] => {
  const slope = Math.tan((degrees * Math.PI) / 180);
  return items.map((item) => ({
    ...item,
    y: item.y + slope * (item.x + item.width / 2 - PAGE.width / 2),
  }));
};
const summary = (items: readonly TextItem[]) =>
  cutPaper('paper-1', items).questions.map(({ number, text, marks }) => ({ number, text, marks }));

const tableRow = (number: string, text: string, marks: string): Row => ({
  cells: [
    [60, number],
    [110, text],
    [520, marks],
  ],
});

describe('photographed pages (OCR word boxes)', () => {
  it('reads a numbered page turned -1.5° line by line, marks and all', () => {
    const page: Row[] = [
      'Operating Systems',
      'Part A',
      '1. Explain the difference between a process and a thread. [5 Marks]',
      '2. What is a semaphore? How does it solve the critical section problem? [5 Marks]',
      '3. Compare paging and segmentation in terms of fragmentation. [5 Marks]',
    ];
    expect(summary(turned(paperItems([page], { words: true }), -1.5))).toEqual([
      {
        number: '1',
        text: 'Explain the difference between a process and a thread.',
        marks: 5,
      },
      {
        number: '2',
        text: 'What is a semaphore? How does it solve the critical section problem?',
        marks: 5,
      },
      {
        number: '3',
        text: 'Compare paging and segmentation in terms of fragmentation.',
        marks: 5,
      },
    ]);
  });

  it('reads a table turned -2°: the marks column on its rows, "l" and "ik" in the number column as 1, "bh" as part b', () => {
    const page: Row[] = [
      tableRow('Q.No', 'Question', 'Marks'),
      tableRow('ik', 'Compare paging and segmentation.', '5'),
      tableRow('2', 'Explain the difference between a process and a thread.', '5'),
      tableRow('3 a', "Explain the banker's algorithm for deadlock avoidance.", '7'),
      tableRow('bh', 'Find the need matrix and a safe sequence.', '3'),
    ];
    expect(summary(turned(paperItems([page], { words: true }), -2))).toEqual([
      { number: '1', text: 'Compare paging and segmentation.', marks: 5 },
      { number: '2', text: 'Explain the difference between a process and a thread.', marks: 5 },
      { number: '3(a)', text: "Explain the banker's algorithm for deadlock avoidance.", marks: 7 },
      { number: '3(b)', text: 'Find the need matrix and a safe sequence.', marks: 3 },
    ]);
  });

  it('leaves out a rule read as letters and a footer a little smaller, set off by a gap', () => {
    const page: Row[] = [
      '1. Define stress and strain. [5 Marks]',
      '2. What is a Mohr circle? [5 Marks]',
      'ea a 0 a',
      { gap: 10 },
      {
        text: 'Sample content generated for development. Not an official question paper.',
        size: 10,
      },
    ];
    expect(summary(paperItems([page], { words: true }))).toEqual([
      { number: '1', text: 'Define stress and strain.', marks: 5 },
      { number: '2', text: 'What is a Mohr circle?', marks: 5 },
    ]);
  });

  it('gives up on a turned page of paragraphs with no number OCR could read, rather than guess', () => {
    const page: Row[] = [
      'Operating Systems',
      'Explain the difference between a process and a thread.',
      'What is a semaphore? How does it solve the critical section problem?',
      'Compare paging and segmentation in terms of fragmentation.',
    ];
    const result = cutPaper('paper-1', turned(paperItems([page], { words: true }), 1.5));
    expect(result).toMatchObject({
      ok: false,
      reason: 'No question numbers (1., 1), Q1, a Q.No column) were found on any page.',
      questions: [],
    });
  });
});

describe('two columns with few rows', () => {
  it('reads a right column holding one question beside the left column’s first', () => {
    const page: Row[] = [
      { text: 'Electromechanical Energy Conversion', size: 18 },
      'Course code: EEE2003',
      'Part A',
      ...twoColumns([
        ['1. Derive the EMF equation of a DC', '3. What is armature reaction? [5 Marks]'],
        ['generator. [5 Marks]', ''],
        ['2. Why is a starter needed for a DC', ''],
        ['motor? [5 Marks]', ''],
      ]),
    ];
    expect(summary(paperItems([page]))).toEqual([
      { number: '1', text: 'Derive the EMF equation of a DC generator.', marks: 5 },
      { number: '2', text: 'Why is a starter needed for a DC motor?', marks: 5 },
      { number: '3', text: 'What is armature reaction?', marks: 5 },
    ]);
  });

  it('reads two long questions side by side, their parts in two rows each', () => {
    const partA: Row[] = ['1. Define a transformer.', '2. What is slip?', '3. What is a starter?'];
    const partB: Row[] = [
      'Part B',
      ...twoColumns([
        ['4. (a) Derive the torque-slip', '5. (a) Explain a synchronous'],
        ['curve of a motor. (7 marks)', 'motor. (6 marks)'],
        ['(b) Explain how resistance', '(b) Draw its V curves. (4 marks)'],
        ['changes it. (3 marks)', ''],
      ]),
    ];
    expect(summary(paperItems([partA, partB])).map(({ number, text }) => [number, text])).toEqual([
      ['1', 'Define a transformer.'],
      ['2', 'What is slip?'],
      ['3', 'What is a starter?'],
      ['4(a)', 'Derive the torque-slip curve of a motor.'],
      ['4(b)', 'Explain how resistance changes it.'],
      ['5(a)', 'Explain a synchronous motor.'],
      ['5(b)', 'Draw its V curves.'],
    ]);
  });
});
