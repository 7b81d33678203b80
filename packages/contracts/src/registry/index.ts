/** @vithelper/contracts/registry: /remotes.json, its one schema, and the module each remote exposes. */
export * from './remotes';
export * from './registry-schema';
