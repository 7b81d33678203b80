/**
 * The shell's files the worker caches once it is active, not while it installs: the Firebase
 * SDK's (named in webpack.config.base.ts, FIREBASE_CHUNKS).
 *
 * Chromium compiles every function of a script that a worker caches while it installs, and
 * stores that code beside the file. A page that then loads the file reads all of that code on
 * its main thread. For the first view's files this pays off, since all their functions run at
 * start-up (build/webpack.compile-hints.ts marks the same files). The SDK runs a few of its
 * functions when it loads. Reading the Database SDK's stored code took 21 ms of the main
 * thread at 1× on the bench machine; with Auth's, those tasks were 54-139 ms of Lighthouse's
 * 4× estimate, among the first visit's longest (docs/performance.md, "The SDK cached once the
 * worker is active").
 */
export const cachedOnceActive = (url: string): boolean =>
  /(^|\/)firebase-[\w-]+\.[0-9a-f]{8}\.js$/.test(url);
