import {
  createIncrementalSearch,
  createRankedSearch,
  filterByText,
  loadCloseMatcher,
  prepareRankedIndex,
  prepareSearchKeys,
  warmRankedSearch,
} from './filter';

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

describe('createRankedSearch', () => {
  type P = { name: [string, string] };
  const list: P[] = [
    { name: ['Applied Mathematics', 'MAT3003'] },
    { name: ['Mathematics for Data', 'MAT30031'] },
    { name: ['Calculus for Engineers', 'MAT1011'] },
    { name: ['Matrix Methods', 'EEE1001'] },
    { name: ['Discrete Mathematics', 'MAT1014'] },
    { name: ['Operating Systems', 'CSE2005'] },
    { name: ['Computer Networks', 'CSE3001'] },
    { name: ['Operating System Design', 'CSE4001'] },
  ];
  const ranked = prepareRankedIndex(list, (p) => ({ name: p.name[0], code: p.name[1] }));
  const names = (items: readonly P[]) => items.map((p) => p.name[0]);
  const run = (text: string) => createRankedSearch<P>().search(ranked, text);

  it('gives the real matches at once, and the close ones when their matcher has loaded', async () => {
    const search = createRankedSearch<P>();
    const first = search.search(ranked, 'operating sytems');
    expect(first.matches).toEqual([]);
    expect(first.close).toEqual([]);
    expect(first.closePending).toBe(true);
    await loadCloseMatcher();
    const loaded = search.search(ranked, 'operating sytems');
    expect(loaded.closePending).toBe(false);
    expect(names(loaded.close)).toContain('Operating Systems');
  });

  it('ranks the exact code, then code prefixes, then name prefixes, then other substrings', () => {
    expect(names(run('mat3003').matches)).toEqual(['Applied Mathematics', 'Mathematics for Data']);
    expect(names(run('MAT').matches)).toEqual([
      'Applied Mathematics',
      'Mathematics for Data',
      'Calculus for Engineers',
      'Discrete Mathematics',
      'Matrix Methods',
    ]);
  });

  it('keeps every real match, in list order within a rank', () => {
    const all = run('e').matches;
    expect(all).toHaveLength(
      list.filter((p) => `${p.name[0]} ${p.name[1]}`.toLowerCase().includes('e')).length,
    );
  });

  it('finds typos and words in another order as close matches, never as real ones', () => {
    for (const [text, course] of [
      ['opertaing systems', 'Operating Systems'],
      ['calculas', 'Calculus for Engineers'],
      ['systems operating', 'Operating Systems'],
      ['compter networks', 'Computer Networks'],
    ] as const) {
      const result = run(text);
      expect(result.matches).toEqual([]);
      expect(names(result.close)).toContain(course);
    }
  });

  it('also gives close matches when there are real ones, after them and without repeating them', () => {
    const result = run('operating systems');
    expect(names(result.matches)).toEqual(['Operating Systems']);
    // One letter away, so close, and never a real match.
    expect(names(result.close)).toEqual(['Operating System Design']);
  });

  it('has no close matches for a query too short to be a word', () => {
    expect(run('ma').close).toEqual([]);
    expect(run('ma').matches.length).toBeGreaterThan(0);
  });

  it('never repeats a real match among the close ones', () => {
    const result = run('mathematics');
    expect(result.matches.length).toBeGreaterThan(0);
    for (const item of result.close) expect(result.matches).not.toContain(item);
  });

  it('has neither kind of match for nonsense, symbols or a pasted book', () => {
    for (const text of ['zzq', '(.*[?+', '\\', '😀', '[a-z]+', 'x'.repeat(100_000), '   ']) {
      const result = run(text);
      if (text.trim()) expect(result.matches).toEqual([]);
      expect(result.close).toEqual([]);
    }
  });

  it('gives back the same arrays when a longer query finds the same papers', () => {
    const search = createRankedSearch<P>();
    const calcu = search.search(ranked, 'calcu');
    const calcul = search.search(ranked, 'calcul');
    expect(names(calcul.matches)).toEqual(['Calculus for Engineers']);
    expect(calcul.matches).toBe(calcu.matches);
    // Erasing back is a lookup: the same arrays again.
    expect(search.search(ranked, 'calcu').matches).toBe(calcu.matches);
    const none = search.search(ranked, 'zzq');
    expect(search.search(ranked, 'zzqq').matches).toBe(none.matches);
  });

  it('warms up on a fresh index without changing what any search finds', async () => {
    await loadCloseMatcher();
    const fresh = prepareRankedIndex(list, (p) => ({ name: p.name[0], code: p.name[1] }));
    expect(fresh.fuzzy).toBeNull();
    warmRankedSearch(fresh);
    // The close matches' index is built before the first key needs it.
    expect(fresh.fuzzy?.haystack).toHaveLength(list.length);
    for (const text of ['mat', 'operating sytems', 'calculas', 'zzq', ''])
      expect(createRankedSearch<P>().search(fresh, text)).toEqual(run(text));
  });

  it("reads no item's search fields until the first query, then finds what a ready index finds", () => {
    const read: P[] = [];
    const lazy = prepareRankedIndex(list, (p) => {
      read.push(p);
      return { name: p.name[0], code: p.name[1] };
    });
    const search = createRankedSearch<P>();
    // The list shown unsearched: every item in its order, no field read.
    expect(search.search(lazy, '').matches).toBe(list);
    expect(read).toEqual([]);
    expect(search.search(lazy, 'mat')).toEqual(run('mat'));
    // Each item's fields are read once, whatever the queries after.
    expect(read).toEqual(list);
    search.search(lazy, 'calc');
    expect(read).toHaveLength(list.length);
  });

  it('gives the same result while a query grows and shrinks as from scratch', () => {
    const search = createRankedSearch<P>();
    for (const text of [
      'm',
      'ma',
      'mat',
      'mat1',
      'mat',
      'cal',
      'calc',
      'calcu',
      'calcul',
      'calcula',
      'calculas',
      '',
    ]) {
      expect(search.search(ranked, text)).toEqual(run(text));
    }
  });
});
