/**
 * @jest-environment node
 */
/**
 * Details read from real sample papers (`npm run content:pdfs`): pdf.js's text of each page, and
 * OCR (tesseract.js, as the page runs it) on page 1 drawn as an image, give the exam, course
 * code, course name and slot the paper was made with.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Collections } from '@vithelper/contracts/content';
import type { ExamKind, Paper } from '@vithelper/contracts/papers';
import { catalogueOf } from '../../../common/catalogue';
import { pageText } from '../../../common/pdf/page-text';
import { similarPapers, suggestDetails } from './details';

jest.setTimeout(120_000);

const root = path.join(__dirname, '../../../../../..');
const seed = JSON.parse(fs.readFileSync(path.join(root, 'content/seed.json'), 'utf8')) as Record<
  ExamKind,
  Record<string, Omit<Paper, 'id'>>
>;
const collections = Object.fromEntries(
  (['cat1', 'cat2', 'fat'] as const).map((kind) => [
    kind,
    Object.entries(seed[kind]).map(([id, paper]) => ({ id, ...paper })),
  ]),
) as Pick<Collections, ExamKind>;
const catalogue = catalogueOf(collections);
const pdfDir = path.join(root, 'content/storage/images');
const reader = path.join(root, 'remotes/contribute/src/testing/read-pdf-node.mjs');

beforeAll(() => {
  if (!fs.existsSync(pdfDir)) execFileSync('npm', ['run', 'content:pdfs'], { cwd: root });
});

/** pdf.js's text of a PDF (in a Node process of its own: jest cannot load pdf.js's modules). */
function readText(file: string, png?: string): string {
  const out = execFileSync(process.execPath, [reader, file, ...(png ? [png] : [])], { cwd: root });
  const { items } = JSON.parse(out.toString()) as { items: unknown[][] };
  return items.map((page) => pageText(page)).join('\n');
}

const expected = (kind: ExamKind, paper: Paper) => ({
  exam: kind,
  courseCode: paper.name[1],
  courseName: paper.name[0],
  ...(paper.name[2] ? { slot: paper.name[2] } : {}),
});

describe('details from a PDF with text', () => {
  // One with a combined slot, one with a plain slot and one without a slot, of each exam.
  const cases = (['cat1', 'cat2', 'fat'] as const).flatMap((kind) => {
    const papers = collections[kind];
    return [
      papers.find((paper) => paper.name[2]?.includes('+')),
      papers.find((paper) => paper.name[2] && !paper.name[2].includes('+')),
      papers.find((paper) => !paper.name[2]),
    ]
      .filter((paper): paper is Paper => Boolean(paper))
      .map((paper) => [kind, paper.file_name, paper] as const);
  });

  it.each(cases)('%s %s', (kind, fileName, paper) => {
    const text = readText(path.join(pdfDir, `${fileName}.pdf`));
    expect(suggestDetails(text, catalogue)).toEqual(expected(kind, paper));
  });

  it('names the course from the paper itself when the catalogue does not know the code', () => {
    const paper = collections.cat2[0]!;
    const text = readText(path.join(pdfDir, `${paper.file_name}.pdf`));
    const details = suggestDetails(text, new Map());
    expect(details.courseCode).toBe(paper.name[1]);
    expect(details.courseName).toBeUndefined();
    expect(suggestDetails('Course Title: Operating Systems   Slot: A2', new Map()).courseName).toBe(
      'Operating Systems',
    );
  });
});

describe('details from OCR text', () => {
  it('reads the look-alikes OCR produces: O for 0, spaced slots, roman numerals', () => {
    const text = [
      'VELLORE INSTITUTE OF TECHNOLOGY',
      'Continuous Assessment Test - II',
      'Course Code : CSE2OO5   Course Title: Operating Systems',
      'Slot : A1 + TA1',
    ].join('\n');
    expect(suggestDetails(text, catalogue)).toEqual({
      exam: 'cat2',
      courseCode: 'CSE2005',
      courseName: 'Operating Systems',
      slot: 'A1+TA1',
    });
    expect(suggestDetails('FINAL ASSESSMENT TEST  MAT1014', catalogue)).toEqual({
      exam: 'fat',
      courseCode: 'MAT1014',
      courseName: 'Discrete Mathematics and Graph Theory',
    });
    expect(suggestDetails('a photo of a desk', catalogue)).toEqual({});
  });

  it('reads a page drawn as an image (a photo of the paper) with tesseract.js', async () => {
    const paper = collections.cat1.find((p) => p.name[2]?.includes('+'))!;
    const png = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vh-ocr-')), 'page.png');
    readText(path.join(pdfDir, `${paper.file_name}.pdf`), png);
    const { createWorker } = await import('tesseract.js');
    const worker = await createWorker('eng', 1, {
      langPath: path.join(root, 'node_modules/@tesseract.js-data/eng/4.0.0_best_int'),
      gzip: true,
      cacheMethod: 'none',
    });
    try {
      const { data } = await worker.recognize(png);
      expect(suggestDetails(data.text, catalogue)).toEqual(expected('cat1', paper));
    } finally {
      await worker.terminate();
    }
  });
});

describe('similar published papers', () => {
  it('lists papers of the same exam, course code and slot, whatever the letter case', () => {
    const paper = collections.fat.find((p) => p.name[2])!;
    const found = similarPapers(collections, {
      exam: 'fat',
      courseCode: paper.name[1].toLowerCase(),
      slot: paper.name[2]!.toLowerCase(),
    });
    expect(found.map((p) => p.id)).toContain(paper.id);
    expect(found.every((p) => p.name[1] === paper.name[1] && p.name[2] === paper.name[2])).toBe(
      true,
    );
    expect(
      similarPapers(collections, { exam: 'cat1', courseCode: paper.name[1], slot: '' }),
    ).toEqual([]);
  });
});
