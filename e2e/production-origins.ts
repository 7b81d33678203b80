import { ports } from '../scripts/ports';

/**
 * The production origins e2e/hosting.spec.ts opens the site at (through its local TLS proxy).
 * Their pages read data from the local emulator, which answers only the origins it is told:
 * playwright.config.ts passes these to it (VH_EMULATOR_ORIGINS).
 */
export const SHELL_ORIGINS = {
  'the main domain': 'https://vithelper.web.app',
  'the firebaseapp.com domain': 'https://vithelper.firebaseapp.com',
  'a preview channel': 'https://vithelper--pr42-x7k2m1qa.web.app',
};

/**
 * e2e/offline.spec.ts serves the shell's successive deploys from an origin of their own (a
 * service worker is per origin); its pages read the emulator too, so it is on the same list.
 */
export const shellDeploysOrigin = (offset: number): string =>
  `http://127.0.0.1:${ports(offset).spare}`;
