import fs from 'node:fs';
import path from 'node:path';
import { articleBodies } from './src/features/articles/data/article-bodies';
import { countWords } from './src/features/articles/data/count-words';

/**
 * The blog list shows each article's reading time but must not download six bodies for it, so
 * the words are counted here, when the build starts, into a small JSON module the list imports.
 */
export const WORD_COUNTS_FILE = path.join(__dirname, 'src/features/articles/data/word-counts.json');

export function computeWordCounts(): Record<string, number> {
  return Object.fromEntries(
    Object.entries(articleBodies).map(([slug, blocks]) => [slug, countWords(blocks)]),
  );
}

/** Writes word-counts.json when the counts changed (an unchanged file keeps watch builds quiet). */
export function writeWordCounts(): void {
  const text = `${JSON.stringify(computeWordCounts(), null, 2)}\n`;
  const current = fs.existsSync(WORD_COUNTS_FILE) ? fs.readFileSync(WORD_COUNTS_FILE, 'utf8') : '';
  if (current !== text) fs.writeFileSync(WORD_COUNTS_FILE, text);
}
