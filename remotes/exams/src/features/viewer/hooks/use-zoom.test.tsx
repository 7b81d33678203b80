import { act, renderHook } from '@testing-library/react';
import { useZoom } from './use-zoom';

/** The pages box's width changes as a phone turns; the observer then tells the reader. */
let resized: (() => void) | null = null;
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    resized = null;
  }
}
Object.assign(globalThis, { ResizeObserver: FakeResizeObserver });

/** A pages box as wide as a 600-unit page at 100% (plus the sheet's shadow). */
function pagesBox(width = 602) {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { configurable: true, get: () => width });
  document.body.append(box);
  return {
    ref: { current: box },
    box,
    resize(to: number) {
      width = to;
      act(() => resized?.());
    },
  };
}

const percent = (scale: number) => `${Math.round(scale * 100)}%`;

/** A gesture's fingers, at these x positions on one line. */
const touch = (type: string, ...xs: number[]) =>
  Object.assign(new Event(type, { cancelable: true }), {
    touches: xs.map((clientX) => ({ clientX, clientY: 100 })),
  });

afterEach(() => {
  document.body.replaceChildren();
});

it('fits the width at first and as the box changes, until a zoom is chosen; Fit width goes back', () => {
  const pages = pagesBox();
  const { result } = renderHook(() => useZoom(pages.ref, 600));
  expect(percent(result.current.scale)).toBe('100%');
  pages.resize(1202);
  expect(percent(result.current.scale)).toBe('200%');

  act(() => result.current.zoomIn());
  expect(percent(result.current.scale)).toBe('250%');
  pages.resize(602);
  expect(percent(result.current.scale)).toBe('250%');
  act(() => result.current.fitWidth());
  expect(percent(result.current.scale)).toBe('100%');
});

it('zooms in twice and out once by the buttons', () => {
  const pages = pagesBox();
  const { result } = renderHook(() => useZoom(pages.ref, 600));
  act(() => result.current.zoomIn());
  act(() => result.current.zoomIn());
  expect(percent(result.current.scale)).toBe('156%');
  act(() => result.current.zoomOut());
  expect(percent(result.current.scale)).toBe('125%');
});

it('zooms with + (or =) and -, but not while typing in a box nor with Ctrl', () => {
  const pages = pagesBox();
  const { result } = renderHook(() => useZoom(pages.ref, 600));
  const press = (key: string, on: Element = document.body, ctrlKey = false) => {
    const event = new KeyboardEvent('keydown', { key, ctrlKey, bubbles: true, cancelable: true });
    act(() => void on.dispatchEvent(event));
    return event.defaultPrevented;
  };
  expect(press('+')).toBe(true);
  expect(percent(result.current.scale)).toBe('125%');
  press('=');
  press('-');
  expect(percent(result.current.scale)).toBe('125%');

  const box = document.createElement('input');
  document.body.append(box);
  expect(press('-', box)).toBe(false);
  // Ctrl and - is the browser's own zoom.
  expect(press('-', document.body, true)).toBe(false);
  expect(percent(result.current.scale)).toBe('125%');
});

it('zooms the document, not the page, with Ctrl+wheel over the pages; a plain wheel scrolls', () => {
  const pages = pagesBox();
  const { result } = renderHook(() => useZoom(pages.ref, 600));
  const wheel = (deltaY: number, ctrlKey: boolean) => {
    const event = new WheelEvent('wheel', { deltaY, ctrlKey, cancelable: true });
    act(() => void pages.box.dispatchEvent(event));
    return event.defaultPrevented;
  };
  expect(wheel(-120, true)).toBe(true);
  expect(percent(result.current.scale)).toBe('110%');
  expect(wheel(120, false)).toBe(false);
  expect(percent(result.current.scale)).toBe('110%');
  wheel(120, true);
  expect(percent(result.current.scale)).toBe('100%');
});

it('stretches the pages as two fingers pinch apart, then draws them at the zoom reached', () => {
  const pages = pagesBox();
  const { result } = renderHook(() => useZoom(pages.ref, 600));
  act(() => void pages.box.dispatchEvent(touch('touchstart', 100, 200)));
  act(() => void pages.box.dispatchEvent(touch('touchmove', 50, 250)));
  expect(pages.box.style.transform).toBe('scale(2)');
  expect(percent(result.current.scale)).toBe('100%');

  act(() => void pages.box.dispatchEvent(touch('touchend', 50)));
  expect(pages.box.style.transform).toBe('');
  expect(percent(result.current.scale)).toBe('200%');

  // A one-finger drag is a scroll: no zoom.
  act(() => void pages.box.dispatchEvent(touch('touchstart', 100)));
  act(() => void pages.box.dispatchEvent(touch('touchmove', 300)));
  act(() => void pages.box.dispatchEvent(touch('touchend')));
  expect(pages.box.style.transform).toBe('');
  expect(percent(result.current.scale)).toBe('200%');
});

it('keeps a pinch within the zoom limits', () => {
  const pages = pagesBox();
  const { result } = renderHook(() => useZoom(pages.ref, 600));
  act(() => void pages.box.dispatchEvent(touch('touchstart', 100, 500)));
  act(() => void pages.box.dispatchEvent(touch('touchmove', 290, 310)));
  act(() => void pages.box.dispatchEvent(touch('touchend')));
  expect(percent(result.current.scale)).toBe('50%');
});
