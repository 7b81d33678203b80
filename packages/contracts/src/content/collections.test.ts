import { parseCollection } from './collections';

describe('parseCollection', () => {
  it('turns children keyed by id into a list of id plus fields', () => {
    const { items, problems } = parseCollection('cat1', {
      a: { name: ['Calculus For Engineers', 'MAT1011', 'B1'], file_name: 'MAT1011_B1' },
      b: { name: ['Engineering Physics', 'PHY1701'], file_name: 'PHY1701' },
    });
    expect(problems).toEqual([]);
    expect(items).toEqual([
      { id: 'a', name: ['Calculus For Engineers', 'MAT1011', 'B1'], file_name: 'MAT1011_B1' },
      { id: 'b', name: ['Engineering Physics', 'PHY1701'], file_name: 'PHY1701' },
    ]);
  });

  it('skips and reports malformed records, keeping the rest', () => {
    const { items, problems } = parseCollection('faqs', {
      good: { question: 'When is FFCS?', answer: 'Before each semester.' },
      noQuestion: { answer: 'orphan' },
      wrongType: { question: 42, answer: 'x' },
      notAnObject: 'hello',
    });
    expect(items.map((item) => item.id)).toEqual(['good']);
    expect(problems.map((problem) => `${problem.path}/${problem.id}`)).toEqual([
      'faqs/noQuestion',
      'faqs/wrongType',
      'faqs/notAnObject',
    ]);
  });

  it('accepts a placement with only its required fields and reports a non-object collection', () => {
    const { items } = parseCollection('placements', {
      p: { name: 'Asha', companyName: 'Zoho', description: 'Three rounds.' },
    });
    expect(items).toHaveLength(1);
    expect(parseCollection('materials', 'oops')).toMatchObject({
      items: [],
      problems: [{ path: 'materials', id: '', message: expect.stringContaining('found a string') }],
      unreadable: true,
    });
    // An absent list is an empty one, not a broken one.
    expect(parseCollection('materials', null)).toEqual({
      items: [],
      problems: [],
      unreadable: false,
    });
  });
});
