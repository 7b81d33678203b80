// Async boundary: shared singletons are negotiated before any app code runs.
// Named: build/webpack.preload-first-view.ts preloads this chunk group from index.html.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
