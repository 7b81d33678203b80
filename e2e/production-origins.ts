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
