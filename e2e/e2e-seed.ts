import fs from 'node:fs';
import path from 'node:path';

/** A CAT-1 record with no name: the site must skip it and still show the rest of the list. */
export const MALFORMED_PAPER_ID = '-E2E-malformed-no-name';

/** The browser suite's seed: the sample content plus one malformed record. */
export function writeE2eSeed(offset: number): string {
  const root = path.join(__dirname, '..');
  const seed = JSON.parse(fs.readFileSync(path.join(root, 'content/seed.json'), 'utf8'));
  seed.cat1[MALFORMED_PAPER_ID] = { file_name: 'NO_NAME_PAPER' };
  const file = path.join(root, '.emulator-data', `e2e-seed-${offset}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(seed));
  return file;
}
