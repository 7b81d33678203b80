/** Business constants of the product (spec §9) and the load timeout, in one place. */

/** Every lazy load (shell chunks, remote chunks, remoteEntry scripts, manifests) gives up after this. */
export const LOAD_TIMEOUT_MS = 120_000;

/** Default wait after the sign-in state is reported before the app renders (config may override). */
export const STARTUP_DELAY_MS = 2_300;
/** How long the start-up waits for data before it shows the retry message (config may override). */
export const DATA_TIMEOUT_MS = 20_000;

export const REVIEW_PREVIEW_CHARS = 165;
export const SCROLL_BUTTON_THRESHOLD_PX = 300;
export const SCROLL_THROTTLE_MS = 200;
export const RESIZE_DEBOUNCE_MS = 200;
export const NARROW_LAYOUT_MAX_PX = 1100;
export const MODAL_CLOSE_MS = 200;
export const AD_DISPLAY_MS = 10_000;
export const AD_REWARD_COINS = 30;
/** Positions in the placements list featured on the placements home page. */
export const FEATURED_REVIEW_POSITIONS: readonly number[] = [0, 8, 2, 3, 7, 5];
export const FEATURED_REVIEW_COUNT = 3;
export const MAX_ROUND_TEXTS = 10;
export const PRIVACY_MIN_AGE = 18;
export const PRIVACY_RESPONSE_DAYS = 30;
export const PRIVACY_LAST_UPDATED = 'December 13, 2020';

/** Realtime Database paths read once at start-up. */
export const COLLECTION_PATHS = ['cat1', 'cat2', 'fat', 'materials', 'faqs', 'placements'] as const;
export const USERS_PATH = 'users';
/** Storage folder holding paper and material PDFs. */
export const PDF_FOLDER = 'images';
