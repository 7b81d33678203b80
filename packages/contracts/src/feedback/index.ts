/** @vithelper/contracts/feedback: reports, requests and the trash, their limits and stored paths. */
export * from './feedback';
