/** Saved papers' public entry: the toggle and the saved ids, for the paper lists and the viewer. */
export { SaveToggle } from './components/save-toggle';
export { useSavedPaperIds } from './hooks/use-saved-paper-ids';
