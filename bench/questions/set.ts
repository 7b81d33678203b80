/**
 * The labelled set of bench/questions/: sample papers of a few courses (the seed's own, drawn as
 * `npm run content:pdfs` draws them), the same courses' other papers drawn in the layouts they
 * were not (table, parts, two columns), and two papers "photographed": each page drawn to an
 * image, turned 1–2°, noised and put back in a PDF with no text layer, so they are read by OCR.
 * Every question's label (number, marks, page, top, bottom) is where the layout drew it
 * (scripts/content/paper-layout.ts); questions drawn from the same bank entry of the course
 * (scripts/content/data/questions.ts) are one group.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import {
  renderPaper,
  type DrawnQuestion,
  type PaperLayout,
} from '../../scripts/content/paper-layout';
import type { Exam } from '../../scripts/content/paper-questions';
import { SEED_FILE } from '../../scripts/content/paths';
import { createPrng } from '../../scripts/content/prng';
import { samplePaper, type PaperRecord } from '../../scripts/content/sample-paper';
import { drawPage } from '../../scripts/search/ocr';
import { loadPdfJs } from '../../scripts/search/paper-text';

export type Kind = 'text' | 'photo';

export type LabelledQuestion = Omit<DrawnQuestion, 'source'>;
export type LabelledPaper = {
  id: string;
  course: string;
  kind: Kind;
  layout: PaperLayout;
  questions: LabelledQuestion[];
};
export type Labels = { papers: LabelledPaper[]; groups: string[][] };

export type BenchPaper = LabelledPaper & {
  drawn: DrawnQuestion[];
  pdf: () => Promise<Uint8Array>;
};

/** Courses with several papers across years and exams (content/seed.json). */
const COURSES = ['CSE2005', 'EEE2003', 'HUM1021', 'MEE2004', 'CSE3024'] as const;
const PAPERS_PER_COURSE = 5;
/** The papers after a course's first three are drawn in these layouts, in turn. */
const OTHER_LAYOUTS: readonly PaperLayout[] = ['table', 'columns'];
/** Papers photographed (every page OCR'd): few, to keep the bench's OCR to a few pages. */
const PHOTOGRAPHED = ['CSE2005_CAT1_C1_2019', 'MEE2004_CAT1_2020'];

type SeedPaper = PaperRecord & { kind: Exam };

function seedPapers(): SeedPaper[] {
  const seed = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as Record<
    string,
    Record<string, PaperRecord>
  >;
  return (['cat1', 'cat2', 'fat'] as const).flatMap((kind) =>
    Object.values(seed[kind] ?? {}).map((paper) => ({ ...paper, kind })),
  );
}

/** A page drawn at 200 dpi, turned, noised and lit unevenly, at 150 dpi as a JPEG. */
async function photographPage(png: Uint8Array, seed: string): Promise<Uint8Array> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const rng = createPrng(seed);
  const image = await loadImage(Buffer.from(png));
  const width = Math.round(image.width * 0.75);
  const height = Math.round(image.height * 0.75);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f3efe6';
  context.fillRect(0, 0, width, height);
  const degrees = (1 + rng.next()) * (rng.next() < 0.5 ? -1 : 1);
  context.translate(width / 2, height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.globalCompositeOperation = 'multiply';
  context.drawImage(image, -width / 2, -height / 2, width, height);
  context.setTransform(1, 0, 0, 1, 0, 0);
  const pixels = context.getImageData(0, 0, width, height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % width;
    const light = 0.88 + (0.12 * x) / width;
    const noise = (rng.next() - 0.5) * 24;
    for (let c = 0; c < 3; c += 1)
      data[i + c] = Math.max(0, Math.min(255, (data[i + c] ?? 0) * light + noise));
  }
  context.putImageData(pixels, 0, 0);
  return new Uint8Array(await canvas.encode('jpeg', 80));
}

/** The paper's pages as photos in a PDF with no text layer. */
async function photographed(bytes: Uint8Array, id: string): Promise<Uint8Array> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  const out = await PDFDocument.create();
  out.setCreationDate(new Date(Date.UTC(2021, 0, 1)));
  out.setModificationDate(new Date(Date.UTC(2021, 0, 1)));
  try {
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const jpeg = await out.embedJpg(
        await photographPage(await drawPage(page), `${id}#${number}`),
      );
      out.addPage([width, height]).drawImage(jpeg, { x: 0, y: 0, width, height });
    }
  } finally {
    await task.destroy();
  }
  return out.save();
}

/** A course's papers in turn from each exam (CAT-1, CAT-2, FAT, CAT-1…), so the FAT's Part C is in. */
function acrossExams(papers: readonly SeedPaper[]): SeedPaper[] {
  const queues = (['cat1', 'cat2', 'fat'] as const).map((kind) =>
    papers.filter((paper) => paper.kind === kind),
  );
  const out: SeedPaper[] = [];
  while (queues.some((queue) => queue.length))
    for (const queue of queues) if (queue.length) out.push(queue.shift()!);
  return out;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const labelled = (drawn: readonly DrawnQuestion[]): LabelledQuestion[] =>
  drawn.map(({ source: _source, ...question }) => ({
    ...question,
    top: round(question.top),
    bottom: round(question.bottom),
  }));

export async function benchPapers(): Promise<BenchPaper[]> {
  const all = seedPapers();
  const out: BenchPaper[] = [];
  for (const course of COURSES) {
    const papers = acrossExams(all.filter((paper) => paper.name[1] === course)).slice(
      0,
      PAPERS_PER_COURSE,
    );
    for (const [index, paper] of papers.entries()) {
      const drawn = samplePaper(paper.kind, paper);
      const layout = index < 3 ? drawn.layout : OTHER_LAYOUTS[index % OTHER_LAYOUTS.length]!;
      const rendered = await renderPaper({ ...drawn, layout });
      const id = layout === drawn.layout ? paper.file_name : `${paper.file_name}@${layout}`;
      const base = {
        course,
        layout,
        drawn: rendered.questions,
        questions: labelled(rendered.questions),
      };
      out.push({ ...base, id, kind: 'text', pdf: async () => rendered.bytes });
      if (PHOTOGRAPHED.includes(paper.file_name))
        out.push({
          ...base,
          id: `${paper.file_name}@photo`,
          kind: 'photo',
          pdf: () => photographed(rendered.bytes, paper.file_name),
        });
    }
  }
  return out;
}

/** Questions drawn from the same bank entry in different papers of a course, as paper#number. */
export function expectedGroups(papers: readonly BenchPaper[]): string[][] {
  const bySource = new Map<string, string[]>();
  for (const paper of papers)
    for (const question of paper.drawn) {
      const list = bySource.get(question.source) ?? [];
      list.push(`${paper.id}#${question.number}`);
      bySource.set(question.source, list);
    }
  return [...bySource.values()].filter((members) => members.length > 1);
}

export const LABELS_FILE = join(__dirname, 'labels.json');
