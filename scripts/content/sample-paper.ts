/**
 * A sample paper of the seed (content/seed.json) as it is drawn: its course's questions
 * (./paper-questions.ts) in one of the layouts of ./paper-layout.ts, seeded by its file name so
 * `npm run content:pdfs` and bench/questions/ draw the same paper every time.
 */
import { drawPaperSections, type Exam } from './paper-questions';
import type { PaperLayout, SamplePaper } from './paper-layout';
import { createPrng } from './prng';

const EXAM_LABEL: Record<Exam, string> = { cat1: 'CAT-1', cat2: 'CAT-2', fat: 'FAT' };
/** CATs are short mid-semester tests; the FAT is the full final exam. */
const EXAM_FORMAT: Record<Exam, readonly string[]> = {
  cat1: ['Duration: 90 minutes', 'Maximum marks: 50'],
  cat2: ['Duration: 90 minutes', 'Maximum marks: 50'],
  fat: ['Duration: 3 hours', 'Maximum marks: 100'],
};
/** Most papers are a numbered list; some are the institute's table, a few two columns. */
const LAYOUTS: readonly PaperLayout[] = [
  'list',
  'list',
  'list',
  'list',
  'table',
  'table',
  'columns',
];

export type PaperRecord = { name: readonly (string | undefined)[]; file_name: string };

export function samplePaper(kind: Exam, paper: PaperRecord): SamplePaper {
  const [courseName = '', courseCode = '', slot] = paper.name;
  const year = /_(\d{4})$/.exec(paper.file_name)?.[1] ?? 'Unknown';
  const rng = createPrng(paper.file_name);
  const layout = rng.pick(LAYOUTS);
  return {
    header: 'VITHelper sample paper',
    title: courseName,
    facts: [
      `Course code: ${courseCode}`,
      `Exam: ${EXAM_LABEL[kind]}`,
      `Slot: ${slot || 'No slot'}`,
      `Year: ${year}`,
      ...EXAM_FORMAT[kind],
    ],
    sections: drawPaperSections(courseCode, kind, rng),
    footer: 'Sample content generated for VITHelper development. Not an official question paper.',
    layout,
    marks: rng.next() < 0.5 ? 'brackets' : 'parentheses',
  };
}
