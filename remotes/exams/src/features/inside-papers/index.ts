/**
 * "Inside papers"' public entry: the list's section, the viewer's highlighted words and the
 * reading of a hit's address. Each part loads its own code on first use.
 */
export { InsidePapersSlot, prepareInsidePapers } from './components/inside-papers-slot';
export { ViewerFind } from './components/viewer-find';
export { readHitParams } from './data/hit-link';
