/**
 * Ids of questions and groups (docs/questions.md, "Ids"). A question's id is a hash of its paper
 * and its number path, so every rebuild, and any cutting algorithm that reads the same number,
 * gives the same id; a question with no number takes a hash of its text's fingerprint instead.
 * Hashes are FNV-1a 64-bit over UTF-16 code units: small, pure and the same in Node and browsers.
 */

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

export function hash64(text: string): string {
  let hash = FNV_OFFSET;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * FNV_PRIME) & MASK;
  }
  return hash.toString(36).padStart(13, '0');
}

/** ["Q3", "(a)", "ii"] becomes "q3.a.ii"; a "-" stays, so "S1-2" (a number printed twice) is not "S12". */
export function numberKey(path: readonly string[]): string {
  return path.map((part) => part.toLowerCase().replace(/[^a-z0-9-]/g, '')).join('.');
}

/** The words of a text with numbers and punctuation dropped: what survives a changed value or OCR spacing. */
export function textFingerprint(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .slice(0, 24)
    .join(' ');
}

export function questionId(paper: string, path: readonly string[], text = ''): string {
  const key = numberKey(path);
  return key
    ? `q_${hash64(`${paper}#${key}`)}`
    : `q_${hash64(`${paper}~${textFingerprint(text)}`)}`;
}

/** A group made anew is named after its earliest member (the first question the caller gave). */
export function groupIdFor(earliestMember: string): string {
  return `g_${hash64(earliestMember)}`;
}
