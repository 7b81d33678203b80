/** @vithelper/contracts/contributions: submitted papers, their limits and stored paths. */
export * from './contributions';
