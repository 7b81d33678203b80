import { act, renderHook } from '@testing-library/react';
import type { ListArrival } from '@vithelper/shared';
import type { Paper } from '@vithelper/contracts/papers';
import { useDrawnList, type DrawnList } from './use-drawn-list';

const papers = (count: number): Paper[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: [`Course ${i}`, `CSE${1000 + i}`],
    file_name: `p${i}.pdf`,
  }));
const firstPart = papers(60);
const whole = papers(16_000);

type Props = { list: readonly Paper[] | null; arrival: ListArrival | null };

/** Every value the page would have drawn, render by render. */
function drawnRenders(initial: Props) {
  const drawn: DrawnList[] = [];
  const hook = renderHook(
    ({ list, arrival }: Props) => {
      const value = useDrawnList(list, arrival);
      drawn.push(value);
      return value;
    },
    { initialProps: initial },
  );
  return { drawn, hook };
}

const shape = ({ list, arrival }: DrawnList) => [list?.length ?? null, arrival];

describe('useDrawnList', () => {
  it('the first part shows at once, with its "still arriving"', () => {
    const { drawn } = drawnRenders({ list: firstPart, arrival: 'arriving' });
    expect(drawn.map(shape)).toEqual([[60, 'arriving']]);
  });

  it('the whole list is drawn in a render of its own, never its state beside the first part', async () => {
    const { drawn, hook } = drawnRenders({ list: firstPart, arrival: 'arriving' });
    await act(async () => hook.rerender({ list: whole, arrival: null }));
    expect(drawn.map(shape)).toEqual([
      [60, 'arriving'],
      // The render that takes the change still draws the first part, as arriving...
      [60, 'arriving'],
      // ...and the whole list follows in the deferred one.
      [16_000, null],
    ]);
    expect(hook.result.current.list).toBe(whole);
  });

  it('a list already whole, and a failed read, are drawn at once', async () => {
    const { drawn, hook } = drawnRenders({ list: whole, arrival: null });
    const republished = [...whole, ...papers(1)];
    await act(async () => hook.rerender({ list: republished, arrival: null }));
    // The render that takes the change draws it.
    expect(drawn.map(shape).slice(0, 2)).toEqual([
      [16_000, null],
      [16_001, null],
    ]);

    const failing = drawnRenders({ list: firstPart, arrival: 'arriving' });
    await act(async () => failing.hook.rerender({ list: firstPart, arrival: 'failed' }));
    expect(failing.drawn.map(shape)[1]).toEqual([60, 'failed']);
    expect(failing.drawn.map(shape)).not.toContainEqual([60, null]);
  });
});
