/** Shape of /config.json, read by the shell (and a standalone remote) at start-up. */

export type FirebaseSettings = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  databaseURL: string;
  storageBucket: string;
  appId?: string;
};

export type EmulatorSettings = {
  /** host:port of each emulator, e.g. "127.0.0.1:9000". */
  database: string;
  auth: string;
  storage: string;
};

export type SocialLink = {
  label: string;
  url: string;
};

export type RuntimeConfig = {
  firebase: FirebaseSettings;
  /** Present locally and in tests: the SDK talks to these instead of production. */
  emulators?: EmulatorSettings;
  startupDelayMs: number;
  dataTimeoutMs: number;
  /** Override of LOAD_TIMEOUT_MS; only tests shorten it. */
  remoteLoadTimeoutMs?: number;
  links: {
    discord: string;
    appStore: string;
    email: string;
    shareExperienceForm: string;
    social: SocialLink[];
  };
};
