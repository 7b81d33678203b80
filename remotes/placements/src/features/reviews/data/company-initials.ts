/** Initials shown when a company has no logo: "Goldman Sachs" → "GS", "Zoho" → "Z". */
export function companyInitials(companyName: string): string {
  const words = companyName.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return initials ? initials.toUpperCase() : '?';
}

// Dark enough for white initials to pass WCAG AA contrast.
const PALETTE = ['#1b3a6b', '#0f5e5a', '#5b2c83', '#8a3b12', '#2f5d1f', '#7a1f3d', '#23527c'];

/** The same company always gets the same colour. */
export function companyColour(companyName: string): string {
  let hash = 0;
  for (const char of companyName) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] as string;
}
