/**
 * /status on a phone: the nine columns of the remotes' table scroll sideways inside their own box,
 * the page itself does not, and no column heading or version is broken between letters.
 */
import { test, expect } from './fixtures';

for (const width of [320, 390, 1280]) {
  test(`/status at ${width} px keeps every heading on one line and the page its width`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/status');
    const table = page.getByRole('table', { name: 'Remotes registered in remotes.json' });
    await expect(table.getByRole('rowheader', { name: 'exams', exact: true })).toBeVisible();

    // The page scrolls only down: its width is the window's.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(width);

    // One line each: a heading broken between letters ("Remot / e") is taller than its line.
    for (const name of ['Remote', 'Candidate', 'Share', 'This device']) {
      const heading = table.getByRole('columnheader', { name, exact: true });
      const lines = await heading.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `"${name}" is on one line`).toBe(1);
    }

    // What does not fit is reached by scrolling the table's own box, by touch or by keyboard.
    const box = page.getByRole('region', { name: 'Remotes' });
    await expect(box).toHaveAttribute('tabindex', '0');
  });
}
