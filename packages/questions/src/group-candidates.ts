/**
 * The pairs worth scoring (docs/questions.md, "Finding the pairs to score"): every pair whose
 * score (./similarity.ts: the larger of the TF-IDF cosine and the trigram Dice) can reach the
 * threshold t, and few others, without trying every pair of a course. Exact, not estimated:
 * prefix filtering, as set-similarity joins do it. Every word (and trigram) is ranked by how few
 * questions use it, rarest first. A question's prefix is its rarest words, as many as it takes
 * for the rest (its tail) to be unable to reach t alone: for the cosine, a tail whose weights'
 * norm is under t (both vectors have norm 1, so the tail's share of any cosine is under t); for a
 * Dice of t over n trigrams, which needs t·n/(2−t) of them shared, a tail of one fewer. Two
 * questions that reach t share a word in both prefixes (the first they share: past either one's
 * prefix, all they share would be in that one's tail), so an index of the prefixes finds every
 * such pair, and the prefixes' rare words keep its lists short.
 */
import type { Profile } from './similarity';

/** Rounding room: a bound a hair under the threshold keeps a prefix one word longer, never shorter. */
const ROOM = 1e-9;

/** Each token's rank, rarest first (ties by the token, so a run gives the same order every time). */
function ranks(sets: ReadonlyArray<Iterable<string>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const set of sets) for (const token of set) counts.set(token, (counts.get(token) ?? 0) + 1);
  const order = [...counts].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
  return new Map(order.map(([token], rank) => [token, rank]));
}

/** A question's words by rank, cut after the last one a pair reaching the threshold may need. */
function cosinePrefix(profile: Profile, rank: Map<string, number>, threshold: number): number[] {
  if (!profile.norm) return [];
  const words = [...profile.weights].sort((a, b) => rank.get(a[0])! - rank.get(b[0])!);
  const floor = threshold * threshold * (1 - ROOM);
  let tail = 0;
  let length = words.length;
  // Grow the tail from the commonest word while what it holds stays under the threshold.
  while (length > 0) {
    const share = words[length - 1]![1] / profile.norm;
    if (tail + share * share >= floor) break;
    tail += share * share;
    length -= 1;
  }
  return words.slice(0, length).map(([word]) => rank.get(word)!);
}

/** A question's trigrams by rank, all but the tail too short to give a Dice of the threshold. */
function dicePrefix(profile: Profile, rank: Map<string, number>, threshold: number): number[] {
  const grams = [...profile.grams].map((gram) => rank.get(gram)!).sort((a, b) => a - b);
  const needed = Math.max(1, Math.ceil((threshold * grams.length) / (2 - threshold) - ROOM));
  return grams.slice(0, Math.max(0, grams.length - needed + 1));
}

/**
 * Calls `visit(a, b)`, a < b, once for each pair of profiles that may score `threshold` or more:
 * every pair that does is among them.
 */
export function forEachCandidate(
  profiles: readonly Profile[],
  threshold: number,
  visit: (a: number, b: number) => void,
): void {
  if (threshold <= 0) {
    // Every pair scores 0 or more, those sharing nothing too.
    for (let b = 1; b < profiles.length; b += 1) for (let a = 0; a < b; a += 1) visit(a, b);
    return;
  }
  const wordRank = ranks(profiles.map((profile) => profile.weights.keys()));
  const gramRank = ranks(profiles.map((profile) => profile.grams));
  /** Word rank to the questions with it in their prefix. */
  const byWord = new Map<number, number[]>();
  /** Trigram rank to the questions with it in their prefix, and its place in each one's trigrams. */
  const byGram = new Map<number, number[]>();
  const sizes = profiles.map((profile) => profile.grams.size);
  // Per question met while probing for `b`: when it was last met (b), and what that meeting found.
  const met = new Int32Array(profiles.length).fill(-1);
  const byWords = new Uint8Array(profiles.length);
  const shared = new Int32Array(profiles.length);
  const found: number[] = [];
  const meet = (a: number, b: number) => {
    if (met[a] === b) return;
    met[a] = b;
    byWords[a] = 0;
    shared[a] = 0;
    found.push(a);
  };
  profiles.forEach((profile, b) => {
    found.length = 0;
    for (const word of cosinePrefix(profile, wordRank, threshold)) {
      const list = byWord.get(word);
      if (!list) {
        byWord.set(word, [b]);
        continue;
      }
      for (const a of list) {
        meet(a, b);
        byWords[a] = 1;
      }
      list.push(b);
    }
    // Trigrams: a pair stops counting once the trigrams left to both cannot bring their shared
    // ones up to what a Dice of `threshold` needs (-1 marks it), as set-similarity joins' positional
    // filter does.
    const size = sizes[b]!;
    const prefix = dicePrefix(profile, gramRank, threshold);
    prefix.forEach((gram, place) => {
      const list = byGram.get(gram);
      if (!list) {
        byGram.set(gram, [b, place]);
        return;
      }
      for (let at = 0; at < list.length; at += 2) {
        const a = list[at]!;
        meet(a, b);
        if (shared[a]! < 0) continue;
        const needed = Math.ceil((threshold * (sizes[a]! + size)) / 2 - ROOM);
        const left = Math.min(size - place - 1, sizes[a]! - list[at + 1]! - 1);
        shared[a] = shared[a]! + 1 + left < needed ? -1 : shared[a]! + 1;
      }
      list.push(b, place);
    });
    for (const a of found.sort((x, y) => x - y)) if (byWords[a] || shared[a]! > 0) visit(a, b);
  });
}
