/**
 * The platform, @vithelper/shared: the one federation singleton. The bus's read side and hooks,
 * the session and section loading; nothing else. What the apps agree on (schemas, types, paths)
 * is @vithelper/contracts, which each app bundles; the bus's writers are
 * @vithelper/shared/bus-writers, the shell's alone.
 */
export type * from './ui/remote-route';
export {
  collections$,
  getFilter,
  setFilter,
  clearFilter,
  getConfig,
  getCollections,
  getUnreadable,
  getArrivals,
  account$,
  getAccount,
  signInRequests$,
  requestSignIn,
} from './bus/event-bus';
export type { ListArrival } from './bus/event-bus';
export * from './bus/hooks';
export { connectFirebase } from './data/firebase';
export { databaseReady, storageReady } from './data/firebase-handles';
export { completeList, rereadCollection, whenContentRead, whenListWhole } from './bus/lists';
export { signOut } from './data/session';
export { checkEmailVerified, sendVerificationEmail } from './data/account';
export { accountReady } from './data/account-ready';
export { loadSectionModule, setSectionModuleLoader } from './data/section-modules';
export { SiteRouter } from './ui/site-router';
export { usePageTitle } from './ui/use-page-title';
export { rememberedAccount } from './data/remembered-account';
