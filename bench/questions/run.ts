/**
 * npm run bench:questions [-- --write-labels]: how well @vithelper/questions cuts and groups the
 * labelled set of ./set.ts. Each paper goes through what the site and `npm run questions` use
 * (scripts/questions/pdf-items.ts: pdf.js text, or tesseract.js for the photographed pages) and
 * `cutPaper`; a course's questions through `groupQuestions`. Prints the precision and recall of
 * question boundaries (text PDFs and photographed pages apart) and of groups, writes them to
 * bench/results/questions.json for `npm run bench:check`, and exits 1 when a figure misses its
 * budget (bench/budgets.json, `questions`).
 *
 * A question is found when a cut question has its number, its marks and its first page, and its
 * top and bottom are within the tolerance of the label's (0–1 of the page's height). A group pair
 * is two questions of different papers put in one group. --write-labels rewrites
 * bench/questions/labels.json from the drawn papers (review the diff: it is the answer key).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { TextItem } from '@vithelper/questions';
import { pdfItems } from '../../scripts/questions/pdf-items';
import { scoreCuts, type Score } from './score';
import { benchPapers, expectedGroups, LABELS_FILE, type Kind, type Labels } from './set';

const RESULTS_FILE = join(__dirname, '..', 'results', 'questions.json');

type Budgets = {
  textCutMin: number;
  photoCutMin: number;
  groupPrecisionMin: number;
  groupRecallMin: number;
};
export type QuestionsResults = {
  date: string;
  text: Score;
  photo: Score;
  groups: Score;
  ms: Record<Kind, number>;
};

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'write-labels': { type: 'boolean' } } });
  const papers = await benchPapers();
  const fresh: Labels = {
    papers: papers.map(({ id, course, kind, layout, questions }) => ({
      id,
      course,
      kind,
      layout,
      questions,
    })),
    groups: expectedGroups(papers),
  };
  if (values['write-labels']) {
    writeFileSync(LABELS_FILE, `${JSON.stringify(fresh, null, 2)}\n`);
    console.log(`bench:questions: wrote ${papers.length} papers' labels to ${LABELS_FILE}`);
    return 0;
  }
  const labels = JSON.parse(readFileSync(LABELS_FILE, 'utf8')) as Labels;
  if (JSON.stringify(labels) !== JSON.stringify(fresh)) {
    console.error(
      'bench/questions/labels.json does not match the papers drawn now (scripts/content changed?): check the papers, then run `npm run bench:questions -- --write-labels`.',
    );
    return 1;
  }

  // Read every paper first (OCR for the photographed ones), timed by kind; then cut and group.
  const ms: Record<Kind, number> = { text: 0, photo: 0 };
  const items = new Map<string, TextItem[]>();
  for (const paper of papers) {
    const started = Date.now();
    items.set(paper.id, await pdfItems(await paper.pdf()));
    ms[paper.kind] += Date.now() - started;
  }
  const { differences, ...figures } = scoreCuts(labels, (paper) => items.get(paper.id) ?? []);

  const results: QuestionsResults = { date: new Date().toISOString(), ...figures, ms };
  mkdirSync(join(RESULTS_FILE, '..'), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  const budgetsFile = join(__dirname, '..', 'budgets.json');
  const budgets = (existsSync(budgetsFile) ? JSON.parse(readFileSync(budgetsFile, 'utf8')) : {})
    .questions as Budgets;
  const textPapers = papers.filter((p) => p.kind === 'text').length;
  const line = (name: string, s: Score) =>
    `${name}: precision ${s.precision} (${s.found}/${s.cut}), recall ${s.recall} (${s.found}/${s.expected})`;
  console.log(line(`question boundaries, ${textPapers} text PDFs`, results.text));
  console.log(
    line(`question boundaries, ${papers.length - textPapers} photographed papers`, results.photo),
  );
  console.log(line('groups (pairs of questions)', results.groups));
  console.log(`time: text ${ms.text} ms, photographed (OCR) ${ms.photo} ms`);
  const checks: Array<[string, number, number]> = [
    [
      'questions.textCutMin (lower of precision and recall)',
      Math.min(results.text.precision, results.text.recall),
      budgets.textCutMin,
    ],
    [
      'questions.photoCutMin (lower of precision and recall)',
      Math.min(results.photo.precision, results.photo.recall),
      budgets.photoCutMin,
    ],
    ['questions.groupPrecisionMin', results.groups.precision, budgets.groupPrecisionMin],
    ['questions.groupRecallMin', results.groups.recall, budgets.groupRecallMin],
  ];
  for (const [name, figure, min] of checks)
    console.log(`${figure >= min ? 'PASS' : 'FAIL'}  ${name}: ${figure} (budget ≥ ${min})`);
  if (differences.length)
    console.log(`\n${differences.length} differences:\n  ${differences.join('\n  ')}`);
  return checks.every(([, figure, min]) => figure >= min) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
