/**
 * Values every app must agree on at run time: the load timeout, the start-up defaults, the
 * stored paths and the coins a watched ad is worth. App-owned values live in their app.
 */

/** Every lazy load (shell chunks, remote chunks, remoteEntry scripts, manifests) gives up after this. */
export const LOAD_TIMEOUT_MS = 120_000;

/** Default wait after the sign-in state is reported before the app renders (config may override). */
export const STARTUP_DELAY_MS = 2_300;
/** How long the start-up waits for data before it shows the retry message (config may override). */
export const DATA_TIMEOUT_MS = 20_000;

/** Coins the data layer adds for one watched ad (shown by the shell, stored by rewardAdView). */
export const AD_REWARD_COINS = 30;
/** Round descriptions a stored placement record may hold. */
export const MAX_STORED_ROUND_TEXTS = 10;

/** Realtime Database paths read once at start-up. */
export const COLLECTION_PATHS = ['cat1', 'cat2', 'fat', 'materials', 'faqs', 'placements'] as const;
export const USERS_PATH = 'users';
/** Storage folder holding paper and material PDFs. */
export const PDF_FOLDER = 'images';

/**
 * Where the contribute section keeps papers waiting to be sent on this device (IndexedDB, one
 * database with one store, through idb-keyval): the section writes and sends them; the shell
 * only counts them, to send them from whichever page the site is reopened on.
 */
export const CONTRIBUTE_OUTBOX = { database: 'vithelper-contribute', store: 'outbox' } as const;
