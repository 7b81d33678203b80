import type { Placement } from '@vithelper/contracts/content';

/** Each company once, in the order it first appears in the list. */
export function distinctCompanies(placements: readonly Placement[]): string[] {
  const seen = new Set<string>();
  for (const placement of placements) {
    const company = placement.companyName?.trim();
    if (company) seen.add(company);
  }
  return [...seen];
}
