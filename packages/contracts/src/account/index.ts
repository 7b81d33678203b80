/** @vithelper/contracts/account: who is signed in, how, and the stored user record. */
export * from './account';
