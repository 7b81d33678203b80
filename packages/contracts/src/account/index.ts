/** @vithelper/contracts/account: who is signed in, how, the stored user record, and what a refusal says. */
export * from './account';
export * from './auth-errors';
