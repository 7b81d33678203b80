/** The timings every app must agree on at run time; /config.json may override the start-up ones. */

/** Every lazy load (shell chunks, remote chunks, remoteEntry scripts, manifests) gives up after this. */
export const LOAD_TIMEOUT_MS = 120_000;

/** Default wait after the sign-in state is reported before the app renders (config may override). */
export const STARTUP_DELAY_MS = 2_300;
/** How long the start-up waits for data before it shows the retry message (config may override). */
export const DATA_TIMEOUT_MS = 20_000;
