/**
 * The public entry of @vithelper/shared: the bus's read side, hooks and data functions. What the
 * apps agree on (schemas, types, exams, paths) is @vithelper/contracts, which each app bundles;
 * the bus's writers are @vithelper/shared/bus-writers, the shell's alone.
 */
export type * from './ui/remote-route';
export {
  user$,
  coins$,
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
export { connectFirebase, connectFirebaseWhenIdle } from './data/firebase';
export { databaseReady, storageReady } from './data/firebase-handles';
export { completeList, rereadCollection, whenContentRead, whenListWhole } from './bus/lists';
export { signOut } from './data/session';
export {
  checkEmailVerified,
  sendVerificationEmail,
  signIn,
  switchToExistingAccount,
  SignInError,
} from './data/account';
export { getPdfUrl, lookUpPdfUrl, openPdf, PdfLookupError } from './data/get-pdf-url';
export { accountReady } from './data/account-ready';
export { loadSectionModule, setSectionModuleLoader } from './data/section-modules';
// The list search (./search/filter.ts) is not here: it is the entry point
// @vithelper/shared/search, which each app that searches bundles, so a ranking change is a
// change of that app alone and never of the shell's singleton (decision 006).
export { ROUTER_FUTURE } from './ui/router-future';
export { usePageTitle } from './ui/use-page-title';
// Saved and recently opened papers and the PDFs kept on the device are not here either: they
// are the entry points @vithelper/shared/saved-papers and @vithelper/shared/pdf-cache, bundled by
// each app that uses them, so a change to a list's rule is never a shell deploy (decision 006).
// Their copies agree through what they store: the lists' keys and entries (saved-papers.ts), the
// cache's name (pdf-cache.ts) and each document's key (@vithelper/contracts/papers).
export { rememberedAccount } from './data/remembered-account';
export { feedbackReady } from './data/feedback';
export type { FeedbackConnection } from './data/feedback';
