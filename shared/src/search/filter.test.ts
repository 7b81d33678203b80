import { createIncrementalSearch, filterByText, prepareSearchKeys } from './filter';

const papers = [
  { name: ['Calculus For Engineers', 'MAT1011', 'B1'] },
  { name: ['Problem Solving and Programming', 'CSE1001'] },
  { name: ['Engineering Physics', 'PHY1701', 'A2'] },
];
const index = prepareSearchKeys(papers, (p) => `${p.name[0]} ${p.name[1]}`);

describe('filterByText', () => {
  it('matches course name or code, case-insensitively', () => {
    expect(filterByText(index, 'calculus')).toEqual([papers[0]]);
    expect(filterByText(index, 'cse1001')).toEqual([papers[1]]);
    expect(filterByText(index, 'ENGINEER')).toEqual([papers[0], papers[2]]);
  });

  it('returns everything for an empty filter', () => {
    expect(filterByText(index, '')).toBe(papers);
  });

  it('treats any input literally and never throws', () => {
    for (const text of ['.*', '(', '[a-z]+', '\\', '😀', 'Инженер', '数学', 'x'.repeat(100_000)]) {
      expect(filterByText(index, text)).toEqual([]);
    }
  });
});

describe('createIncrementalSearch', () => {
  it('gives the same matches as a full scan while a query grows, shrinks and changes', () => {
    const search = createIncrementalSearch<(typeof papers)[number]>();
    for (const text of [
      'e',
      'en',
      'eng',
      'engi',
      'eng',
      '',
      'cse',
      'cse1001',
      'p',
      'PHY',
      'phy1701x',
    ]) {
      expect(search.filter(index, text)).toEqual(filterByText(index, text));
    }
  });

  it('starts over when the list itself changes', () => {
    const search = createIncrementalSearch<(typeof papers)[number]>();
    expect(search.filter(index, 'cal')).toEqual([papers[0]]);
    const other = prepareSearchKeys([papers[2]!], (p) => `${p.name[0]} ${p.name[1]}`);
    expect(search.filter(other, 'cal')).toEqual([]);
  });
});
