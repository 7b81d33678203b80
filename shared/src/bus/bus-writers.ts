/**
 * The bus's writers: the settings, the account and the lists. The shell is their only
 * user outside this package (it owns the start-up and the session); eslint.config.mjs refuses a
 * remote's import of this entry point, as a remote only reads the bus (@vithelper/shared). The
 * same module as the package's own (./event-bus.ts), so one set of subjects on the page.
 */
export {
  setCollections,
  replaceList,
  setUnreadable,
  setArrival,
  setAccount,
  setConfig,
} from './event-bus';
export { setListReader } from './lists';
