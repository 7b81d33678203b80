/**
 * The bus's writers: the settings, the account, the coins and the lists. The shell is their only
 * user outside this package (it owns the start-up and the session); eslint.config.mjs refuses a
 * remote's import of this entry point, as a remote only reads the bus (@vithelper/shared). The
 * same module as the package's own (./event-bus.ts), so one set of subjects on the page.
 */
export {
  setCollections,
  replaceList,
  appendItem,
  upsertItem,
  removeItem,
  setUnreadable,
  setArrival,
  setAccount,
  setConfig,
  setCoins,
  login,
  logout,
} from './event-bus';
export { setListReader } from './lists';
