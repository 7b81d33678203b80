import { act, renderHook } from '@testing-library/react';
import { useNearScreen } from '@vithelper/ui/use-near-screen';
import { fakeIntersections } from '../../../testing/fake-pdf';

const element = () => ({ current: document.createElement('div') });

it('is near once the element comes within 600 px of the window, and stays so', () => {
  const screen = fakeIntersections();
  const ref = element();
  const { result } = renderHook(() => useNearScreen(ref));
  expect(result.current).toBe(false);
  expect(screen.margins).toEqual(['600px 0px']);

  act(() => screen.scrollNear(ref.current));
  expect(result.current).toBe(true);
  // Scrolled away again, it is not watched any more: a drawn page stays drawn.
  expect(screen.watched()).toBe(0);
});

it('is near at once when asked to be, without watching', () => {
  const screen = fakeIntersections();
  const { result } = renderHook(() => useNearScreen(element(), { initially: true }));
  expect(result.current).toBe(true);
  expect(screen.watched()).toBe(0);
});

it('stops watching when the element goes', () => {
  const screen = fakeIntersections();
  const { unmount } = renderHook(() => useNearScreen(element()));
  expect(screen.watched()).toBe(1);
  unmount();
  expect(screen.watched()).toBe(0);
});
