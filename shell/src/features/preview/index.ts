/** The preview feature's public entry: the state the remotes' release choice reads. */
export type { PreviewState } from './data/preview';
