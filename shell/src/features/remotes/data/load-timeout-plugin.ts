/**
 * Federation runtime plugin: the remoteEntry script (runtime default 20 s) gives
 * up after the same timeout as every chunk. Chunks use webpack's chunkLoadTimeout
 * from the base config; the manifest fetch uses this timeout too
 * (./manifest-fetch-plugin.ts).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LOAD_TIMEOUT_MS } from '@vithelper/contracts/runtime-config';

let timeoutMs = LOAD_TIMEOUT_MS;

/** Tests shorten it through config.json to prove the mechanism; the shipped value is 120 s. */
export function setLoadTimeout(ms: number | undefined): void {
  timeoutMs = ms && ms > 0 ? ms : LOAD_TIMEOUT_MS;
}

export const getLoadTimeout = (): number => timeoutMs;

export default function loadTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vithelper-load-timeout',
    createScript({ resourceContext }) {
      if (resourceContext?.resourceType === 'remoteEntry') return { timeout: timeoutMs };
      return undefined;
    },
  };
}
