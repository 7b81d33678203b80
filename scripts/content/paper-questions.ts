/**
 * Which of its course's questions (scripts/content/data/questions.ts) a sample paper asks, and how
 * its examiner words them that year: renumbered by the draw, the frame reworded ("Explain" /
 * "Describe"), the values in brackets changed, the punctuation touched. Seeded by the paper's
 * file name, so every run draws the same paper.
 */
import { QUESTION_BANK } from './data/questions';
import type { Prng } from './prng';

/** One printed question or part; `source` names the bank entry it was drawn from. */
export type AskedPart = { text: string; marks: number; source: string };
export type Asked = { parts: readonly AskedPart[] };
export type PaperSection = {
  title: string;
  note?: string;
  questions: readonly Asked[];
};

export type Exam = 'cat1' | 'cat2' | 'fat';

const FRAMES: ReadonlyArray<readonly string[]> = [
  ['Explain', 'Describe', 'Discuss'],
  ['Find', 'Determine', 'Compute'],
  ['Draw', 'Sketch'],
];

function reword(text: string, rng: Prng): string {
  for (const frame of FRAMES) {
    const first = frame.find((verb) => text.startsWith(`${verb} `));
    if (first && rng.next() < 0.4) return `${rng.pick(frame)}${text.slice(first.length)}`;
  }
  return text;
}

/** Whole numbers of 2 or more in brackets take other values; a lone value loses its brackets. */
function revalue(text: string, rng: Prng): string {
  const change = rng.next() < 0.5;
  const value = (n: string) =>
    change && /^\d+$/.test(n) && Number(n) >= 2
      ? String(Math.max(2, Math.round(Number(n) * (0.5 + rng.next()))))
      : n;
  return text.replace(/\[([^\]]+)\]/g, (_, inner: string) => {
    const values = inner.split(/,\s*/).map(value);
    return values.length > 1 ? `[${values.join(', ')}]` : (values[0] ?? '');
  });
}

function punctuate(text: string, rng: Prng): string {
  const roll = rng.next();
  if (roll < 0.2) return text.replace(/\.$/, '');
  if (roll < 0.3) return text.replace(/, /g, ' , ');
  return text;
}

const vary = (text: string, rng: Prng) => punctuate(revalue(reword(text, rng), rng), rng);

/** A course's paper: Part A short questions, Part B long ones, and for a FAT a Part C. */
export function drawPaperSections(code: string, exam: Exam, rng: Prng): PaperSection[] {
  const bank = QUESTION_BANK[code];
  if (!bank) throw new Error(`No questions for the course ${code}`);
  const shortMarks = exam === 'fat' ? 6 : 5;
  const short = rng
    .sample(
      bank.short.map((text, index) => ({ text, index })),
      exam === 'fat' ? 4 : 3,
    )
    .map(({ text, index }) => ({
      parts: [{ text: vary(text, rng), marks: shortMarks, source: `${code}:s${index}` }],
    }));
  const long = rng
    .sample(
      bank.long.map((parts, index) => ({ parts, index })),
      exam === 'fat' ? 3 : 2,
    )
    .map(({ parts, index }) => {
      const marks = rng.pick([
        [6, 4],
        [5, 5],
        [7, 3],
      ]);
      return {
        parts: parts.map((text, part) => ({
          text: vary(text, rng),
          marks: marks[part] ?? 5,
          source: `${code}:l${index}.${part}`,
        })),
      };
    });
  const sections: PaperSection[] = [
    { title: 'Part A', note: 'Answer all questions.', questions: short },
    { title: 'Part B', note: 'Answer all questions.', questions: long.slice(0, 2) },
  ];
  if (long.length > 2)
    sections.push({
      title: 'Part C',
      note: 'Answer the following question.',
      questions: long.slice(2),
    });
  return sections;
}
