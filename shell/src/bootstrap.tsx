/**
 * The shell's code once the federation runtime has the shared packages (index.ts), run in parts:
 * React DOM's modules in one task, the shell's (startup/start.tsx, with the shared package, the
 * router and RxJS) in the next. Both are in this chunk group ("eager": no request of their own,
 * index.html preloads them); only their evaluation waits. Run as the chunk arrives, all of it
 * was one task of 26-40 ms at 1× CPU, a long task four times over on a phone
 * (docs/performance.md, "First view").
 */
// Not @vithelper/shared's nextTask: importing that package here would run its modules in this
// first task, the one this file keeps short.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './startup/start'));

export {};
