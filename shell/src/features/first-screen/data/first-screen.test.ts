import {
  drawFirstScreen,
  FIRST_SCREEN_MAX_AGE_MS,
  COPY_SHOWN_AT_MOST_MS,
  FIRST_SCREENS_KEY,
  forgetFirstScreens,
  keepFirstScreen,
  readFirstScreens,
  showFirstScreen,
  type FirstScreen,
} from './first-screen';

const SHELL = 'http://localhost/main.1a2b3c4d.js';
const SECTION_CSS = 'http://localhost:7001/routes.5e6f7a8b.css';

/** The page as index.html starts it: the shell's script in the head, the root with its loader. */
function startPage(path: string) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<script src="${SHELL}" defer></script>`;
  document.body.innerHTML =
    '<div id="root"><div class="vh-boot" role="status"><span>Loading VITHelper…</span></div></div>';
  return document.getElementById('root') as HTMLElement;
}

/** The app's catalogue page as the shell and a section draw it. */
const APP_PAGE = `
  <header><a href="/">VITHelper</a><div data-first-screen="leave-out">12</div><div data-first-screen="leave-out">Asha</div></header>
  <main id="main"><h1>CAT-1 Papers</h1>
    <input type="search" aria-label="Search">
    <p>3 papers</p>
    <div role="list" aria-label="CAT-1 Papers" style="position: relative; height: 300px;">
      <div style="transform: translateY(0px);"><div role="listitem">Calculus</div></div>
    </div>
    <div role="alert">Could not save</div>
  </main>`;

function drawApp(root: HTMLElement) {
  root.innerHTML = APP_PAGE;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = SECTION_CSS;
  document.head.append(link);
}

const screen = (over: Partial<FirstScreen> = {}): FirstScreen => ({
  path: '/cat1papers',
  shell: SHELL,
  html: '<main><h1>CAT-1 Papers</h1><p>3 papers</p><div data-vh-style="height: 300px;">Calculus</div></main>',
  styles: [SECTION_CSS],
  width: window.innerWidth,
  savedAt: Date.now(),
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('drawing a first screen to keep', () => {
  it("keeps the page's HTML without what is the student's or the moment's, its styles set aside", () => {
    const root = startPage('/cat1papers');
    drawApp(root);
    const drawn = drawFirstScreen(root, 1000);
    expect(drawn).toMatchObject({
      path: '/cat1papers',
      shell: SHELL,
      styles: [SECTION_CSS],
      width: window.innerWidth,
      savedAt: 1000,
    });
    const copy = document.createElement('div');
    copy.innerHTML = drawn?.html ?? '';
    expect(copy.textContent).toContain('CAT-1 Papers');
    expect(copy.textContent).toContain('Calculus');
    expect(copy.textContent).not.toContain('Asha');
    expect(copy.textContent).not.toContain('12');
    expect(copy.textContent).not.toContain('Could not save');
    expect(copy.querySelector('[style]')).toBeNull();
    expect(copy.querySelector('[id]')).toBeNull();
    expect(copy.querySelector('[role="list"]')?.getAttribute('data-vh-style')).toBe(
      'position: relative; height: 300px;',
    );
    // The live page is untouched.
    expect(root.querySelector('header')?.textContent).toContain('Asha');
    expect(root.querySelector('[role="list"]')?.getAttribute('style')).toContain('height: 300px');
  });

  it('keeps nothing while the page still loads, after a search is typed, scrolled down, or off the catalogue', () => {
    const loading = startPage('/cat1papers');
    expect(drawFirstScreen(loading)).toBeNull();
    const typed = startPage('/cat1papers');
    drawApp(typed);
    (typed.querySelector('input') as HTMLInputElement).value = 'calc';
    expect(drawFirstScreen(typed)).toBeNull();
    const scrolled = startPage('/cat1papers');
    drawApp(scrolled);
    window.scrollY = 400;
    expect(drawFirstScreen(scrolled)).toBeNull();
    window.scrollY = 0;
    for (const address of ['/cat1papers?q=calc', '/cat1papers/p1', '/contribute', '/moderate']) {
      const root = startPage(address);
      drawApp(root);
      expect(drawFirstScreen(root)).toBeNull();
    }
  });
});

describe('keeping first screens', () => {
  it('keeps one per page, the newest first', () => {
    keepFirstScreen(screen({ savedAt: 1 }), localStorage);
    keepFirstScreen(screen({ path: '/faqs', savedAt: 2 }), localStorage);
    keepFirstScreen(screen({ savedAt: 3 }), localStorage);
    expect(readFirstScreens(localStorage).map((s) => [s.path, s.savedAt])).toEqual([
      ['/cat1papers', 3],
      ['/faqs', 2],
    ]);
  });

  it('drops the oldest when storage is full, and reads nothing from a malformed entry', () => {
    keepFirstScreen(screen({ path: '/faqs' }), localStorage);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    setItem.mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    keepFirstScreen(screen(), localStorage);
    setItem.mockRestore();
    expect(readFirstScreens(localStorage).map((s) => s.path)).toEqual(['/cat1papers']);
    localStorage.setItem(FIRST_SCREENS_KEY, '[{"path":"/cat1papers","html":7}, "x"');
    expect(readFirstScreens(localStorage)).toEqual([]);
    localStorage.setItem(FIRST_SCREENS_KEY, '[{"path":"/cat1papers","html":7}, "x"]');
    expect(readFirstScreens(localStorage)).toEqual([]);
  });
});

describe('showing a kept first screen', () => {
  const shown = () => document.querySelector<HTMLElement>('.vh-first-screen');
  /** The copy's stylesheets have loaded (jsdom loads none itself). */
  const stylesLoaded = () => {
    for (const link of document.querySelectorAll('link[href$="#vh-first-screen"]'))
      link.dispatchEvent(new Event('load'));
  };
  const ownStylesheets = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href);

  it('shows the copy, inert, in front of the hidden root, with its styles through the CSSOM', () => {
    keepFirstScreen(screen(), localStorage);
    const root = startPage('/cat1papers');
    showFirstScreen(localStorage);
    stylesLoaded();
    expect(shown()?.textContent).toContain('3 papers');
    expect(shown()?.hasAttribute('inert')).toBe(true);
    expect(shown()?.getAttribute('aria-hidden')).toBe('true');
    expect(shown()?.nextElementSibling).toBe(root);
    expect(root.style.visibility).toBe('hidden');
    expect(shown()?.querySelector<HTMLElement>('div')?.style.height).toBe('300px');
    expect(shown()?.querySelector('[data-vh-style]')).toBeNull();
    expect(ownStylesheets()).toEqual([`${SECTION_CSS}#vh-first-screen`]);
  });

  it('gives way once the app has drawn the page, its stylesheet once the app has its own', () => {
    keepFirstScreen(screen(), localStorage);
    const root = startPage('/cat1papers');
    showFirstScreen(localStorage);
    stylesLoaded();
    return new Promise<void>((resolve) => {
      // The app's loader first: the copy stays.
      root.innerHTML = '<main><div class="vh-loader" role="status">Loading…</div></main>';
      setTimeout(() => {
        expect(shown()).not.toBeNull();
        drawApp(root);
        setTimeout(() => {
          expect(shown()).toBeNull();
          expect(root.style.visibility).toBe('');
          expect(root.style.position).toBe('');
          // The app's own link has not loaded yet (no sheet): the copy's waits for it.
          expect(ownStylesheets()).toEqual([`${SECTION_CSS}#vh-first-screen`, SECTION_CSS]);
          const own = document.querySelector<HTMLLinkElement>(`link[href="${SECTION_CSS}"]`);
          own?.dispatchEvent(new Event('load'));
          expect(ownStylesheets()).toEqual([SECTION_CSS]);
          resolve();
        }, 0);
      }, 0);
    });
  });

  it('is not in the page until its stylesheets have loaded: the loader shows meanwhile', () => {
    keepFirstScreen(screen(), localStorage);
    const root = startPage('/cat1papers');
    showFirstScreen(localStorage);
    expect(shown()).toBeNull();
    expect(root.style.visibility).toBe('');
    expect(root.textContent).toContain('Loading VITHelper…');
    stylesLoaded();
    expect(shown()).not.toBeNull();
  });

  it('gives way when a stylesheet fails, or after the longest wait', () => {
    keepFirstScreen(screen(), localStorage);
    const root = startPage('/cat1papers');
    showFirstScreen(localStorage);
    document.querySelector('link')?.dispatchEvent(new Event('error'));
    stylesLoaded();
    expect(shown()).toBeNull();
    expect(root.style.visibility).toBe('');
    expect(ownStylesheets()).toEqual([]);

    jest.useFakeTimers();
    startPage('/cat1papers');
    showFirstScreen(localStorage);
    stylesLoaded();
    expect(shown()).not.toBeNull();
    jest.advanceTimersByTime(COPY_SHOWN_AT_MOST_MS);
    expect(shown()).toBeNull();
  });

  it('gives way at once to a tap or a key: what is behind it shows', () => {
    for (const input of [new Event('pointerdown'), new KeyboardEvent('keydown', { key: 'a' })]) {
      keepFirstScreen(screen(), localStorage);
      const root = startPage('/cat1papers');
      showFirstScreen(localStorage);
      stylesLoaded();
      expect(shown()).not.toBeNull();
      document.body.dispatchEvent(input);
      expect(shown()).toBeNull();
      expect(root.style.visibility).toBe('');
    }
  });

  it('shows nothing once the kept pages are forgotten (a site with a start-up delay)', () => {
    keepFirstScreen(screen(), localStorage);
    forgetFirstScreens(localStorage);
    startPage('/cat1papers');
    showFirstScreen(localStorage);
    stylesLoaded();
    expect(shown()).toBeNull();
    expect(localStorage.getItem(FIRST_SCREENS_KEY)).toBeNull();
  });

  it('shows nothing for another build, another width, an old copy, another page or a search', () => {
    const cases: [Partial<FirstScreen>, string][] = [
      [{ shell: 'http://localhost/main.99999999.js' }, '/cat1papers'],
      [{ width: window.innerWidth + 200 }, '/cat1papers'],
      [{ savedAt: Date.now() - FIRST_SCREEN_MAX_AGE_MS - 1 }, '/cat1papers'],
      [{}, '/cat2papers'],
      [{}, '/cat1papers?q=calc'],
    ];
    for (const [over, address] of cases) {
      localStorage.clear();
      keepFirstScreen(screen(over), localStorage);
      startPage(address);
      showFirstScreen(localStorage);
      stylesLoaded();
      expect(shown()).toBeNull();
      expect(document.querySelector('link')).toBeNull();
    }
  });

  it('takes out of a stored copy anything that could run or load', () => {
    keepFirstScreen(
      screen({
        html: '<main><p onclick="alert(1)">3 papers</p><a href="javascript:alert(2)">x</a><script>alert(3)</script><iframe src="https://example.com"></iframe><img src="x" onerror="alert(4)"></main>',
        styles: [SECTION_CSS, 'javascript:alert(5)', 'https://example.com/a.css#x'],
      }),
      localStorage,
    );
    startPage('/cat1papers');
    showFirstScreen(localStorage);
    stylesLoaded();
    const copy = shown();
    expect(copy?.querySelector('script, iframe')).toBeNull();
    expect(copy?.querySelector('[onclick], [onerror]')).toBeNull();
    expect(copy?.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(ownStylesheets()).toEqual([`${SECTION_CSS}#vh-first-screen`]);
  });

  it('waits for the root when run in the head, before it is parsed', async () => {
    keepFirstScreen(screen(), localStorage);
    window.history.replaceState(null, '', '/cat1papers');
    document.head.innerHTML = `<script src="${SHELL}" defer></script>`;
    document.body.innerHTML = '';
    showFirstScreen(localStorage);
    stylesLoaded();
    expect(shown()).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    await Promise.resolve();
    expect(shown()?.textContent).toContain('3 papers');
  });
});
