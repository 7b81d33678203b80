import { act, renderHook, waitFor } from '@testing-library/react';
import { usePageJump } from './use-page-jump';

/**
 * A pages box of `total` sheets, each 1000 px tall, as the window shows them once scrolled to
 * `scrollY`; `atTop` is the page last scrolled to the top of the window.
 */
function pagesBox(total: number) {
  const box = document.createElement('div');
  const state = { scrollY: 0, atTop: 1 };
  for (let page = 1; page <= total; page += 1) {
    const sheet = document.createElement('div');
    sheet.dataset.page = String(page);
    sheet.getBoundingClientRect = () => {
      const top = (page - 1) * 1000 - state.scrollY;
      return { top, bottom: top + 1000 } as DOMRect;
    };
    sheet.scrollIntoView = () => {
      state.scrollY = (page - 1) * 1000;
      state.atTop = page;
    };
    box.append(sheet);
  }
  document.body.append(box);
  return {
    ref: { current: box },
    state,
    scrollTo(y: number) {
      state.scrollY = y;
      act(() => void window.dispatchEvent(new Event('scroll')));
    },
  };
}

const press = (key: string, on: Element = document.body) =>
  act(() => void on.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

afterEach(() => {
  document.body.replaceChildren();
});

it('follows the page on screen as the window scrolls, in the count and the jump box', () => {
  const pages = pagesBox(3);
  const { result } = renderHook(() => usePageJump(pages.ref, 3, null));
  expect(result.current.current).toBe(1);
  expect(result.current.typed).toBe('1');
  // Page 2 shows the most of the window (jsdom's is 768 px tall).
  pages.scrollTo(700);
  expect(result.current.current).toBe(2);
  expect(result.current.typed).toBe('2');
  pages.scrollTo(300);
  expect(result.current.current).toBe(1);
});

it('goes to the page typed in the box, and to the nearest page for one outside the document', () => {
  const pages = pagesBox(3);
  const { result } = renderHook(() => usePageJump(pages.ref, 3, null));
  act(() => result.current.type('3'));
  expect(result.current.typed).toBe('3');
  expect(result.current.current).toBe(1);
  act(() => result.current.submit());
  expect(result.current.current).toBe(3);
  expect(pages.state.atTop).toBe(3);

  act(() => result.current.type('0'));
  act(() => result.current.submit());
  expect(result.current.current).toBe(1);
  expect(result.current.typed).toBe('1');
  act(() => result.current.type('4'));
  act(() => result.current.submit());
  expect(result.current.current).toBe(3);
  expect(result.current.typed).toBe('3');
});

it('stays where it is when the box holds no number', () => {
  const pages = pagesBox(3);
  const { result } = renderHook(() => usePageJump(pages.ref, 3, null));
  act(() => result.current.goTo(2));
  act(() => result.current.type(''));
  act(() => result.current.submit());
  expect(result.current.current).toBe(2);
  expect(pages.state.atTop).toBe(2);
  expect(result.current.typed).toBe('');
});

it('moves a page with PageDown and PageUp, within the document, but not while typing in a box', () => {
  const pages = pagesBox(3);
  const { result } = renderHook(() => usePageJump(pages.ref, 3, null));
  press('PageDown');
  press('PageDown');
  press('PageDown');
  expect(result.current.current).toBe(3);
  expect(pages.state.atTop).toBe(3);
  press('PageUp');
  expect(result.current.current).toBe(2);

  const box = document.createElement('input');
  document.body.append(box);
  press('PageUp', box);
  expect(result.current.current).toBe(2);
});

it("opens at a link's start page a frame after the pages are laid out, and only once", async () => {
  const pages = pagesBox(5);
  const { result, rerender } = renderHook(({ start }) => usePageJump(pages.ref, 5, start), {
    initialProps: { start: 4 as number | null },
  });
  expect(result.current.current).toBe(1);
  await waitFor(() => expect(result.current.current).toBe(4));
  expect(pages.state.atTop).toBe(4);

  act(() => result.current.goTo(1));
  rerender({ start: 2 });
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(result.current.current).toBe(1);
});

it('keeps a start page past the end within the document', async () => {
  const pages = pagesBox(2);
  const { result } = renderHook(() => usePageJump(pages.ref, 2, 9));
  await waitFor(() => expect(result.current.current).toBe(2));
});
