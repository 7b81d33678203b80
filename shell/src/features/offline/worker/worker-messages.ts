/** Names the worker and the page agree on. */
export const RUNTIME_CACHE = 'vithelper-runtime';
export const CONTENT_CACHE = 'vithelper-content';
export const ASSET_CACHE = 'vithelper-assets';
/** A section's own data files: the ones its registry entry lists as `offline`, and what it read. */
export { SECTION_DATA_CACHE } from '@vithelper/contracts/questions/paths';
/** Runtime files wait this long for the network before the cached copy is used. */
export const RUNTIME_TIMEOUT_SECONDS = 3;
/** Page → worker: cache the content and every registered remote's files now (sent when the page is idle). */
export const WARM_CACHES = 'WARM_CACHES';
