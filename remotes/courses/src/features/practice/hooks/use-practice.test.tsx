import { act, renderHook, waitFor } from '@testing-library/react';
import { memoryKeyStore, type KeyStore } from '../data/key-store';
import { usePractice } from './use-practice';

const course = { code: 'CSE2005', name: 'Operating Systems', cards: [] };

/** A device store whose full reads can be held back: each read is what was kept when it began. */
function slowReads(): { store: KeyStore; release: () => void; reading: () => boolean } {
  const store = memoryKeyStore();
  let held: (() => void)[] = [];
  let hold = false;
  return {
    store: {
      ...store,
      entries: () => {
        const read = store.entries();
        if (!hold) return read;
        return new Promise((resolve) => held.push(() => void read.then(resolve)));
      },
    },
    release: () => {
      held.forEach((go) => go());
      held = [];
    },
    reading: () => {
      hold = true;
      return held.length > 0;
    },
  };
}

describe('usePractice', () => {
  it('shows a rating given while an older read of the store was under way', async () => {
    const device = slowReads();
    const { result } = renderHook(() => usePractice(course, device.store));
    await waitFor(() => expect(result.current.data).not.toBeNull());

    device.reading();
    // Saving a note reads the store again; the read is held back, begun before the rating.
    let noted: Promise<void> = Promise.resolve();
    act(() => {
      noted = result.current.note('q_0000000000001', 'Draw the graph first.');
    });
    await waitFor(() => expect(device.reading()).toBe(true));
    await act(() => result.current.rate('q_0000000000002', 'good'));
    expect(result.current.data?.reviews.map((review) => review.card)).toEqual(['q_0000000000002']);

    await act(async () => {
      device.release();
      await noted;
    });
    expect(result.current.data?.notes.get('q_0000000000001')?.text).toBe('Draw the graph first.');
    expect(result.current.data?.reviews.map((review) => review.card)).toEqual(['q_0000000000002']);
  });
});
