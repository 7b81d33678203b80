import { hitQuestionLabel } from './hit-link';

describe('a hit inside a paper that knows its question', () => {
  it('is named by the question and its marks', () => {
    const question = { id: 'q_0000000000007', number: '7(b)', marks: 10 };
    expect(hitQuestionLabel(question)).toBe('Q7(b) · 10 marks');
    expect(hitQuestionLabel({ ...question, number: '3', marks: 1 })).toBe('Q3 · 1 mark');
    expect(hitQuestionLabel({ ...question, marks: null })).toBe('Q7(b)');
  });
});
