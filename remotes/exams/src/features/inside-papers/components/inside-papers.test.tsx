import { act, screen, within } from '@testing-library/react';
import { clearFilter, setFilter } from '@vithelper/shared';
import { renderAt } from '@vithelper/shared/testing';
import type { InsideResult } from '@vithelper/search-index';
import type { Paper } from '@vithelper/contracts/papers';
import { InsidePapers } from './inside-papers';

// The worker's search, answered by the test: each query waits for `answer`.
const pending = new Map<string, (result: InsideResult) => void>();
jest.mock('../data/worker-client', () => ({
  insideSearch: () => (query: string) =>
    new Promise<InsideResult>((resolve) => pending.set(query, resolve)),
}));

const paper = {
  id: 'p1',
  name: ['Operating Systems', 'CSE2005', 'B1'],
  url: 'https://example.test/p1.pdf',
} as unknown as Paper;

const found = (words: string[], snippet: string): InsideResult =>
  ({
    hits: [{ id: 'p1', page: 2, score: 1, segments: [{ text: snippet, mark: true }] }],
    total: 1,
    words,
  }) as unknown as InsideResult;

async function answer(query: string, result: InsideResult) {
  await act(async () => {
    jest.advanceTimersByTime(200);
    await Promise.resolve();
  });
  const resolve = pending.get(query);
  if (!resolve)
    throw new Error(`no search for "${query}" (asked: ${[...pending.keys()].join(', ')})`);
  await act(async () => resolve(result));
}

describe('InsidePapers while the next search runs', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    pending.clear();
    act(() => clearFilter());
  });
  afterEach(() => jest.useRealTimers());

  it('keeps the last hits linked with the words they were found for, then shows the new ones', async () => {
    renderAt(<InsidePapers kind="cat1" papers={[paper]} />);
    act(() => setFilter('semaphore'));
    await answer('semaphore', found(['semaphor'], 'semaphore'));
    const section = screen.getByRole('region', { name: 'Inside papers' });
    const link = () => within(section).getAllByRole('link')[0]!;
    expect(link()).toHaveAttribute('href', '/cat1papers/p1?page=2&hl=semaphore');
    expect(section).toHaveAttribute('aria-busy', 'false');

    // The next search has not answered: the hits stay, still for "semaphore", marked busy.
    act(() => setFilter('semaphore mutex'));
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(link()).toHaveAttribute('href', '/cat1papers/p1?page=2&hl=semaphore');

    await answer('semaphore mutex', found(['semaphor', 'mutex'], 'mutex'));
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(link()).toHaveAttribute('href', '/cat1papers/p1?page=2&hl=semaphore+mutex');
    expect(within(link()).getByText('mutex', { selector: 'mark' })).toBeInTheDocument();
  });
});
