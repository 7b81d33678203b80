import { paperQuestionsSchema } from '@vithelper/contracts/questions/recent';
import { questionId } from '@vithelper/questions';
import { paperItems } from '@vithelper/questions/testing';
import { paperQuestionsRecord } from './paper-questions';

const paper = paperItems([
  [
    { text: 'VIT University — Continuous Assessment Test I', size: 14 },
    'Course: CSE2005 Operating Systems   Slot: C1',
    { gap: 20 },
    '1. Explain the banker’s algorithm for deadlock avoidance with an example. [10]',
    { gap: 40 },
    '2. Compare paging and segmentation. [10]',
  ],
]);

describe('paperQuestionsRecord: a published paper cut in the browser, as paperQuestions stores it', () => {
  it('keeps each question with its stable id, number, text, marks and region', () => {
    const record = paperQuestionsRecord(
      'p1',
      { courseCode: 'cse 2005', slot: 'C1', year: 2025 },
      paper,
    );
    expect(record).toMatchObject({ course: 'CSE2005', slot: 'C1', year: 2025, ok: true });
    if (!record?.ok) throw new Error('The paper was not cut.');
    const { questions } = record;
    expect(Object.keys(questions)).toEqual([questionId('p1', ['1']), questionId('p1', ['2'])]);
    const first = questions[questionId('p1', ['1'])]!;
    expect(first.number).toBe('1');
    expect(first.text).toMatch(/^Explain the banker’s algorithm/);
    expect(first.marks).toBe(10);
    expect(first.regions).toHaveLength(1);
    expect(first.regions[0]!.page).toBe(1);
    expect(first.regions[0]!.top).toBeLessThan(first.regions[0]!.bottom);
    // What the database rules accept is what the courses section reads back.
    expect(paperQuestionsSchema.safeParse({ ...record, at: 1, by: 'mod' }).success).toBe(true);
  });

  it('says why when no question is found, and stores no questions', () => {
    const prose = paperItems([['A page of notes with no numbered questions on it at all.']]);
    const record = paperQuestionsRecord('p2', { courseCode: 'CSE2005' }, prose);
    expect(record).toMatchObject({ course: 'CSE2005', ok: false });
    expect(record).toHaveProperty('reason', expect.any(String));
    expect(record).not.toHaveProperty('questions');
    expect(paperQuestionsSchema.safeParse({ ...record, at: 1, by: 'mod' }).success).toBe(true);
  });

  it('keeps a long question within the stored limit', () => {
    const long = paperItems([
      [
        '1. ' + 'Describe the scheduler in detail. '.repeat(90) + '[10]',
        '2. Define a process. [2]',
      ],
    ]);
    const record = paperQuestionsRecord('p3', { courseCode: 'CSE2005' }, long);
    if (!record?.ok) throw new Error('The paper was not cut.');
    const first = record.questions[questionId('p3', ['1'])]!;
    expect(first.text.length).toBeLessThanOrEqual(2000);
    expect(paperQuestionsSchema.safeParse({ ...record, at: 1, by: 'mod' }).success).toBe(true);
  });

  it('gives no record for a course code no bank could be named by', () => {
    expect(paperQuestionsRecord('p4', { courseCode: '—' }, paper)).toBeNull();
  });
});
