/**
 * npm run questions:banks [-- --seed FILE] [--pdfs DIR] [--out DIR] [--force] [--no-ocr]
 *
 * Cuts every published paper into questions (@vithelper/questions' cutPaper on the PDF's text
 * items, ./pdf-items.ts: pdf.js's text layer, OCR for scans), groups each course's questions
 * (./course-banks.ts) and writes, under .cache/questions/ (./data-dir.ts): courses.json (the
 * courses with a bank), courses/<code>.json (one course's bank) and ids/<c>.json (each question's
 * course, by the id's last character), in the shapes of @vithelper/contracts/questions. The
 * courses remote's build copies them into its dist; `npm start` runs this when the content
 * changed. A paper whose questions cannot be found stays a whole paper and is reported.
 * docs/questions.md, "Course banks".
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseCollection } from '@vithelper/contracts/content';
import { EXAM_KINDS, paperYear } from '@vithelper/contracts/papers';
import { courseBankSchema } from '@vithelper/contracts/questions';
import { bankFile, COURSE_LIST_FILE, courseKey } from '@vithelper/contracts/questions/paths';
import { cutPaper, type CutResult, type Group } from '@vithelper/questions';
import { PDF_DIR, REPO_ROOT, SEED_FILE } from '../content/paths';
import { paperPdfName } from '../content/pdf-names';
import { parseFlagsOrExit } from '../cli-flags';
import { contentInputsHash, writeIndexFiles } from '../search/build-index';
import { EXTRACTOR } from '../search/paper-text';
import { buildBanks, type BuiltBanks, type CutPaper } from './course-banks';
import { QUESTIONS_DATA_DIR } from './data-dir';
import { pdfItems } from './pdf-items';

/** Bumped when the files' shapes change. */
const BANKS_FORMAT = 'question-banks/1';

/** The code that cuts and groups: a change to it makes the banks again. */
function codeHash(): string {
  const hash = createHash('sha256');
  const dir = join(REPO_ROOT, 'packages/questions/src');
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
      hash.update(readFileSync(join(dir, file)));
  }
  for (const file of ['course-banks.ts', 'pdf-items.ts'])
    hash.update(readFileSync(join(__dirname, file)));
  return hash.digest('hex');
}

/** Each course's groups of the last build, so a group keeps its id. */
function previousGroups(outDir: string): Map<string, Group[]> {
  const groups = new Map<string, Group[]>();
  const dir = join(outDir, 'courses');
  if (!existsSync(dir)) return groups;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    try {
      const bank = courseBankSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      groups.set(
        bank.code,
        bank.groups.map((group) => ({ id: group.id, members: group.questions })),
      );
    } catch {
      // A damaged file only loses its groups' ids.
    }
  }
  return groups;
}

/** The course code of a record as its bank is named, or null when it has none to speak of. */
const courseCode = (code: string): string | null => {
  const clean = courseKey(code);
  return clean.length >= 2 && clean.length <= 16 ? clean : null;
};

/**
 * Writes the banks, their id shards (each with its .gz and .br as served) and the course list
 * under `outDir`, and removes the files of courses and shards no longer built. Returns each
 * file's size as served (gzip). bench/questions/scale.ts writes its generated banks with it too.
 */
export function writeBanks(outDir: string, built: BuiltBanks): Map<string, number> {
  // Banks and shards first, the list that names the banks last; then what no longer belongs.
  // One file's text at a time: at 50 000 papers they are some 150 MB together.
  const served = new Map<string, number>();
  const write = (file: string, text: string) => {
    for (const [name, size] of writeIndexFiles(outDir, new Map([[file, text]])))
      served.set(name, size);
  };
  for (const bank of built.banks) write(bankFile(bank.code), JSON.stringify(bank));
  for (const [file, shard] of built.shards) write(file, JSON.stringify(shard));
  writeIndexFiles(outDir, new Map([[COURSE_LIST_FILE, JSON.stringify(built.list)]]));
  for (const folder of ['courses', 'ids'].filter((name) => existsSync(join(outDir, name)))) {
    for (const name of readdirSync(join(outDir, folder))) {
      if (!served.has(`${folder}/${name.replace(/\.(gz|br)$/, '')}`))
        rmSync(join(outDir, folder, name), { force: true });
    }
  }
  return served;
}

