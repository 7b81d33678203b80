/**
 * A repeat visit's first screen, drawn from the HTML alone (docs/performance.md, "Warm repeat
 * visit"): once a catalogue page has shown its content, the shell keeps a copy of
 * what it drew (keepFirstScreen, from startup/start.tsx). The next visit's boot script
 * (shell/src/startup/boot/boot-script.ts) shows that copy, inert, as soon as the page's HTML is parsed
 * and the copy's stylesheets have loaded, while the code starts; the moment the app has drawn
 * the page itself, the copy gives way to it (showFirstScreen). Only a site without a start-up
 * delay keeps copies: with one, its loader shows first (docs/product.md, "Start-up"). A copy is
 * only of public pages, never of what is this student's (the account control, the coins, the
 * inbox) or of this moment (an alert, a dialog, a search typed), and only for the build and the
 * window width that drew it.
 */
import { PAPER_LIST_ROUTES } from '@vithelper/contracts/papers/paths';

/** The catalogue's public pages: the ones kept. */
const FIRST_SCREEN_ROUTES: ReadonlySet<string> = new Set([
  '/',
  ...Object.values(PAPER_LIST_ROUTES),
  '/materials',
  '/faqs',
  '/placements',
  '/blogs',
]);

export const FIRST_SCREENS_KEY = 'vithelper.firstScreens';
/** A copy older than this is not shown: the page has likely changed more than a moment's worth. */
export const FIRST_SCREEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * At most this long the copy waits for the app; then the app's own page (or loader) shows.
 * A tap or a key on the copy ends the wait at once.
 */
export const COPY_SHOWN_AT_MOST_MS = 10_000;
/** A copy larger than this is not kept (a page drawn whole instead of a screen). */
const MAX_HTML_CHARS = 200_000;
/** The copy's inline styles, kept aside: the site's CSP applies a style only set through the CSSOM. */
const STYLE_ATTRIBUTE = 'data-vh-style';
/**
 * The copy's stylesheets are linked at their address with this fragment: the same file, but
 * not the link the app's own loaders find and reuse, so the copy's can be taken away with it.
 */
const LINK_FRAGMENT = '#vh-first-screen';
/**
 * Parts that are this student's (the header's account control and coins, which carry
 * data-first-screen="leave-out") or this moment's, or that would run or load something.
 */
const LEFT_OUT =
  '[data-first-screen="leave-out"], [role="alert"], [role="dialog"], dialog, script, style, link, meta, base, iframe, object, embed, canvas, video, audio, template, noscript';
/** What in the app's page says it is still loading: the start-up loader or a section's. */
const LOADING = '.vh-loader, .vh-boot:not(.vh-boot--failed)';

/** One kept page. */
export type FirstScreen = {
  path: string;
  /** The shell's entry script of the build that drew it: its name carries the build's hash. */
  shell: string;
  html: string;
  /** The stylesheets the page had, as absolute URLs. */
  styles: string[];
  /** The window's width it was drawn at: long lists place their rows for a width. */
  width: number;
  savedAt: number;
};

/** A stylesheet's address as kept: http(s), a .css file, no fragment. */
const isStylesheetUrl = (href: string): boolean => /^https?:\/\/[^#]+\.css$/.test(href);

const shellScript = (doc: Document): string | null =>
  doc.querySelector<HTMLScriptElement>('head script[src]')?.src ?? null;

function isFirstScreen(value: unknown): value is FirstScreen {
  const screen = value as FirstScreen | null;
  return (
    !!screen &&
    typeof screen.path === 'string' &&
    typeof screen.shell === 'string' &&
    typeof screen.html === 'string' &&
    typeof screen.savedAt === 'number' &&
    typeof screen.width === 'number' &&
    Array.isArray(screen.styles) &&
    screen.styles.every((href) => typeof href === 'string')
  );
}

export function readFirstScreens(storage: Storage | undefined): FirstScreen[] {
  try {
    const screens = JSON.parse(storage?.getItem(FIRST_SCREENS_KEY) ?? '[]') as unknown;
    return Array.isArray(screens) ? screens.filter(isFirstScreen) : [];
  } catch {
    return [];
  }
}

/** The page as it is now, to keep; null when it is not one to keep. */
export function drawFirstScreen(root: HTMLElement, now = Date.now()): FirstScreen | null {
  const doc = root.ownerDocument;
  const { pathname, search } = doc.location;
  const shell = shellScript(doc);
  if (!FIRST_SCREEN_ROUTES.has(pathname) || search || !shell) return null;
  if (!root.querySelector('main') || root.querySelector(LOADING)) return null;
  // Scrolled down, a long list has drawn the rows down there, not its top.
  const view = doc.defaultView;
  if (!view || view.scrollY > 0) return null;
  // A search typed or a field filled in: not the page as it opens.
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  if ([...fields].some((field) => field.value !== '' && field.type !== 'checkbox')) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const part of copy.querySelectorAll(LEFT_OUT)) part.remove();
  for (const element of copy.querySelectorAll('*')) {
    const style = element.getAttribute('style');
    if (style) element.setAttribute(STYLE_ATTRIBUTE, style);
    // Ids would repeat the app's own while both are in the page.
    for (const name of ['style', 'id', 'autofocus']) element.removeAttribute(name);
  }
  const html = copy.innerHTML;
  if (html.length > MAX_HTML_CHARS) return null;
  const styles = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => link.href)
    .filter(isStylesheetUrl);
  return { path: pathname, shell, html, styles, width: view.innerWidth, savedAt: now };
}

