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
    expect(first?.text.needsOcr).toEqual([]);
    expect(first?.text.sha256).toMatch(/^[0-9a-f]{64}$/);

    const [again] = extract(cache, pdf);
    expect(again?.extracted).toBe(false);
    expect(again?.text).toEqual(first?.text);
  });

  it('a page without text (a scan) comes back empty and marked for OCR, beside a page with text', async () => {
    const doc = await PDFDocument.create();
    doc
      .addPage([300, 300])
      .drawRectangle({ x: 20, y: 20, width: 100, height: 100, color: rgb(0, 0, 0) });
    const page = doc.addPage([300, 300]);
    page.drawText('Fourier series of x squared', { x: 20, y: 200, size: 12 });
    const pdf = join(dir, 'scan.pdf');
    writeFileSync(pdf, await doc.save());
    const [row] = extract(join(dir, 'cache'), pdf);
    expect(row?.text.pages).toEqual(['', 'Fourier series of x squared']);
    expect(row?.text.needsOcr).toEqual([1]);
  });

  it('a file that is not a PDF fails with a message and caches nothing', () => {
    const bad = join(dir, 'bad.pdf');
    writeFileSync(bad, 'not a pdf');
    expect(() => extract(join(dir, 'cache-bad'), bad)).toThrow();
    expect(existsSync(join(dir, 'cache-bad'))).toBe(false);
  });
});
