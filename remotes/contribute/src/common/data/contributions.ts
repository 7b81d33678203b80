/**
 * The lazy front of the contribution data code (contributions-sdk.ts), for the pages: no
 * firebase/* import here. Its calls run on the session's database and storage
 * (@vithelper/shared databaseReady, storageReady: one auth, one database connection).
 */
import { databaseReady, storageReady } from '@vithelper/shared';
import type { ContributionHandles } from './contributions-sdk';

type ContributionsSdk = typeof import('./contributions-sdk');
export type ContributionsConnection = { sdk: ContributionsSdk; handles: ContributionHandles };

let connecting: Promise<ContributionsConnection> | null = null;

/** The contribution SDK with the page's database and storage handles (loads both on first use). */
export function contributionsReady(): Promise<ContributionsConnection> {
  connecting ??= Promise.all([
    databaseReady(),
    storageReady(),
    import(/* webpackChunkName: "contributions" */ './contributions-sdk'),
  ]).then(([db, storage, sdk]) => ({ sdk, handles: { db, storage } }));
  connecting.catch(() => {
    connecting = null;
  });
  return connecting;
}
