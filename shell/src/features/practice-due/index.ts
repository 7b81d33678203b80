/**
 * The practice feature's public entry in the shell: "Due today" (fetched where it shows) and the
 * morning inbox item's once-a-day look. Neither is in the first view.
 */
export { LazyDueToday } from './components/lazy-due-today';
export { checkTheMorning } from './data/morning-check';
