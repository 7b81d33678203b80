import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/** `npm run screenshots`: every route at 1280 px and 390 px, PNGs in screenshots/ (git-ignored). */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'capture.shot.ts',
  reporter: [['list']],
  timeout: 600_000,
});
