import { execFile } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { PREVIEW_MAX_BYTES, PREVIEW_WIDTH, readPageBox } from '@vithelper/contracts/papers/preview';
import { REPO_ROOT } from './paths';
import { renderDocument } from './pdf-layout';

jest.setTimeout(120_000);

const run = promisify(execFile);
/** The CLI as an admin runs it: pdf.js's Node build is an ES module jest's CommonJS run cannot load. */
const generate = (pdfs: string, out: string) =>
  run(
    'node',
    [
      '-r',
      'esbuild-register',
      'scripts/content/generate-previews.ts',
      '--pdfs',
      pdfs,
      '--out',
      out,
    ],
    { cwd: REPO_ROOT },
  );

/** How much of a picture is ink (pixels clearly darker than paper), 0–1; it is PREVIEW_WIDTH wide. */
async function inkShare(bytes: Buffer): Promise<number> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(bytes);
  expect(image.width).toBe(PREVIEW_WIDTH);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) ink += 1;
  return ink / (data.length / 4);
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'previews-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("draws page 1 of each PDF as a small WebP carrying the page's size and the page count", async () => {
  const pdfs = join(dir, 'pdfs');
  const out = join(dir, 'previews');
  const paper = await renderDocument({
    header: 'VITHelper sample paper',
    title: 'Operating Systems',
    facts: ['Course code: CSE2005', 'Exam: CAT-1'],
    sectionTitle: 'Answer all questions',
    lines: ['Explain paging.', 'Compare FCFS and SJF scheduling.'],
    footer: 'Sample',
  });
  const landscape = await PDFDocument.create();
  landscape.addPage([842, 595]).drawText('Landscape question paper', { x: 60, y: 500, size: 28 });
  landscape.addPage([842, 595]);
  mkdirSync(pdfs);
  writeFileSync(join(pdfs, 'CSE2005_CAT1_C1_2019.pdf'), paper);
  writeFileSync(join(pdfs, 'Lab manual.pdf'), await landscape.save());

  const { stdout } = await generate(pdfs, out);
  expect(stdout).toContain('wrote 2, 0 up to date');
  expect(readdirSync(out).sort()).toEqual([
    '.previews-settings',
    'CSE2005_CAT1_C1_2019.webp',
    'Lab manual.webp',
  ]);

  const a4 = readFileSync(join(out, 'CSE2005_CAT1_C1_2019.webp'));
  expect(a4.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(readPageBox(new Uint8Array(a4))).toEqual({ width: 595, height: 842, pages: 1 });
  expect(a4.length).toBeLessThan(PREVIEW_MAX_BYTES);
  // The page's text is drawn: a typed page is mostly paper with some ink.
  const ink = await inkShare(a4);
  expect(ink).toBeGreaterThan(0.002);
  expect(ink).toBeLessThan(0.2);

  const wide = readFileSync(join(out, 'Lab manual.webp'));
  expect(readPageBox(new Uint8Array(wide))).toEqual({ width: 842, height: 595, pages: 2 });
  expect(await inkShare(wide)).toBeGreaterThan(0.002);

  // Run again: nothing to redraw until a PDF changes, or the preview settings do.
  expect((await generate(pdfs, out)).stdout).toContain('wrote 0, 2 up to date');
  writeFileSync(join(out, '.previews-settings'), '720 1600 60\n');
  expect((await generate(pdfs, out)).stdout).toContain('wrote 2, 0 up to date');
});

it('gives a PDF pdf.js cannot open no preview, and drops the preview of its older version', async () => {
  const pdfs = join(dir, 'pdfs');
  const out = join(dir, 'previews');
  mkdirSync(pdfs);
  const file = join(pdfs, 'broken.pdf');
  const good = await PDFDocument.create();
  good.addPage([595, 842]).drawText('First version', { x: 60, y: 700, size: 20 });
  writeFileSync(file, await good.save());
  await generate(pdfs, out);
  expect(readdirSync(out)).toEqual(['.previews-settings', 'broken.webp']);

  writeFileSync(file, 'not a PDF at all');
  const later = new Date(Date.now() + 5_000);
  utimesSync(file, later, later);
  const { stdout, stderr } = await generate(pdfs, out);
  expect(stdout).toContain('wrote 0, 0 up to date');
  expect(stderr).toContain('no preview for broken.pdf');
  expect(readdirSync(out)).toEqual(['.previews-settings']);
});
