import type { Paper } from './paper';

/** The years a paper may state (database.rules.json checks a record's `year` the same way). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const inRange = (year: number): number | undefined =>
  Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR ? year : undefined;

/** A year standing alone in a file name: "CSE2005_CAT1_B1_2019" (not the digits of a hash or code). */
const NAMED_YEAR = /(?:^|[_\s.-])(2\d{3})(?=$|[_\s.-])/;

/**
 * The year of a paper: its record's `year`, else the one its file name states (the sample and
 * imported papers are named "<code>_<exam>_<slot>_<year>"); undefined when neither says.
 */
export function paperYear(paper: Pick<Paper, 'year' | 'file_name'>): number | undefined {
  if (typeof paper.year === 'number') return inRange(paper.year);
  const named = NAMED_YEAR.exec(paper.file_name)?.[1];
  return named ? inRange(Number(named)) : undefined;
}

/**
 * The year a paper's text states: "Year: 2021" (or "Year 2021") first, else the first year
 * standing alone ("Winter Semester 2023-24"); undefined when none is in range.
 */
export function yearInText(text: string): number | undefined {
  const labelled = /\byear\s*[:-]?\s*(2\d{3})(?![0-9])/i.exec(text)?.[1];
  if (labelled && inRange(Number(labelled))) return Number(labelled);
  for (const match of text.matchAll(/(?<![\p{L}\p{N}])(2\d{3})(?![\p{L}\p{N}])/gu)) {
    const year = inRange(Number(match[1]));
    if (year) return year;
  }
  return undefined;
}
