import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import {
  getRecentPapers,
  getSavedPapers,
  readPaperList,
  rememberOpenedPaper,
  toggleSavedPaper,
  useSavedPapers,
  RECENT_KEY,
  RECENT_LIMIT,
  SAVED_KEY,
  type SavedPaper,
} from './saved-papers';

type SavedPapers = typeof import('./saved-papers');

const ref = (id: string): SavedPaper => ({
  kind: 'cat1',
  id,
  course: 'Calculus for Engineers',
  code: 'MAT1011',
  slot: 'B1',
});

/**
 * A second copy of the module, as another app bundles it (@vithelper/device/saved-papers is not
 * a federation singleton): its own memory, the page's one React.
 */
function anotherAppsCopy(): SavedPapers {
  let copy: SavedPapers | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    copy = jest.requireActual<SavedPapers>('./saved-papers');
  });
  if (!copy) throw new Error('The second copy did not load');
  return copy;
}

function SavedList({ use }: { use: () => readonly SavedPaper[] }) {
  const saved = use();
  return <p>{saved.length ? `Saved: ${saved.map((p) => p.id).join(', ')}` : 'Nothing saved'}</p>;
}

beforeEach(() => {
  localStorage.clear();
});

describe('saved papers', () => {
  it('saves and unsaves a paper, and keeps it in local storage for every app', () => {
    expect(toggleSavedPaper(ref('a'))).toBe(true);
    expect(getSavedPapers()).toEqual([ref('a')]);
    expect(JSON.parse(localStorage.getItem(SAVED_KEY) ?? '')).toEqual([ref('a')]);
    expect(anotherAppsCopy().getSavedPapers()).toEqual([ref('a')]);
    expect(toggleSavedPaper(ref('a'))).toBe(false);
    expect(getSavedPapers()).toEqual([]);
  });

  it('never breaks on corrupt or foreign stored values, and keeps the valid entries', () => {
    for (const value of ['{not json', '"a string"', '42', 'null', '{"kind":"cat1"}']) {
      localStorage.setItem(SAVED_KEY, value);
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
        ref('x'.repeat(201)),
        { ...ref('long-course'), course: 'x'.repeat(301) },
        ref('good'),
      ]),
    );
    expect(readPaperList(SAVED_KEY)).toEqual([ref('good')]);
    expect(toggleSavedPaper(ref('b'))).toBe(true);
    expect(getSavedPapers().map((p) => p.id)).toEqual(['b', 'good']);
  });

  it("shows a paper saved by another app's copy at once, on the same page", () => {
    const other = anotherAppsCopy();
    render(<SavedList use={useSavedPapers} />);
    expect(screen.getByText('Nothing saved')).toBeInTheDocument();
    act(() => {
      other.toggleSavedPaper(ref('a'));
    });
    expect(screen.getByText('Saved: a')).toBeInTheDocument();
    act(() => {
      toggleSavedPaper(ref('b'));
    });
    expect(other.getSavedPapers().map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('keeps a save for this visit when the storage is full', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      render(<SavedList use={useSavedPapers} />);
      act(() => {
        toggleSavedPaper(ref('a'));
      });
      expect(screen.getByText('Saved: a')).toBeInTheDocument();
      expect(localStorage.getItem(SAVED_KEY)).toBeNull();
    } finally {
      setItem.mockRestore();
      // The save held in memory is undone, so no later test starts with it.
      act(() => {
        toggleSavedPaper(ref('a'));
      });
    }
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
