import { hitQuestionLabel, hitTarget } from './hit-link';

describe('a hit inside a paper that knows its question', () => {
  const question = { id: 'q_0000000000007', number: '7(b)', marks: 10 };

  it('is named by the question and its marks', () => {
    expect(hitQuestionLabel(question)).toBe('Q7(b) · 10 marks');
    expect(hitQuestionLabel({ ...question, number: '3', marks: 1 })).toBe('Q3 · 1 mark');
    expect(hitQuestionLabel({ ...question, marks: null })).toBe('Q7(b)');
  });

  it("opens the question's page; a hit without one opens the paper at its page", () => {
    expect(hitTarget('fat', { id: 'p1', page: 2, question }, ['banker'])).toBe(
      '/q/q_0000000000007',
    );
    expect(hitTarget('fat', { id: 'p1', page: 2 }, ['banker'])).toBe(
      '/fatpapers/p1?page=2&hl=banker',
    );
  });
});
