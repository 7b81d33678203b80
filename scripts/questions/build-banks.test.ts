import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { courseBankSchema, courseListSchema } from '@vithelper/contracts/questions';

// pdf.js is an ES module that jest's CommonJS run cannot load: the build runs as `npm start`
// runs it, in node with esbuild-register.
const REPO = join(__dirname, '..', '..');
jest.setTimeout(120_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vh-banks-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A one-page paper: each line drawn at its own height, as a paper's text layer gives them. */
async function paper(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((text, index) =>
    page.drawText(text, { x: 60, y: 760 - index * 40, size: 11, font }),
  );
  return pdf.save();
}

function build(seed: string, pdfs: string, out: string) {
  const result = spawnSync(
    process.execPath,
    [
      '-r',
      'esbuild-register',
      'scripts/questions/build-banks.ts',
      ...['--seed', seed, '--pdfs', pdfs, '--out', out, '--no-ocr'],
    ],
    { cwd: REPO, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

it('writes a course bank with the repeated question grouped, and reports a paper it could not cut', async () => {
  const pdfs = join(dir, 'pdfs');
  const out = join(dir, 'out');
  mkdirSync(pdfs);
  const files: Record<string, string[]> = {
    TST1001_CAT1_2019: [
      "1. Explain the Banker's algorithm for deadlock avoidance with an example. [10]",
      '2. What is a semaphore? How does it solve the critical section problem? [10]',
    ],
    TST1001_FAT_2021: [
      "1. Describe the Banker's algorithm for deadlock avoidance with an example. [10]",
      '2. Compare paging and segmentation in memory management. [10]',
    ],
    TST1001_CAT2_2020: ['Notes on the course, without any numbered question in them.'],
  };
  for (const [name, lines] of Object.entries(files))
    writeFileSync(join(pdfs, `${name}.pdf`), await paper(lines));
  const seed = join(dir, 'seed.json');
  writeFileSync(
    seed,
    JSON.stringify({
      cat1: { p1: { name: ['Test Systems', 'TST1001'], file_name: 'TST1001_CAT1_2019' } },
      cat2: { p2: { name: ['Test Systems', 'TST1001'], file_name: 'TST1001_CAT2_2020' } },
      fat: { p3: { name: ['Test Systems', 'TST1001'], file_name: 'TST1001_FAT_2021' } },
    }),
  );

  const first = build(seed, pdfs, out);
  expect(first.output).toContain('questions:banks: 1 courses, 3 papers, 4 questions');
  expect(first.output).toContain('1 papers kept whole (their questions were not found):');
  expect(first.output).toContain('cat2/p2: ');
  expect(first.status).toBe(0);

  const bank = courseBankSchema.parse(
    JSON.parse(readFileSync(join(out, 'courses/TST1001.json'), 'utf8')),
  );
  expect(bank.papers).toContainEqual(
    expect.objectContaining({ id: 'p2', kind: 'cat2', year: 2020, cut: false }),
  );
  expect(bank.groups).toHaveLength(1);
  const asked = bank.groups[0]!.questions.map((id) => bank.questions.find((q) => q.id === id)!);
  expect(asked.map((q) => [q.kind, q.year, q.number, q.marks])).toEqual([
    ['cat1', 2019, '1', 10],
    ['fat', 2021, '1', 10],
  ]);
  expect(
    courseListSchema.parse(JSON.parse(readFileSync(join(out, 'courses.json'), 'utf8'))),
  ).toEqual({
    version: 1,
    courses: [{ code: 'TST1001', name: 'Test Systems', papers: 3, questions: 4, repeated: 1 }],
  });

  // Nothing changed: nothing is made again.
  expect(build(seed, pdfs, out).output).toContain('questions:banks: up to date');
});
