import { inNextTask } from './common/message-task';

// Async boundary: shared singletons are negotiated before any app code runs.
// Named: build/webpack.preload-first-view.ts preloads this chunk group from index.html.
// In a task of its own: the negotiation (the federation runtime's loadShare for each singleton the
// chunk group consumes) is not added to the task that evaluated this file and started the runtime
// (docs/performance.md, "What main.js's evaluation spends").
inNextTask(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
