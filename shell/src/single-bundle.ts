/**
 * The shell's start-up as the single-bundle baseline (bench/single-bundle/) runs it, the package
 * entry @vithelper/shell/single-bundle: the runtime config and registry, the start-up frame, the
 * app and the federation calls of startup/start.tsx, with the shell's stylesheet. No app imports it.
 */
import './app/global.css';

export { loadRuntime } from './startup/load-runtime';
export { Startup } from './startup/startup';
export { App } from './app/app';
export {
  firstScreenLoaded,
  registerRegistry,
  startRemoteFor,
} from './features/remotes/data/federation';
