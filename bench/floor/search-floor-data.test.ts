/**
 * The floor page shows what /cat1papers shows for each text typed: the same count, the same
 * first rows in the page's order, and a typo's close matches where nothing matches exactly.
 */
import { samplePapers } from '@vithelper/exams/testing';
import { floorData } from './search-floor-data';

describe("the search floor's matches", () => {
  const shownNames = async (queries: string[], rows = 12) => {
    const data = await floorData(samplePapers, queries, 'Search:', rows);
    return Object.fromEntries(
      Object.entries(data.shown).map(([text, { count, rows: at }]) => [
        text,
        { count, names: at.map((i) => data.papers[i]!.name[0]) },
      ]),
    );
  };

  it('every text typed, from the empty box to the whole query, with its count and rows', async () => {
    const shown = await shownNames(['OS']);
    expect(Object.keys(shown)).toEqual(['', 'o', 'os']);
    expect(shown['']).toEqual({
      count: 3,
      names: ['Calculus For Engineers', 'Digital Logic (C++ lab)', 'Operating Systems'],
    });
    expect(shown['o']?.count).toBe(3);
    expect(shown['os']).toEqual({ count: 0, names: [] });
  });

  it('a code ranks its course first, as on the page', async () => {
    const shown = await shownNames(['cse2005']);
    expect(shown['cse2005']).toEqual({ count: 1, names: ['Operating Systems'] });
  });

  it('a typo shows its close matches, the first rows only', async () => {
    const shown = await shownNames(['opertaing'], 1);
    expect(shown['opertaing']).toEqual({ count: 0, names: ['Operating Systems'] });
    const typed = await shownNames(['calculas'], 1);
    // 'c' finds a code first (CSE2005), 'calcula' nothing exactly, Calculus only close.
    expect(typed['c']).toEqual({ count: 3, names: ['Operating Systems'] });
    expect(typed['calculas']).toEqual({ count: 0, names: ['Calculus For Engineers'] });
  });

  it('only the first rows of a long list are kept', async () => {
    const data = await floorData(samplePapers, ['e'], 'Search:', 2);
    expect(data.shown['']!.rows).toHaveLength(2);
    expect(data.total).toBe(3);
  });
});
