import { clampPage, jumpTarget, pageOnScreen } from './page-jump';

it('keeps a page within the document', () => {
  expect(clampPage(0, 5)).toBe(1);
  expect(clampPage(3, 5)).toBe(3);
  expect(clampPage(6, 5)).toBe(5);
});

it('reads the page typed in the jump box, and nothing from what is not a number', () => {
  expect(jumpTarget('4')).toBe(4);
  expect(jumpTarget('12')).toBe(12);
  expect(jumpTarget('2.7')).toBe(2);
  expect(jumpTarget('')).toBeNull();
  expect(jumpTarget('e')).toBeNull();
});

/** Sheets 1000 px tall whose tops are where the window has scrolled them. */
function sheetsAt(tops: number[]) {
  const measured: number[] = [];
  const sheets = tops.map((top, i) => {
    const sheet = document.createElement('div');
    sheet.dataset.page = String(i + 1);
    sheet.getBoundingClientRect = () => {
      measured.push(i + 1);
      return { top, bottom: top + 1000 } as DOMRect;
    };
    return sheet;
  });
  return { sheets, measured };
}

it('says the page that shows the most of the window, the earlier on a tie', () => {
  expect(pageOnScreen(sheetsAt([0, 1012, 2024]).sheets, 0, 844)).toBe(1);
  expect(pageOnScreen(sheetsAt([-900, 112, 1124]).sheets, 0, 844)).toBe(2);
  expect(pageOnScreen(sheetsAt([-500, 500]).sheets, 0, 1000)).toBe(1);
  expect(pageOnScreen([], 0, 844)).toBe(1);
});

it("says page 2 on a phone when page 2's match fills the screen, before its top passes a third of it", () => {
  // The viewer opened at a hit on page 2: page 1's last lines above, page 2 from 360 px down.
  expect(pageOnScreen(sheetsAt([-652, 360]).sheets, 0, 844)).toBe(2);
});

it('measures no page after the first one below the window', () => {
  const { sheets, measured } = sheetsAt([-1800, -800, 200, 1200, 2200]);
  expect(pageOnScreen(sheets, 0, 844)).toBe(3);
  expect(measured).toEqual([1, 2, 3, 4]);
});
