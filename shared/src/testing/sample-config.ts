import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';

/** A runtime config for component tests; no network is used with it. */
export const sampleConfig: RuntimeConfig = {
  firebase: {
    apiKey: 'test-key',
    authDomain: 'test.firebaseapp.com',
    projectId: 'test',
    databaseURL: 'http://127.0.0.1:9000?ns=test',
    storageBucket: 'test.appspot.com',
  },
  startupDelayMs: 0,
  dataTimeoutMs: 1000,
  links: {
    discord: 'https://discord.gg/example',
    appStore: 'https://play.google.com/store/apps/details?id=example',
    email: 'team@example.com',
    shareExperienceForm: 'https://forms.example.com/share',
    social: [{ label: 'Instagram', url: 'https://instagram.com/example' }],
  },
};
