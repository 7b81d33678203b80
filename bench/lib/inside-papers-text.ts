/**
 * The generated papers and the queries every approach of the "inside papers" bench runs
 * (bench/lib/inside-papers.ts, bench/lib/pagefind.ts): the same pages and words for each.
 */
import type { IndexDoc } from '@vithelper/search-index';
import { COURSES } from '../../scripts/content/data/courses';
import {
  AREA_BY_PREFIX,
  FOLLOW_UPS,
  LONG_QUESTIONS_BY_AREA,
  QUESTIONS_BY_AREA,
} from '../../scripts/content/data/questions';
import { createPrng } from '../../scripts/content/prng';

export const FIRST_QUERY = 'dijkstra';
export const NEXT_QUERIES = [
  "banker's algorithm",
  'laplace transform',
  'fourier series',
  'page replacement',
  'induction motor',
  'bernoulli',
  'hall effect',
  'deadlock',
  'root locus',
  'minimum spanning tree',
];

/** A paper's text as its PDF would carry it: header facts, Part A, then one page per later part. */
export function generatePaperText(index: number): IndexDoc {
  const rng = createPrng(`bench-inside:${index}`);
  const course = rng.pick(COURSES);
  const area = AREA_BY_PREFIX[course.code.slice(0, 3)] ?? 'computing';
  // The same question set in another year has other numbers: vary each, as examiners do.
  const vary = (text: string) =>
    text.replace(/\d+/g, (n) => (rng.next() < 0.5 ? n : String(rng.int(2, 99 * n.length))));
  const short = rng.sample(QUESTIONS_BY_AREA[area] ?? [], rng.int(4, 6)).map(vary);
  const long = rng
    .sample(LONG_QUESTIONS_BY_AREA[area] ?? [], rng.int(4, 6))
    .map((q) => `(a) ${vary(q)} ${rng.pick(FOLLOW_UPS)}`);
  const split = long.length > 4 && rng.next() < 0.5 ? 3 : long.length;
  const first = [
    'VITHelper sample paper',
    course.name,
    `Course code: ${course.code}`,
    `Year: ${rng.int(2015, 2025)}`,
    'Part A: answer all questions',
    ...short.map((q, i) => `${i + 1}. ${q}`),
  ].join('\n');
  let n = short.length;
  const numbered = (lines: string[]) => lines.map((q) => `${(n += 1)}. ${q}`).join('\n');
  const pages = [first, `Part B\n${numbered(long.slice(0, split))}`];
  if (split < long.length) pages.push(`Part C\n${numbered(long.slice(split))}`);
  return { id: `-bench-${String(index).padStart(6, '0')}`, pages };
}
