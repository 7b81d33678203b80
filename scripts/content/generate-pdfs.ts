/**
 * Writes the sample PDFs that Storage serves at images/<name>.pdf: one per paper in content/seed.json
 * and one instruction sheet per material. Output is git-ignored and rebuilt only when seed.json is
 * newer than the stamp file, so `npm start` can call this on every run. Pass --force to rebuild.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseCollection } from '@vithelper/contracts/content';
import { EXAM_KINDS, EXAM_LABELS, type ExamKind, type Paper } from '@vithelper/contracts/papers';
import type { Material } from '@vithelper/contracts/content';
import { parseFlagsOrExit } from '../cli-flags';
import { MATERIALS } from './data/materials';
import {
  AREA_BY_PREFIX,
  FOLLOW_UPS,
  LONG_QUESTIONS_BY_AREA,
  QUESTIONS_BY_AREA,
} from './data/questions';
import { renderDocument, type SimpleDocument } from './pdf-layout';
import { materialPdfName, paperPdfName } from './pdf-names';
import { PDF_DIR, PREVIEW_DIR, SEED_FILE, STORAGE_DIR } from './paths';
import { writePreviews } from './pdf-preview';
import { createPrng } from './prng';
import {
  renderSampleSubmission,
  SAMPLE_SUBMISSIONS,
  sampleUploadPath,
} from './data/sample-submissions';

const STAMP_FILE = join(STORAGE_DIR, '.pdfs-stamp');
/** CATs are short mid-semester tests; the FAT is the full final exam. */
const EXAM_FORMAT: Record<ExamKind, readonly string[]> = {
  cat1: ['Duration: 90 minutes', 'Maximum marks: 50'],
  cat2: ['Duration: 90 minutes', 'Maximum marks: 50'],
  fat: ['Duration: 3 hours', 'Maximum marks: 100'],
};
const FALLBACK_STEPS = [
  "Open the link on this material's card to reach the files.",
  'Start with the modules your next exam covers.',
  'Report broken links through the contact link on the site.',
];

function isUpToDate(force: boolean): boolean {
  if (force || !existsSync(STAMP_FILE) || !existsSync(PDF_DIR)) return false;
  return statSync(STAMP_FILE).mtimeMs >= statSync(SEED_FILE).mtimeMs;
}

function paperDocument(kind: ExamKind, paper: Paper): SimpleDocument {
  const [courseName, courseCode, slot] = paper.name;
  const year = /_(\d{4})$/.exec(paper.file_name)?.[1] ?? 'Unknown';
  const area = AREA_BY_PREFIX[courseCode.slice(0, 3).toUpperCase()] ?? 'computing';
  const rng = createPrng(paper.file_name);
  const questions = rng.sample(QUESTIONS_BY_AREA[area] ?? [], rng.int(4, 6));
  // Part B (and for some papers Part C) on pages of their own: two to four pages of real text.
  const long = rng.sample(LONG_QUESTIONS_BY_AREA[area] ?? [], rng.int(4, 6));
  const withFollowUp = (question: string) => `(a) ${question} ${rng.pick(FOLLOW_UPS)}`;
  const split = long.length > 4 && rng.next() < 0.5 ? 3 : long.length;
  const parts = [
    {
      title: 'Part B',
      note: 'Answer all questions. Each carries equal marks.',
      lines: long.slice(0, split).map(withFollowUp),
    },
    ...(split < long.length
      ? [
          {
            title: 'Part C',
            note: 'Answer any two questions.',
            lines: long.slice(split).map(withFollowUp),
          },
        ]
      : []),
  ];
  return {
    header: 'VITHelper sample paper',
    title: courseName,
    facts: [
      `Course code: ${courseCode}`,
      `Exam: ${EXAM_LABELS[kind]}`,
      `Slot: ${slot || 'No slot'}`,
      `Year: ${year}`,
      ...EXAM_FORMAT[kind],
    ],
    sectionTitle: 'Part A: answer all questions',
    lines: questions,
    parts,
    footer: 'Sample content generated for VITHelper development. Not an official question paper.',
  };
}

function materialDocument(material: Material): SimpleDocument {
  const [instructions, link] = material.comments;
  const steps = MATERIALS.find((m) => m.instructions === instructions)?.steps ?? FALLBACK_STEPS;
  return {
    header: 'VITHelper study material',
    title: material.name,
    facts: [`Material link: ${link}`],
    sectionTitle: 'How to use this material',
    lines: steps,
    footer: 'Sample content generated for VITHelper development.',
  };
}

/** Each PDF's first-page preview, drawn only for PDFs newer than their preview. */
async function previews(): Promise<void> {
  const started = Date.now();
  const report = await writePreviews(PDF_DIR, PREVIEW_DIR);
  if (report.written > 0 || report.failed.length > 0)
    console.log(
      `content:pdfs: drew ${report.written} first-page previews in ${PREVIEW_DIR} in ${Date.now() - started} ms`,
    );
  for (const { file, reason } of report.failed) console.warn(`  no preview for ${file}: ${reason}`);
}

async function main(): Promise<void> {
  const { values } = parseFlagsOrExit('Usage: npm run content:pdfs [-- --force]', {
    force: { type: 'boolean', default: false },
  });
  const { force } = values;
  if (isUpToDate(force)) {
    console.log('content:pdfs: up to date (use --force to rebuild)');
    await previews();
    return;
  }
  const started = Date.now();
  const seed = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as Record<string, unknown>;
  const jobs: Array<{ file: string; doc: SimpleDocument }> = [];
  for (const kind of EXAM_KINDS) {
    for (const paper of parseCollection(kind, seed[kind]).items) {
      jobs.push({ file: paperPdfName(paper.file_name), doc: paperDocument(kind, paper) });
    }
  }
  for (const material of parseCollection('materials', seed.materials).items) {
    jobs.push({ file: materialPdfName(material.comments[0]), doc: materialDocument(material) });
  }
  mkdirSync(PDF_DIR, { recursive: true });
  await Promise.all(
    jobs.map(async ({ file, doc }) => writeFile(join(PDF_DIR, file), await renderDocument(doc))),
  );
  // The sample student's uploads waiting for review (scripts/content/data/sample-submissions.ts).
  for (const sample of SAMPLE_SUBMISSIONS) {
    const file = join(STORAGE_DIR, ...sampleUploadPath(sample).split('/'));
    mkdirSync(dirname(file), { recursive: true });
    await writeFile(file, (await renderSampleSubmission(sample)).bytes);
  }
  writeFileSync(STAMP_FILE, `${new Date().toISOString()}\n`);
  await previews();
  console.log(
    `content:pdfs: wrote ${jobs.length} PDFs to ${PDF_DIR} and ${SAMPLE_SUBMISSIONS.length} sample uploads in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error('content:pdfs failed:', error);
  process.exit(1);
});