export async function buildQuestionBanks(options: {
  seedFile?: string;
  pdfDir?: string;
  outDir?: string;
  force?: boolean;
  ocr?: boolean;
}): Promise<{ built: boolean; message: string }> {
  const seedFile = resolve(options.seedFile ?? SEED_FILE);
  const pdfDir = resolve(options.pdfDir ?? PDF_DIR);
  const outDir = resolve(options.outDir ?? QUESTIONS_DATA_DIR);
  const ocr = options.ocr ?? true;
  const stampFile = join(outDir, 'stamp.json');
  const inputs = contentInputsHash(
    `${BANKS_FORMAT}/${EXTRACTOR}/${codeHash()}/ocr:${ocr}\n`,
    seedFile,
    pdfDir,
  );
  if (!options.force && existsSync(stampFile)) {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { inputs?: string };
    if (stamp.inputs === inputs) return { built: false, message: 'questions:banks: up to date' };
  }
  const started = Date.now();
  const seed = JSON.parse(readFileSync(seedFile, 'utf8')) as Record<string, unknown>;
  const papers: CutPaper[] = [];
  let missing = 0;
  for (const kind of EXAM_KINDS) {
    for (const paper of parseCollection(kind, seed[kind]).items) {
      const code = courseCode(paper.name[1]);
      const file = join(pdfDir, paperPdfName(paper.file_name));
      if (!code) continue;
      if (!existsSync(file)) {
        missing += 1;
        continue;
      }
      let cut: CutResult;
      try {
        cut = cutPaper(paper.id, await pdfItems(readFileSync(file), { ocr }));
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        cut = {
          paper: paper.id,
          ok: false,
          reason: `The PDF could not be read (${why}).`,
          questions: [],
        };
      }
      papers.push({
        id: paper.id,
        kind,
        year: paperYear(paper) ?? null,
        ...(paper.name[2]?.trim() ? { slot: paper.name[2].trim() } : {}),
        code,
        name: paper.name[0],
        cut,
      });
    }
  }
  const built = buildBanks(papers, previousGroups(outDir));
  const served = writeBanks(outDir, built);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ inputs, built: new Date().toISOString() }));

  const largest = built.banks
    .map((bank) => ({ code: bank.code, bytes: served.get(bankFile(bank.code)) ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes)[0];
  const questions = built.banks.reduce((sum, bank) => sum + bank.questions.length, 0);
  const whole = built.whole.map(({ kind, paper, reason }) => `  ${kind}/${paper}: ${reason}`);
  return {
    built: true,
    message:
      `questions:banks: ${built.banks.length} courses, ${papers.length} papers, ${questions} questions` +
      `${missing ? `, PDFs missing ${missing}` : ''}` +
      (largest
        ? `; largest bank ${largest.code} ${(largest.bytes / 1024).toFixed(1)} KB gzip`
        : '') +
      `; ${Date.now() - started} ms -> ${outDir}` +
      (whole.length
        ? `\n${whole.length} papers kept whole (their questions were not found):\n${whole.join('\n')}`
        : ''),
  };
}

if (require.main === module) {
  const { values } = parseFlagsOrExit(
    'Usage: npm run questions:banks -- [--seed FILE] [--pdfs DIR] [--out DIR] [--force] [--no-ocr]',
    {
      seed: { type: 'string' },
      pdfs: { type: 'string' },
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
      'no-ocr': { type: 'boolean', default: false },
    },
  );
  buildQuestionBanks({
    seedFile: values.seed ?? process.env.VH_EMULATOR_SEED,
    pdfDir: values.pdfs,
    outDir: values.out,
    force: values.force,
    ocr: !values['no-ocr'],
  }).then(
    ({ message }) => console.log(message),
    (error: unknown) => {
      console.error(
        `questions:banks failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
