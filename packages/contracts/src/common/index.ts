/** @vithelper/contracts/common: the checks of stored texts and of links other people write. */
export * from './chars';
export * from './text';
export * from './site-links';
export * from './safe-url';
