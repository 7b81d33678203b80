/** The preview feature's public entry: the state the remotes' release choice reads. */
export type { PreviewState } from './data/preview';
// The page's boot script (shell/src/startup/boot/first-section.ts) reads the same address parameter and key.
export { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from './data/preview';
