/**
 * Federation runtime plugin: before any remote loads, puts the shell's own
 * federation runtime (@module-federation/runtime-core) on
 * globalThis._FEDERATION_RUNTIME_CORE. Remotes are built without a copy of
 * their own and use this one (docs/decisions/008-one-federation-runtime.md).
 *
 * It is the library's plugin, imported here as an ES module on purpose: the
 * build option `experiments.provideExternalRuntime` adds its CommonJS file,
 * which brings a second, CommonJS copy of runtime-core into main.js (+15 KB).
 */
export { default } from '@module-federation/inject-external-runtime-core-plugin';
