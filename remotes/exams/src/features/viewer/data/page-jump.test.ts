import { clampPage, jumpTarget, pageAtLine } from './page-jump';

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

/** Sheets whose tops are where the window has scrolled them. */
function sheetsAt(tops: number[]) {
  const measured: number[] = [];
  const sheets = tops.map((top, i) => {
    const sheet = document.createElement('div');
    sheet.dataset.page = String(i + 1);
    sheet.getBoundingClientRect = () => {
      measured.push(i + 1);
      return { top } as DOMRect;
    };
    return sheet;
  });
  return { sheets, measured };
}

it('says page 1 until a later page has passed the line, then the last one that has', () => {
  expect(pageAtLine(sheetsAt([0, 900, 1800]).sheets, 300)).toBe(1);
  expect(pageAtLine(sheetsAt([-900, 0, 900]).sheets, 300)).toBe(2);
  expect(pageAtLine(sheetsAt([-1800, -900, 250]).sheets, 300)).toBe(3);
  expect(pageAtLine([], 300)).toBe(1);
});

it('measures no page after the first one below the line', () => {
  const { sheets, measured } = sheetsAt([-900, 0, 900, 1800, 2700]);
  expect(pageAtLine(sheets, 300)).toBe(2);
  expect(measured).toEqual([1, 2, 3]);
});
