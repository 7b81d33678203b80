import { join } from 'node:path';
import { REPO_ROOT } from '../content/paths';

/**
 * Where `npm run search:index` writes the "inside papers" index (git-ignored): search/<kind>/ of
 * the exams remote. Its build copies the folder into its output (remotes/exams/webpack.config.ts)
 * for a deploy; the local server serves it from here (scripts/serve.ts), so a rebuild while
 * `npm start` runs is served at once.
 */
export const SEARCH_INDEX_DIR = join(REPO_ROOT, '.cache', 'search-index');

/** The address under the exams remote's origin the index is served at. */
export const SEARCH_INDEX_PATH = '/search/';
