import { afterFirstPaint } from './boot/after-first-paint';

// Async boundary: shared singletons are negotiated before any app code runs, once the loader
// from index.html is on screen.
// Named: build/webpack.preload-first-view.ts preloads this chunk group from index.html.
afterFirstPaint(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
