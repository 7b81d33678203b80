import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  authEmulatorReady,
  newEmailAccount,
  signInOnPage,
  type EmailAccount,
} from './fixtures';

/**
 * The header laid out for every state it has (a guest, a student with unread news, a
 * moderator, a name too long for the room) at a small phone, a common phone and a laptop: no
 * control covers another, none leaves the window, none cuts its own label.
 */
const shots = path.join(__dirname, '../screenshots');
const WIDTHS = [320, 390, 1280] as const;
// The sample accounts of content/auth-users.json (the browser suite's emulator is seeded with them).
const STUDENT = { email: 'student@vithelper.test', password: 'student-demo' };
const MODERATOR = { email: 'moderator@vithelper.test', password: 'moderator-demo' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await authEmulatorReady();
});

type Box = { what: string; left: number; top: number; right: number; bottom: number };
type Control = Box & { clipped: boolean; within: number; name: boolean };

/** The header's controls as they are drawn: the bars shown at this width, each control's box. */
function headerControls(page: Page): Promise<Control[]> {
  return page.evaluate(() => {
    // The headers and the phones' bar under theirs (app/layout.tsx), as shown at this width.
    const bars = [...document.querySelectorAll<HTMLElement>('header, header + div')].filter(
      (bar) => bar.getClientRects().length > 0,
    );
    // The controls; the coins count ("N coins"), the signed-in name (its title is the email)
    // and the bell's unread badge (a part of the bell button hidden from screen readers).
    const selector =
      'a, button, summary, [aria-label$=" coins"], [aria-label="Coins not loaded yet"], [title], button > span[aria-hidden="true"]';
    const shown = bars.flatMap((bar) =>
      [...bar.querySelectorAll<HTMLElement>(selector)].filter((element) => {
        const style = getComputedStyle(element);
        return element.getClientRects().length > 0 && style.visibility !== 'hidden';
      }),
    );
    return shown.map((element) => {
      const rect = element.getBoundingClientRect();
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      return {
        what: `${element.className || element.tagName} "${label.slice(0, 40)}"`,
        left: rect.left,
        top: rect.top,
        right: rect.right,
        bottom: rect.bottom,
        // A label wider than its control: "+30 coins" spilling over, a name cut short.
        // (A child placed on purpose over its edge, the bell's unread badge, is not a label.)
        clipped:
          element.scrollWidth > element.clientWidth + 1 &&
          ![...element.children].some((child) => getComputedStyle(child).position === 'absolute'),
        // The control this one is part of (the bell of its unread badge), or -1.
        within: shown.findIndex((other) => other !== element && other.contains(element)),
        // The signed-in name, which may end in "…" where the room runs out.
        name: element.matches('span[title]'),
      };
    });
  });
}

/** Pairs of controls that cover each other (a control and what it holds are one). */
function overlaps(controls: Control[]): string[] {
  const found: string[] = [];
  controls.forEach((a, i) =>
    controls.slice(i + 1).forEach((b, k) => {
      const j = i + 1 + k;
      if (a.within === j || b.within === i) return;
      const inside =
        (a.left <= b.left && a.right >= b.right && a.top <= b.top && a.bottom >= b.bottom) ||
        (b.left <= a.left && b.right >= a.right && b.top <= a.top && b.bottom >= a.bottom);
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (!inside && x > 0.5 && y > 0.5) found.push(`${a.what} covers ${b.what}`);
    }),
  );
  return found;
}

async function expectLaidOut(page: Page, state: string, { whole }: { whole?: string } = {}) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The layout of this width, once the fonts and the bars have settled.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const controls = await headerControls(page);
    expect(controls.length, `${state} at ${width} px: the header's controls`).toBeGreaterThan(2);
    expect(overlaps(controls), `${state} at ${width} px: controls covering each other`).toEqual([]);
    const outside = controls
      .filter((control) => control.left < -0.5 || control.right > width + 0.5)
      .map((control) => control.what);
    expect(outside, `${state} at ${width} px: controls outside the window`).toEqual([]);
    const clipped = controls
      .filter((control) => control.clipped && !(whole === undefined && control.name))
      .map((control) => control.what);
    expect(clipped, `${state} at ${width} px: labels cut short`).toEqual([]);
    await page.screenshot({
      path: path.join(shots, `header-${state}-${width}.png`),
      clip: { x: 0, y: 0, width, height: 140 },
    });
  }
}

async function signedIn(page: Page, account: EmailAccount, name: string) {
  await page.goto('/cat1papers');
  await signInOnPage(page, { from: page, account });
  await expect(page.getByText(`Signed in as ${name}`).first()).toBeAttached();
}

test('a guest, then the sample student with an unread item: the bell and its badge beside the name, the name whole (its first word on the narrowest phones)', async ({
  page,
}) => {
  await page.goto('/cat1papers');
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expectLaidOut(page, 'guest');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInOnPage(page, { from: page, account: STUDENT });
  await expect(page.getByText('Signed in as Sample Student').first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'Inbox, 1 unread' }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expectLaidOut(page, 'student', { whole: 'Sample Student' });
});

test('the sample moderator: the name whole (its first word on the narrowest phones)', async ({
  page,
}) => {
  await signedIn(page, MODERATOR, 'Sample Moderator');
  await expect(page.getByRole('button', { name: /^Inbox/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expectLaidOut(page, 'moderator', { whole: 'Sample Moderator' });
});

test('a name longer than the room: shortened with an ellipsis, covering nothing', async ({
  page,
}) => {
  const account = await newEmailAccount('a-rather-long-student-address');
  await signedIn(page, account, account.email);
  await expect(page.getByRole('button', { name: /^Inbox/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expectLaidOut(page, 'long-name');
});