/** Keeps a page's copy, one per page; the oldest go first when storage is short. */
export function keepFirstScreen(screen: FirstScreen | null, storage: Storage | undefined): void {
  if (!storage || !screen) return;
  const screens = [screen, ...readFirstScreens(storage).filter((s) => s.path !== screen.path)];
  for (let count = screens.length; count > 0; count--) {
    try {
      storage.setItem(FIRST_SCREENS_KEY, JSON.stringify(screens.slice(0, count)));
      return;
    } catch {
      // Full: keep fewer.
    }
  }
}

/** Forgets every kept page: a site with a start-up delay shows its loader first (docs/product.md). */
export function forgetFirstScreens(storage: Storage | undefined): void {
  try {
    storage?.removeItem(FIRST_SCREENS_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** Takes out of a copy anything that could run or load: it came from storage. */
function cleanCopy(content: DocumentFragment): void {
  for (const part of content.querySelectorAll(LEFT_OUT)) part.remove();
  for (const element of content.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      if (/^on/i.test(name) || /^\s*javascript:/i.test(value)) element.removeAttribute(name);
    }
  }
}

/** A student's input while the copy shows: it gives way at once. */
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/** The root's own styles while the copy shows: laid out where it will be, not seen. */
const HIDDEN_ROOT: Record<string, string> = {
  position: 'absolute',
  top: '0',
  left: '0',
  right: '0',
  visibility: 'hidden',
};

/**
 * On a kept page of the same build, shows its copy in front of the app's root until the app
 * has drawn the page (or COPY_SHOWN_AT_MOST_MS has passed, or a stylesheet failed). Run by the
 * boot script, in the head: the copy goes in once the root is parsed and the copy's stylesheets
 * have loaded; until then the page is as it would be without it (its loader), never blocked.
 */
export function showFirstScreen(
  storage: Storage | undefined,
  doc: Document = document,
  now = Date.now(),
): void {
  const { pathname, search } = doc.location;
  if (search || !FIRST_SCREEN_ROUTES.has(pathname)) return;
  const screen = readFirstScreens(storage).find((s) => s.path === pathname);
  if (
    !screen ||
    screen.shell !== shellScript(doc) ||
    screen.width !== doc.defaultView?.innerWidth ||
    now - screen.savedAt > FIRST_SCREEN_MAX_AGE_MS
  )
    return;
  const shown = doc.createElement('div');
  shown.className = 'vh-first-screen';
  shown.setAttribute('inert', '');
  shown.setAttribute('aria-hidden', 'true');
  let root: HTMLElement | null = null;
  let watch: MutationObserver | null = null;
  let done = false;
  let loading = 0;
  // giveWay (below) is hoisted: every caller runs after this function has returned.
  const timer = setTimeout(giveWay, COPY_SHOWN_AT_MOST_MS);
  const links = screen.styles.filter(isStylesheetUrl).map((href) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href + LINK_FRAGMENT;
    loading += 1;
    // Never painted unstyled: the copy goes in once these have loaded.
    link.addEventListener('load', () => ((loading -= 1), reveal()), { once: true });
    link.addEventListener('error', () => giveWay());
    doc.head.append(link);
    return link;
  });
  // A copy's stylesheet goes once the app's own link to the same file has loaded (at once
  // when the app does not link it: a copy of an older section's page).
  const dropLink = (link: HTMLLinkElement) => {
    const href = link.href.slice(0, -LINK_FRAGMENT.length);
    const own = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
      (other) => other !== link && other.href === href,
    );
    if (!own || own.sheet) link.remove();
    else {
      own.addEventListener('load', () => link.remove(), { once: true });
      own.addEventListener('error', () => link.remove(), { once: true });
    }
  };
  function giveWay() {
    if (done) return;
    done = true;
    clearTimeout(timer);
    watch?.disconnect();
    for (const type of INPUT_EVENTS) doc.removeEventListener(type, giveWay, true);
    if (shown.isConnected) {
      shown.remove();
      for (const property of Object.keys(HIDDEN_ROOT)) root?.style.removeProperty(property);
    }
    links.forEach(dropLink);
  }
  // A tap or a key on the copy does nothing: what is behind it (the app, or its loader) shows.
  for (const type of INPUT_EVENTS) doc.addEventListener(type, giveWay, true);
  const appDrawn = (element: HTMLElement) =>
    !!element.querySelector('main') && !element.querySelector(LOADING);
  // The copy is in the page only once it can be seen as drawn: the root is there, the styles in.
  function reveal() {
    if (done || loading > 0 || !root || shown.isConnected) return;
    root.before(shown);
    for (const [property, value] of Object.entries(HIDDEN_ROOT))
      root.style.setProperty(property, value);
  }
  const place = (element: HTMLElement) => {
    root = element;
    const template = doc.createElement('template');
    template.innerHTML = screen.html;
    cleanCopy(template.content);
    shown.append(template.content);
    for (const styled of shown.querySelectorAll<HTMLElement>(`[${STYLE_ATTRIBUTE}]`)) {
      styled.style.cssText = styled.getAttribute(STYLE_ATTRIBUTE) ?? '';
      styled.removeAttribute(STYLE_ATTRIBUTE);
    }
    // The app drawn before the copy could show: it never does.
    watch = new MutationObserver(() => appDrawn(element) && giveWay());
    watch.observe(element, { childList: true, subtree: true });
    reveal();
  };
  const found = doc.getElementById('root');
  if (found) {
    place(found);
    return;
  }
  // In the head: the root is parsed a moment later.
  const waitForRoot = new MutationObserver(() => {
    const parsed = doc.getElementById('root');
    if (!parsed && !done) return;
    waitForRoot.disconnect();
    if (parsed && !done) place(parsed);
  });
  waitForRoot.observe(doc.documentElement, { childList: true, subtree: true });
}
