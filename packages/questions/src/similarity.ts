/**
 * How alike two questions' texts are, 0 to 1: the larger of the TF-IDF cosine of their content
 * words (./normalise.ts) and the Dice coefficient of their letter trigrams. Words catch rewording
 * and changed values; trigrams catch OCR noise that breaks words. Weights come from the questions
 * being grouped, so a word every question of the course uses ("algorithm") counts for little.
 */
import { contentWords, trigrams } from './normalise';

export type Profile = { weights: Map<string, number>; norm: number; grams: Set<string> };

export function profiles(texts: readonly string[]): Profile[] {
  const words = texts.map(contentWords);
  const documents = new Map<string, number>();
  for (const list of words)
    for (const word of new Set(list)) documents.set(word, (documents.get(word) ?? 0) + 1);
  const count = texts.length;
  return words.map((list) => {
    const weights = new Map<string, number>();
    for (const word of list) {
      if (word === '#') continue;
      const idf = Math.log((count + 1) / ((documents.get(word) ?? 0) + 1)) + 1;
      weights.set(word, (weights.get(word) ?? 0) + idf);
    }
    const norm = Math.sqrt([...weights.values()].reduce((sum, w) => sum + w * w, 0));
    return { weights, norm, grams: trigrams(list) };
  });
}

export function similarity(a: Profile, b: Profile): number {
  let dot = 0;
  for (const [word, weight] of a.weights) dot += weight * (b.weights.get(word) ?? 0);
  const cosine = a.norm && b.norm ? dot / (a.norm * b.norm) : 0;
  let shared = 0;
  for (const gram of a.grams) if (b.grams.has(gram)) shared += 1;
  const total = a.grams.size + b.grams.size;
  const dice = total ? (2 * shared) / total : 0;
  return Math.max(cosine, dice);
}
