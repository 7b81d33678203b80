import type { OpenedPdf } from '../features/viewer/data/prepare-pdf';

/** A page as the fake pdf.js hands it out: 600 × 800 at scale 1, and the words on it. */
type FakePdfPage = {
  words: string;
  getViewport: (options: { scale: number }) => { width: number; height: number };
  render: () => { promise: Promise<void>; cancel: () => void };
};

/**
 * An opened document of `pages` pages, as pdf.js would give it the viewer: page N says
 * "Words of page N" (once a test's renderTextLayer mock writes them); `draw(n)` is when page n
 * finishes drawing (at once by default, never for a page that fails).
 */
export function fakeOpenedPdf(
  pages: number,
  draw: (page: number) => Promise<void> = () => Promise.resolve(),
): OpenedPdf {
  const page = (number: number): FakePdfPage => ({
    words: `Words of page ${number}`,
    getViewport: ({ scale }) => ({ width: 600 * scale, height: 800 * scale }),
    render: () => ({ promise: draw(number), cancel: () => undefined }),
  });
  return {
    bytes: new ArrayBuffer(8),
    doc: { numPages: pages, getPage: (n: number) => Promise.resolve(page(n)) } as never,
    close: () => Promise.resolve(),
    baseWidth: 600,
    ratio: 800 / 600,
    firstText: null,
  };
}

/**
 * IntersectionObserver as the browser runs it, driven by the test: `scrollNear(el)` tells the
 * observers watching `el` that it has come within their margin.
 */
export function fakeIntersections() {
  const watching = new Set<{ target: Element; callback: IntersectionObserverCallback }>();
  const margins: string[] = [];
  class FakeIntersectionObserver {
    private readonly mine = new Set<{ target: Element; callback: IntersectionObserverCallback }>();
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options?: IntersectionObserverInit,
    ) {
      margins.push(options?.rootMargin ?? '');
    }
    observe(target: Element) {
      const entry = { target, callback: this.callback };
      this.mine.add(entry);
      watching.add(entry);
    }
    disconnect() {
      for (const entry of this.mine) watching.delete(entry);
      this.mine.clear();
    }
  }
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
  return {
    margins,
    /** How many elements are still watched (a page drawn once is watched no more). */
    watched: () => watching.size,
    scrollNear(target: Element) {
      for (const entry of [...watching]) {
        if (entry.target === target)
          entry.callback(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      }
    },
  };
}

/** A promise the test settles when it chooses: a download or an open still under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
