/**
 * The questions of each paper, read from the course banks (scripts/questions/build-banks.ts), for
 * the inside-papers index to name the question a hit is in (packages/search-index/src/questions.ts).
 * No banks (never built, or a damaged file) only leaves those hits paper-level.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { courseBankSchema } from '@vithelper/contracts/questions';
import type { PaperQuestion } from '@vithelper/search-index';

/** Each paper's questions by `<kind>/<paper id>`, and a hash of the banks they came from. */
export function bankQuestions(banksDir: string): {
  byPaper: Map<string, PaperQuestion[]>;
  hash: string;
} {
  const byPaper = new Map<string, PaperQuestion[]>();
  const hash = createHash('sha256');
  const dir = join(banksDir, 'courses');
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    hash.update(file).update(text);
    let bank;
    try {
      bank = courseBankSchema.parse(JSON.parse(text));
    } catch {
      continue;
    }
    for (const { id, number, marks, page, top, text: words, kind, paper } of bank.questions) {
      const key = `${kind}/${paper}`;
      (byPaper.get(key) ?? byPaper.set(key, []).get(key)!).push({
        id,
        number,
        marks,
        page,
        top,
        text: words,
      });
    }
  }
  return { byPaper, hash: hash.digest('hex') };
}
