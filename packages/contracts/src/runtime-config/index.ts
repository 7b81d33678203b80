/** @vithelper/contracts/runtime-config: /config.json and the timings every app agrees on. */
export * from './runtime-config';
export * from './constants';
