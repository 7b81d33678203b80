import { test, expect } from './fixtures';

/**
 * Nothing on a phone's first screen jumps while the page fills in: the section's content, the
 * experiences read on demand, the rest of a paper list and, last, the coins and the account
 * (after the Firebase SDK) each take room held for them from the first paint. Summed like the
 * browser's Cumulative Layout Shift: every layout shift not caused by the visitor.
 */
const pages = [
  { path: '/', ready: 'Question papers' },
  { path: '/cat1papers', ready: /^\d+ papers$/ },
  { path: '/placements', ready: 'Read full experience' },
] as const;

for (const { path, ready } of pages) {
  test(`${path} on a phone: nothing moves while it fills in`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const shifts: { value: number; at: number }[] = [];
      (window as unknown as { __vhShifts: typeof shifts }).__vhShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator('main').getByText(ready).first()).toBeVisible({ timeout: 30_000 });
    // The last to arrive: the account (its Sign in) and the coins it owns.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel(/^\d+ coins$/).filter({ visible: true })).toBeVisible();
    // Two frames, so a shift caused by the last change is reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await page.evaluate(
      () => (window as unknown as { __vhShifts: { value: number; at: number }[] }).__vhShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
  });
}
