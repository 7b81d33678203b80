import {
  getRecentPapers,
  getSavedPapers,
  readPaperList,
  rememberOpenedPaper,
  reloadPaperLists,
  toggleSavedPaper,
  RECENT_KEY,
  RECENT_LIMIT,
  SAVED_KEY,
  type PaperRef,
} from './saved-papers';

const ref = (id: string): PaperRef => ({
  kind: 'cat1',
  id,
  course: 'Calculus for Engineers',
  code: 'MAT1011',
  slot: 'B1',
});

beforeEach(() => {
  localStorage.clear();
  reloadPaperLists();
});

describe('saved papers', () => {
  it('saves and unsaves a paper, and keeps it in local storage', () => {
    expect(toggleSavedPaper(ref('a'))).toBe(true);
    expect(getSavedPapers()).toEqual([ref('a')]);
    expect(JSON.parse(localStorage.getItem(SAVED_KEY) ?? '')).toEqual([ref('a')]);
    reloadPaperLists();
    expect(getSavedPapers()).toEqual([ref('a')]);
    expect(toggleSavedPaper(ref('a'))).toBe(false);
    expect(getSavedPapers()).toEqual([]);
  });

  it('never breaks on corrupt or foreign stored values, and keeps the valid entries', () => {
    for (const value of ['{not json', '"a string"', '42', 'null', '{"kind":"cat1"}']) {
      localStorage.setItem(SAVED_KEY, value);
      reloadPaperLists();
      expect(getSavedPapers()).toEqual([]);
    }
    localStorage.setItem(
      SAVED_KEY,
      JSON.stringify([
        ref('good'),
        { kind: 'exam9', id: 'x', course: 'c', code: 'c' },
        { kind: 'fat', id: 42 },
        null,
        'cat1/abc',
        ref('good'),
      ]),
    );
    expect(readPaperList(SAVED_KEY)).toEqual([ref('good')]);
    reloadPaperLists();
    expect(toggleSavedPaper(ref('b'))).toBe(true);
    expect(getSavedPapers().map((p) => p.id)).toEqual(['b', 'good']);
  });
});

describe('recently opened papers', () => {
  it('keeps the last ten, newest first, each once', () => {
    for (let i = 0; i < 12; i += 1) rememberOpenedPaper(ref(`p${i}`));
    rememberOpenedPaper(ref('p5'));
    const ids = getRecentPapers().map((p) => p.id);
    expect(ids).toHaveLength(RECENT_LIMIT);
    expect(ids.slice(0, 3)).toEqual(['p5', 'p11', 'p10']);
    expect(JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]')).toHaveLength(RECENT_LIMIT);
  });
});
