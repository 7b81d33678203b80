/**
 * The question bank's scale bench (bench/questions/scale.ts): papers generated as pdf.js would
 * give their text (packages/questions' TextItem), so the real cut
 * runs on them. Each course has its own pool of questions, made of its subject's questions
 * (scripts/content/data/questions.ts, as the inside-papers bench uses them) and words of its own,
 * so no two courses share a text; its papers draw from the pool across years and exams, with the
 * numbers an examiner changes varied, so a course repeats itself as real courses do.
 */
import type { TextItem } from '@vithelper/questions';
import type { ExamKind } from '@vithelper/contracts/papers';
import { COURSES } from '../../scripts/content/data/courses';
import {
  AREA_BY_PREFIX,
  FOLLOW_UPS,
  LONG_QUESTIONS_BY_AREA,
  QUESTIONS_BY_AREA,
} from '../../scripts/content/data/questions';
import { createPrng, type Prng } from '../../scripts/content/prng';

/** A row of a page: cells at their x (a number, the question, its marks), or a gap in points. */
type Row =
  | string
  | { text: string; size: number }
  | { cells: ReadonlyArray<readonly [number, string]> }
  | { gap: number };

/** An A4 page in points, its text from the top margin, 11 pt, a row every 1.5 lines. */
const PAGE = { width: 595, height: 842, margin: 56, size: 11 } as const;

/**
 * The pages' rows as pdf.js gives a line drawn at once: one item a cell, its width about half its
 * type size a character (Helvetica), as packages/questions' tests draw their papers.
 */
function pageItems(pages: ReadonlyArray<readonly Row[]>): TextItem[] {
  return pages.flatMap((rows, index) => {
    let y: number = PAGE.margin;
    return rows.flatMap((row) => {
      if (typeof row !== 'string' && 'gap' in row) {
        y += row.gap;
        return [];
      }
      const size = typeof row !== 'string' && 'size' in row ? row.size : PAGE.size;
      const cells =
        typeof row === 'string'
          ? [[PAGE.margin, row] as const]
          : 'cells' in row
            ? row.cells
            : [[PAGE.margin, row.text] as const];
      const items = cells.map(([x, str]) => ({
        str,
        x,
        y,
        width: str.length * size * 0.5,
        height: size,
        page: index + 1,
        pageWidth: PAGE.width,
        pageHeight: PAGE.height,
      }));
      y += size * 1.5;
      return items;
    });
  });
}

export type ScaleCourse = {
  code: string;
  name: string;
  short: string[];
  long: string[];
  /** Its subject's questions, asked once with words of their own: the papers' new questions. */
  subject: readonly string[];
};
export type ScalePaper = {
  id: string;
  kind: ExamKind;
  year: number;
  slot: string;
  code: string;
  name: string;
  items: TextItem[];
};

const KINDS: readonly ExamKind[] = ['cat1', 'cat2', 'fat'];
const SLOTS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1', 'D2', 'E1', 'E2', 'F1', 'G1'];
const SYLLABLES = ['ka', 'ri', 'to', 'men', 'sol', 'va', 'dre', 'lun', 'pho', 'ter', 'bix', 'qua'];
/** The share of a paper's questions not drawn from its course's pool. */
const NEW_SHARE = 0.35;
/** Characters a line of the question column holds. */
const MAX_LINE = 80;

/** A word no dictionary has, the course's own: keeps one course's texts from another's. */
const word = (rng: Prng) =>
  Array.from({ length: rng.int(2, 4) }, () => rng.pick(SYLLABLES)).join('');

/** `count` courses, catalogue courses first and then more like them, each with its question pool. */
export function scaleCourses(count: number): ScaleCourse[] {
  return Array.from({ length: count }, (_, index) => {
    const base = COURSES[index % COURSES.length]!;
    const round = Math.floor(index / COURSES.length);
    const code = round ? `${base.code.slice(0, 3)}${5000 + index}` : base.code;
    const rng = createPrng(`bench-questions-scale:${code}`);
    const area = AREA_BY_PREFIX[code.slice(0, 3)] ?? 'computing';
    const terms = Array.from({ length: 12 }, () => word(rng));
    const own = (text: string) =>
      `${text.replace(/\.$/, '')} for the ${rng.pick(terms)} ${rng.pick(terms)}.`;
    return {
      code,
      name: round ? `${base.name} ${round + 1}` : base.name,
      short: (QUESTIONS_BY_AREA[area] ?? []).slice(0, 30).map(own),
      long: (LONG_QUESTIONS_BY_AREA[area] ?? []).slice(0, 30).map(own),
      subject: [...(QUESTIONS_BY_AREA[area] ?? []), ...(LONG_QUESTIONS_BY_AREA[area] ?? [])],
    };
  });
}

/** Long text wrapped into lines of the question column's width. */
function wrap(text: string, width = MAX_LINE): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && line.length + w.length + 1 > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  return line ? [...lines, line] : lines;
}

/** A numbered row with its text from x 80 and its marks in a column at the right. */
const rows = (number: string, text: string, marks: number): Row[] =>
  wrap(text).map((line, index) => ({
    cells: [
      ...(index === 0 && number ? [[56, number] as const] : []),
      [80, line] as const,
      ...(index === 0 ? [[520, `[${marks}]`] as const] : []),
    ],
  }));

/** The `index`-th paper of a course: five short questions, then three long ones in two parts. */
export function scalePaper(course: ScaleCourse, index: number): ScalePaper {
  const rng = createPrng(`bench-questions-scale:${course.code}:${index}`);
  const kind = KINDS[index % KINDS.length]!;
  const year = 2026 - Math.floor(index / 12);
  const slot = SLOTS[Math.floor(index / KINDS.length) % SLOTS.length]!;
  const vary = (text: string) =>
    text.replace(/\d+/g, (n) => (rng.next() < 0.5 ? n : String(rng.int(2, 99 * n.length))));
  // About a third of a paper's questions are new: never asked before, never asked again.
  const fresh = (text: string) =>
    rng.next() < NEW_SHARE
      ? `${rng.pick(course.subject).replace(/\.$/, '')} in the ${word(rng)} ${word(rng)} ${word(rng)}.`
      : text;
  const short = rng.sample(course.short, 5).map(fresh).map(vary);
  const long = rng.sample(course.long, 3).map(fresh).map(vary);
  const title =
    kind === 'fat' ? 'Final Assessment Test' : `Continuous Assessment Test ${kind.slice(-1)}`;
  const first: Row[] = [
    { text: `${title} - ${year}`, size: 14 },
    `Course: ${course.code} - ${course.name}`,
    `Slot: ${slot}    Max. Marks: 50    Duration: 90 minutes`,
    { gap: 12 },
    'PART A (5 x 4 = 20 Marks)',
    'Answer all questions',
    ...short.flatMap((q, i) => rows(`${i + 1}.`, q, rng.int(2, 4))),
  ];
  const second: Row[] = [
    'PART B (3 x 10 = 30 Marks)',
    'Answer all questions',
    ...long.flatMap((q, i) => [
      ...rows(`${i + 6}. (a)`, q, rng.int(4, 6)),
      ...rows('(b)', vary(rng.pick(FOLLOW_UPS).replace(/^\(b\) /, '')), rng.int(4, 6)),
    ]),
  ];
  return {
    id: `-N9qscale-${course.code}-${String(index).padStart(4, '0')}`,
    kind,
    year,
    slot,
    code: course.code,
    name: course.name,
    items: pageItems([first, second]),
  };
}
