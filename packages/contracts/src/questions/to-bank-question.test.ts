import { bankQuestionSchema, toBankQuestion } from './bank';

const paper = { paper: 'p1', kind: 'cat1' as const, year: 2019 };
const cut = {
  id: 'q_0000000000001',
  number: '3(a)',
  text: 'Explain paging.',
  marks: 5,
};

describe('a cut question kept in its bank', () => {
  it('keeps one page as its page, top and bottom, rounded to 0.001', () => {
    const kept = toBankQuestion(paper, {
      ...cut,
      regions: [{ page: 2, top: 0.12345, bottom: 0.4 }],
    });
    expect(kept).toEqual({ ...paper, ...cut, page: 2, top: 0.123, bottom: 0.4 });
    expect(bankQuestionSchema.safeParse(kept).success).toBe(true);
  });

  it("keeps every page's region of a question across a page break", () => {
    const regions = [
      { page: 1, top: 0.8, bottom: 1 },
      { page: 2, top: 0, bottom: 0.2004 },
    ];
    const kept = toBankQuestion(paper, { ...cut, regions });
    expect(kept).toMatchObject({ page: 1, top: 0.8, bottom: 0.2 });
    expect(kept.regions).toEqual([
      { page: 1, top: 0.8, bottom: 1 },
      { page: 2, top: 0, bottom: 0.2 },
    ]);
  });
});
