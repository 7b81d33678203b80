/** @vithelper/contracts/content: the collections read at start-up and how a stored list is read. */
export * from './collections';
export * from './company-slug';
