/**
 * Federation runtime plugin: how the runtime gets a remote's mf-manifest.json.
 * The page's boot script (shell/src/startup/boot/first-section.ts) already asked for the first
 * screen's manifest while our code downloaded; that Response is taken once, for
 * exactly its URL. Any other manifest, a retry and a preview's manifest are
 * fetched afresh. Either gives up after the load timeout (./load-timeout-plugin.ts).
 *
 * The only fetch hook among the shell's plugins: the runtime calls every plugin's
 * fetch hook in turn and keeps the last answer, so a second hook would fetch the
 * manifest a second time.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeBootManifest } from '@vithelper/contracts/boot-reads';
import { withTimeout } from '../../../common/with-timeout';
import { getLoadTimeout } from './load-timeout-plugin';

/** How a fetch with AbortSignal.timeout(ms) fails when no answer comes in time. */
const timedOut = () => new DOMException('signal timed out', 'TimeoutError');

export default function manifestFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vithelper-manifest-fetch',
    fetch(url, init, _remoteInfo, resourceContext) {
      if (resourceContext?.resourceType !== 'manifest') return undefined;
      const ms = getLoadTimeout();
      const started = takeBootManifest(url);
      if (started) return withTimeout(started, ms, timedOut);
      return fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
    },
  };
}
