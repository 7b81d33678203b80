import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { renderDocument, type SimpleDocument } from '../content/pdf-layout';

// pdf.js is an ES module that jest's CommonJS run cannot load: the CLI runs as maintainers run
// it, in node with esbuild-register.
const REPO = join(__dirname, '..', '..');
type Output = {
  papers: Array<{
    file: string;
    questions: Array<{
      number: string;
      text: string;
      marks: number | null;
      page: number;
      top: number;
      bottom: number;
    }>;
  }>;
  groups: string[][];
};
function run(...files: string[]): { status: number | null; out: Output; err: string } {
  return runWith(['--no-ocr'], files);
}
function runWith(
  flags: string[],
  files: string[],
): { status: number | null; out: Output; err: string } {
  const result = spawnSync(
    process.execPath,
    ['-r', 'esbuild-register', 'scripts/questions/questions-cli.ts', ...flags, ...files],
    { cwd: REPO, encoding: 'utf8' },
  );
  return { status: result.status, out: JSON.parse(result.stdout) as Output, err: result.stderr };
}

const SAMPLE: Omit<SimpleDocument, 'facts' | 'lines'> = {
  header: 'VITHelper sample paper',
  title: 'Data Structures and Algorithms',
  sectionTitle: 'Part A: answer all questions',
  footer: 'Sample content generated for VITHelper development. Not an official question paper.',
};

/** A table paper drawn cell by cell: Q.No | Question | Marks, with a page number at the foot. */
async function tablePaper(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const row = (y: number, cells: string[]) =>
    cells.forEach((text, index) =>
      page.drawText(text, { x: [60, 110, 520][index]!, y: 842 - y, size: 11, font }),
    );
  page.drawText('Final Assessment Test - Operating Systems', {
    x: 60,
    y: 842 - 60,
    size: 14,
    font,
  });
  row(100, ['Q.No', 'Question', 'Marks']);
  row(120, ['1', "Explain the banker's algorithm and decide whether the state is safe.", '10']);
  row(140, ['2', 'Compare paging and segmentation.', '5']);
  page.drawText('Page 1 of 1', { x: 270, y: 30, size: 9, font });
  return pdf.save();
}

