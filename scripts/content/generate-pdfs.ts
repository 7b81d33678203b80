/**
 * Writes the sample PDFs that Storage serves at images/<name>.pdf: one per paper in content/seed.json
 * and one instruction sheet per material. Output is git-ignored and rebuilt only when seed.json (or
 * the question banks and layouts the papers are drawn from) is newer than the stamp file, so
 * `npm start` can call this on every run. Pass --force to rebuild.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseCollection } from '@vithelper/contracts/content';
import type { Material } from '@vithelper/contracts/content';
import { EXAM_KINDS } from '@vithelper/contracts/papers';
import { answerKeyPath } from '@vithelper/contracts/answers';
import { parseFlagsOrExit } from '../cli-flags';
import { MATERIALS } from './data/materials';
import { renderDocument, type SimpleDocument } from './pdf-layout';
import { materialPdfName, paperPdfName } from './pdf-names';
import { PDF_DIR, PREVIEW_DIR, SEED_FILE, STORAGE_DIR } from './paths';
import { writePreviews } from './pdf-preview';
import { renderPaper } from './paper-layout';
import { samplePaper } from './sample-paper';
import { SAMPLE_KEY_DOCUMENT, SAMPLE_KEY_PAPER } from './data/sample-answers';
import {
  renderSampleSubmission,
  SAMPLE_SUBMISSIONS,
  sampleUploadPath,
} from './data/sample-submissions';

const STAMP_FILE = join(STORAGE_DIR, '.pdfs-stamp');
/** What a paper's PDF is drawn from besides the seed (./sample-paper.ts). */
const PAPER_SOURCES = [
  'data/questions.ts',
  'data/sample-answers.ts',
  'paper-questions.ts',
  'paper-layout.ts',
  'sample-paper.ts',
];
const FALLBACK_STEPS = [
  "Open the link on this material's card to reach the files.",
  'Start with the modules your next exam covers.',
  'Report broken links through the contact link on the site.',
];

function isUpToDate(force: boolean): boolean {
  if (force || !existsSync(STAMP_FILE) || !existsSync(PDF_DIR)) return false;
  // The papers are drawn from the seed and from the question banks and layouts: newer than all.
  const inputs = [SEED_FILE, ...PAPER_SOURCES.map((file) => join(__dirname, file))];
  const stamp = statSync(STAMP_FILE).mtimeMs;
  return inputs.every((file) => stamp >= statSync(file).mtimeMs);
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
  const jobs: Array<{ file: string; draw: () => Promise<Uint8Array> }> = [];
  for (const kind of EXAM_KINDS) {
    for (const paper of parseCollection(kind, seed[kind]).items) {
      const drawn = samplePaper(kind, paper);
      jobs.push({
        file: paperPdfName(paper.file_name),
        draw: async () => (await renderPaper(drawn)).bytes,
      });
    }
  }
  for (const material of parseCollection('materials', seed.materials).items) {
    const doc = materialDocument(material);
    jobs.push({ file: materialPdfName(material.comments[0]), draw: () => renderDocument(doc) });
  }
  mkdirSync(PDF_DIR, { recursive: true });
  await Promise.all(
    jobs.map(async ({ file, draw }) => writeFile(join(PDF_DIR, file), await draw())),
  );
  // The sample answer key (docs/answers.md, "Official answers").
  const keyFile = join(
    STORAGE_DIR,
    ...answerKeyPath(SAMPLE_KEY_PAPER.exam, SAMPLE_KEY_PAPER.id).split('/'),
  );
  mkdirSync(dirname(keyFile), { recursive: true });
  await writeFile(keyFile, await renderDocument(SAMPLE_KEY_DOCUMENT));
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
