/**
 * The lazy front of the contribution data layer (contributions-sdk.ts), for the pages: no
 * firebase/* import here. A remote reaches the SDK through this module of the shared singleton,
 * so its calls run on the shell's Firebase app (one auth, one database connection), not on a
 * copy of the SDK bundled into the remote.
 */
import type { ContributionHandles } from './contributions-sdk';
import { firebaseReady } from './firebase';

type ContributionsSdk = typeof import('./contributions-sdk');
export type ContributionsConnection = { sdk: ContributionsSdk; handles: ContributionHandles };

let connecting: Promise<ContributionsConnection> | null = null;

/** The contribution SDK with the page's database and storage handles (loads both on first use). */
export function contributionsReady(): Promise<ContributionsConnection> {
  connecting ??= Promise.all([
    firebaseReady(),
    import(/* webpackChunkName: "contributions" */ './contributions-sdk'),
  ]).then(([{ handles }, sdk]) => ({ sdk, handles: sdk.connectContributions(handles) }));
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}
