import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import { renderDocument } from '../content/pdf-layout';
import type { PaperText } from './paper-text';

// pdf.js is an ES module that jest's CommonJS run cannot load: the extraction runs as the
// content scripts run it, in node with esbuild-register.
const REPO = join(__dirname, '..', '..');
type Row = { file: string; extracted: boolean; text: PaperText };
function extract(cacheDir: string, ...files: string[]): Row[] {
  const out = execFileSync(
    process.execPath,
    ['-r', 'esbuild-register', 'scripts/search/paper-text.ts', '--cache', cacheDir, ...files],
    { cwd: REPO, encoding: 'utf8' },
  );
  return JSON.parse(out) as Row[];
}
function extractWithoutOcr(cacheDir: string, ...files: string[]): Row[] {
  const out = execFileSync(
    process.execPath,
    [
      '-r',
      'esbuild-register',
      'scripts/search/paper-text.ts',
      '--no-ocr',
      '--cache',
      cacheDir,
      ...files,
    ],
    { cwd: REPO, encoding: 'utf8' },
  );
  return JSON.parse(out) as Row[];
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'paper-text-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('extracting the text of a PDF', () => {
  it('a generated sample paper gives its text page by page, and an unchanged file is not extracted again', async () => {
    const pdf = join(dir, 'paper.pdf');
    writeFileSync(
      pdf,
      await renderDocument({
        header: 'VITHelper sample paper',
        title: 'Data Structures and Algorithms',
        facts: ['Course code: CSE2003'],
        sectionTitle: 'Part A',
        lines: ['Build a min-heap from the keys 15, 3, 17.'],
        parts: [
          {
            title: 'Part B',
            lines: ["Apply Dijkstra's algorithm to the weighted graph given below."],
          },
          {
            title: 'Part C',
            lines: ["Explain the banker's algorithm and decide whether the state is safe."],
          },
        ],
        footer: 'Sample content.',
      }),
    );
    const cache = join(dir, 'cache');
    const [first] = extract(cache, pdf);
    expect(first?.extracted).toBe(true);
    expect(first?.text.pages).toHaveLength(3);
    expect(first?.text.pages[0]).toContain('Course code: CSE2003');
    expect(first?.text.pages[0]).toContain('Build a min-heap from the keys 15, 3, 17.');
    expect(first?.text.pages[1]).toContain("Apply Dijkstra's algorithm");
    expect(first?.text.pages[1]).not.toContain('banker');
    expect(first?.text.pages[2]).toContain("banker's algorithm");
    expect(first?.text.ocr).toEqual([]);
    expect(first?.text.noText).toEqual([]);
    expect(first?.text.sha256).toMatch(/^[0-9a-f]{64}$/);

    const [again] = extract(cache, pdf);
    expect(again?.extracted).toBe(false);
    expect(again?.text).toEqual(first?.text);
  });

  it('a scanned page (an image of printed questions) is read by OCR, beside a page with text', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(1200, 500);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 1200, 500);
    context.fillStyle = '#000000';
    context.font = '44px sans-serif';
    context.fillText("Explain the banker's algorithm", 60, 150);
    context.fillText('Laplace transform of t sin t', 60, 300);
    const doc = await PDFDocument.create();
    const image = await doc.embedPng(await canvas.encode('png'));
    doc.addPage([600, 250]).drawImage(image, { x: 0, y: 0, width: 600, height: 250 });
    doc.addPage([300, 300]).drawText('Fourier series of x squared', { x: 20, y: 200, size: 12 });
    const pdf = join(dir, 'scan.pdf');
    writeFileSync(pdf, await doc.save());

    const [row] = extract(join(dir, 'cache'), pdf);
    expect(row?.text.pages[0]?.toLowerCase()).toContain("banker's algorithm");
    expect(row?.text.pages[0]?.toLowerCase()).toContain('laplace transform');
    expect(row?.text.pages[1]).toBe('Fourier series of x squared');
    expect(row?.text.ocr).toEqual([1]);
    expect(row?.text.noText).toEqual([]);

    // Without OCR the scanned page has no text, and that result is not cached as the paper's text.
    const [plain] = extractWithoutOcr(join(dir, 'cache-plain'), pdf);
    expect(plain?.text.pages[0]).toBe('');
    expect(plain?.text.noText).toEqual([1]);
    expect(existsSync(join(dir, 'cache-plain'))).toBe(false);
  });

  it('a PDF with no text at all, not even by OCR, is recorded as such and cached, not failed', async () => {
    const doc = await PDFDocument.create();
    doc
      .addPage([300, 300])
      .drawRectangle({ x: 20, y: 20, width: 100, height: 100, color: rgb(0, 0, 0) });
    doc.addPage([300, 300]);
    const pdf = join(dir, 'blank.pdf');
    writeFileSync(pdf, await doc.save());
    const cache = join(dir, 'cache-blank');
    const [row] = extract(cache, pdf);
    expect(row?.text.pages).toEqual(['', '']);
    expect(row?.text.ocr).toEqual([1, 2]);
    expect(row?.text.noText).toEqual([1, 2]);
    const [again] = extract(cache, pdf);
    expect(again?.extracted).toBe(false);
    expect(again?.text.noText).toEqual([1, 2]);
  });

  it('a file that is not a PDF fails with a message and caches nothing', () => {
    const bad = join(dir, 'bad.pdf');
    writeFileSync(bad, 'not a pdf');
    expect(() => extract(join(dir, 'cache-bad'), bad)).toThrow();
    expect(existsSync(join(dir, 'cache-bad'))).toBe(false);
  });
});