/** A two-column paper: a full-width title, then questions down the left column and on to the right. */
async function twoColumnPaper(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText('Continuous Assessment Test II - Operating Systems and their Design', {
    x: 56,
    y: 780,
    size: 12,
    font,
  });
  const column = (x: number, lines: string[]) =>
    lines.forEach((text, index) => page.drawText(text, { x, y: 740 - index * 16, size: 11, font }));
  column(56, [
    '1. Explain the working of the',
    'round robin scheduler.',
    '2. Compare paging with the',
    'segmentation of memory.',
  ]);
  column(310, [
    '3. Describe the working of the',
    'buddy memory allocator.',
    '4. Explain the clock page',
    'replacement algorithm.',
  ]);
  return pdf.save();
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'questions-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run questions', () => {
  it('prints the questions of generated papers and the question they repeat', async () => {
    const fat = join(dir, 'fat-2021.pdf');
    const cat = join(dir, 'cat1-2023.pdf');
    const table = join(dir, 'fat-2022.pdf');
    const columns = join(dir, 'cat2-2022.pdf');
    writeFileSync(
      fat,
      await renderDocument({
        ...SAMPLE,
        facts: ['Course code: CSE2003', 'Maximum marks: 100'],
        lines: [
          'Trace quick sort on the array [29, 10, 14, 37, 13] and count the comparisons made.',
          'Explain the difference between a process and a thread with one example of each.',
        ],
        parts: [
          {
            title: 'Part B',
            note: 'Answer all questions.',
            lines: [
              '(a) Define a heap. (b) Build a min-heap from the keys 15, 3, 17, 10, 84, 19, 6, 22.',
            ],
          },
        ],
      }),
    );
    writeFileSync(
      cat,
      await renderDocument({
        ...SAMPLE,
        facts: ['Course code: CSE2003'],
        lines: [
          'Describe the difference between a process and a thread, with an example of each.',
          'Trace quick sort on the array [5, 3, 8, 1] and count the comparisons made.',
        ],
      }),
    );
    writeFileSync(table, await tablePaper());
    writeFileSync(columns, await twoColumnPaper());

    const { status, out, err } = run(fat, cat, table, columns);
    expect(err).toBe('');
    expect(status).toBe(0);
    expect(out.papers.map((paper) => paper.file)).toEqual([fat, cat, table, columns]);
    expect(out.papers[0]!.questions.map(({ number, text }) => [number, text])).toEqual([
      ['1', 'Trace quick sort on the array [29, 10, 14, 37, 13] and count the comparisons made.'],
      ['2', 'Explain the difference between a process and a thread with one example of each.'],
      ['3(a)', 'Define a heap.'],
      ['3(b)', 'Build a min-heap from the keys 15, 3, 17, 10, 84, 19, 6, 22.'],
    ]);
    const partB = out.papers[0]!.questions[2]!;
    expect(partB.page).toBe(2);
    expect(partB.top).toBeGreaterThan(0.05);
    expect(partB.bottom).toBeGreaterThan(partB.top);
    expect(partB.bottom).toBeLessThan(0.3);
    expect(out.papers[2]!.questions).toEqual([
      expect.objectContaining({ number: '1', marks: 10, page: 1 }),
      expect.objectContaining({
        number: '2',
        text: 'Compare paging and segmentation.',
        marks: 5,
        page: 1,
      }),
    ]);
    // Rows 100 and 120 points from the top: the question's top is the first row's cap height.
    expect(out.papers[2]!.questions[0]!.top).toBeCloseTo((120 - 11) / 842, 2);
    expect(out.papers[3]!.questions.map(({ number, text }) => [number, text])).toEqual([
      ['1', 'Explain the working of the round robin scheduler.'],
      ['2', 'Compare paging with the segmentation of memory.'],
      ['3', 'Describe the working of the buddy memory allocator.'],
      ['4', 'Explain the clock page replacement algorithm.'],
    ]);
    expect(out.groups).toEqual([
      [`${fat}#1`, `${cat}#2`],
      [`${fat}#2`, `${cat}#1`],
      [`${table}#2`, `${columns}#2`],
    ]);
  });

  it('cuts a scanned page from its OCR word boxes, at their place on the page', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(1200, 1000);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 1200, 1000);
    context.fillStyle = '#000000';
    context.font = '44px sans-serif';
    context.fillText("1. Explain the banker's algorithm. [10]", 60, 250);
    context.fillText('2. Define the Laplace transform. [5]', 60, 650);
    const doc = await PDFDocument.create();
    const image = await doc.embedPng(await canvas.encode('png'));
    doc.addPage([600, 500]).drawImage(image, { x: 0, y: 0, width: 600, height: 500 });
    const scan = join(dir, 'scan.pdf');
    writeFileSync(scan, await doc.save());

    const { status, out } = runWith([], [scan]);
    expect(status).toBe(0);
    const [first, second] = out.papers[0]!.questions;
    expect(out.papers[0]!.questions.map(({ number, marks }) => [number, marks])).toEqual([
      ['1', 10],
      ['2', 5],
    ]);
    expect(first!.text.toLowerCase()).toContain("banker's algorithm");
    // The lines' baselines are at 25 % and 65 % of the page; their tops a type size above.
    expect(first!.top).toBeGreaterThan(0.2);
    expect(first!.bottom).toBeLessThan(0.27);
    expect(second!.top).toBeGreaterThan(0.6);
    expect(second!.bottom).toBeLessThan(0.67);
  });

  it('lists a paper it cannot cut with no questions, and says why on stderr', async () => {
    const plain = join(dir, 'notes.pdf');
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf
      .addPage([595, 842])
      .drawText('Revision notes on hashing and trees', { x: 60, y: 780, size: 12, font });
    writeFileSync(plain, await pdf.save());
    const { status, out, err } = run(plain);
    expect(status).toBe(0);
    expect(out).toEqual({ papers: [{ file: plain, questions: [] }], groups: [] });
    expect(err).toContain(`${plain}: No question numbers`);
  });

  it('reports a file that is not a PDF and still prints the others', () => {
    const broken = join(dir, 'broken.pdf');
    writeFileSync(broken, 'not a pdf');
    const { status, out, err } = run(broken);
    expect(status).toBe(1);
    expect(out.papers).toEqual([{ file: broken, questions: [] }]);
    expect(err).toContain(`${broken}: could not be read`);
  });
});
