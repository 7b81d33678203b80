import type { Placement } from '@vithelper/contracts/content';
import { MAX_ROUND_TEXTS } from './review-rules';

export type DetailRow = {
  label: string;
  value: string;
};

const clean = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The facts beside an experience; a field the student left out is left out here too. */
export function detailRows(placement: Placement): DetailRow[] {
  const rounds =
    typeof placement.noOfRounds === 'number' &&
    Number.isFinite(placement.noOfRounds) &&
    placement.noOfRounds > 0
      ? String(placement.noOfRounds)
      : '';
  const rows: DetailRow[] = [
    { label: 'Student', value: clean(placement.name) },
    { label: 'Branch', value: clean(placement.branch) },
    { label: 'CGPA', value: clean(placement.cgpa) },
    { label: 'Date', value: clean(placement.date) },
    { label: 'Rounds', value: rounds },
  ];
  return rows.filter((row) => row.value !== '');
}

/** The round-by-round texts: at most ten (docs/product.md, Business constants), empty ones dropped. */
export function roundTexts(placement: Placement): string[] {
  const texts = Array.isArray(placement.individualDescription)
    ? placement.individualDescription
    : [];
  return texts
    .map(clean)
    .filter((text) => text !== '')
    .slice(0, MAX_ROUND_TEXTS);
}

export { clean as cleanText };
