import { join } from 'node:path';
import { REPO_ROOT } from '../content/paths';

/**
 * Where `npm run questions:banks` writes the course banks (git-ignored). The courses remote's
 * build copies the folder into its output (remotes/courses/webpack.config.ts) for a deploy; the
 * local server serves it from here (scripts/serve.ts), as it does the search index.
 */
export const QUESTIONS_DATA_DIR = join(REPO_ROOT, '.cache', 'questions');
