/**
 * Draws a sample exam paper in one of the layouts papers come in, and says where it drew each
 * question (the labels bench/questions/ checks @vithelper/questions against):
 * - `list`: numbered questions, a long question's parts (a), (b) under its number, marks in
 *   brackets at the end;
 * - `table`: the institute's table, Q.No | Question | Marks, a long question's parts in rows;
 * - `columns`: the numbered list in two columns under a full-width header.
 * Each part (Part A, B, C) starts a page. Standard Helvetica only, as in ./pdf-layout.ts.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PaperSection } from './paper-questions';

const PAGE = { width: 595, height: 842, margin: 56 } as const;
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.4, 0.43, 0.48);
const SIZE = 11;
const LEADING = SIZE * 1.4;

export type PaperLayout = 'list' | 'table' | 'columns';

export type SamplePaper = {
  header: string;
  title: string;
  facts: readonly string[];
  sections: readonly PaperSection[];
  footer: string;
  layout: PaperLayout;
  /** How the list layouts print marks: "[5 Marks]" or "(5 marks)". */
  marks?: 'brackets' | 'parentheses';
};

/** A question or part as printed: its number ("3", "5(a)"), marks and where it is (0–1 of the page). */
export type DrawnQuestion = {
  number: string;
  marks: number;
  page: number;
  top: number;
  bottom: number;
  source: string;
};

const printable = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?');

function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, SIZE) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

type Fonts = { regular: PDFFont; bold: PDFFont };

class Sheet {
  readonly drawn: DrawnQuestion[] = [];
  private page!: PDFPage;
  pageNumber = 0;
  /** Baseline of the last line drawn, from the page's top. */
  y = 0;
  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pageNumber += 1;
    this.y = PAGE.margin;
  }

  text(
    text: string,
    x: number,
    y: number,
    options: { size?: number; bold?: boolean; muted?: boolean } = {},
  ): void {
    this.page.drawText(printable(text), {
      x,
      y: PAGE.height - y,
      size: options.size ?? SIZE,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.muted ? MUTED : INK,
    });
  }

  /** Full-width lines of one style, wrapped, from the cursor down. */
  block(text: string, options: { size?: number; bold?: boolean; muted?: boolean } = {}): void {
    const size = options.size ?? SIZE;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const width = PAGE.width - 2 * PAGE.margin;
    for (const line of wrapAt(text, font, size, width)) {
      this.y += size * 1.4;
      this.text(line, PAGE.margin, this.y, options);
    }
  }

  rule(): void {
    this.y += 8;
    this.page.drawLine({
      start: { x: PAGE.margin, y: PAGE.height - this.y },
      end: { x: PAGE.width - PAGE.margin, y: PAGE.height - this.y },
      thickness: 0.75,
      color: MUTED,
    });
  }

  record(
    number: string,
    marks: number,
    source: string,
    firstBaseline: number,
    lastBaseline: number,
  ): void {
    this.drawn.push({
      number,
      marks,
      source,
      page: this.pageNumber,
      top: (firstBaseline - SIZE) / PAGE.height,
      bottom: lastBaseline / PAGE.height,
    });
  }
}

function wrapAt(text: string, font: PDFFont, size: number, width: number): string[] {
  if (size === SIZE) return wrap(text, font, width);
  const scale = SIZE / size;
  return wrap(text, font, width * scale);
}

const marksText = (marks: number, style: SamplePaper['marks']) =>
  style === 'parentheses' ? `(${marks} marks)` : `[${marks} Marks]`;

/** One numbered question of the list layouts, drawn at x in a column `width` wide from `y`. */
function listQuestion(
  sheet: Sheet,
  number: number,
  parts: PaperSection['questions'][number]['parts'],
  at: { x: number; width: number },
  style: SamplePaper['marks'],
): void {
  const font = sheet.fonts.regular;
  const label = `${number}.`;
  const indent = 20;
  parts.forEach((part, index) => {
    const partLabel = parts.length > 1 ? `(${String.fromCharCode(97 + index)}) ` : '';
    const lines = wrap(
      `${partLabel}${part.text} ${marksText(part.marks, style)}`,
      font,
      at.width - indent,
    );
    const first = sheet.y + LEADING;
    lines.forEach((line, row) => {
      sheet.y += LEADING;
      if (index === 0 && row === 0) sheet.text(label, at.x, sheet.y);
      sheet.text(line, at.x + indent, sheet.y);
    });
    const numberText =
      parts.length > 1 ? `${number}(${String.fromCharCode(97 + index)})` : `${number}`;
    sheet.record(numberText, part.marks, part.source, first, sheet.y);
  });
  sheet.y += 6;
}

const listHeight = (
  fonts: Fonts,
  parts: PaperSection['questions'][number]['parts'],
  width: number,
  style: SamplePaper['marks'],
) =>
  parts.reduce(
    (sum, part) =>
      sum +
      wrap(`(a) ${part.text} ${marksText(part.marks, style)}`, fonts.regular, width - 20).length *
        LEADING,
    6,
  );

const TABLE = {
  number: PAGE.margin + 4,
  part: PAGE.margin + 26,
  text: PAGE.margin + 46,
  marks: PAGE.width - PAGE.margin - 24,
};

function tableSection(sheet: Sheet, section: PaperSection, first: number): void {
  const width = TABLE.marks - TABLE.text - 12;
  sheet.y += LEADING;
  sheet.text('Q.No', TABLE.number, sheet.y, { bold: true });
  sheet.text('Question', TABLE.text, sheet.y, { bold: true });
  sheet.text('Marks', TABLE.marks - 4, sheet.y, { bold: true });
  sheet.rule();
  section.questions.forEach((question, index) => {
    const number = first + index;
    question.parts.forEach((part, partIndex) => {
      const lines = wrap(part.text, sheet.fonts.regular, width);
      const top = sheet.y + LEADING;
      lines.forEach((line, row) => {
        sheet.y += LEADING;
        if (row === 0) {
          if (partIndex === 0) sheet.text(String(number), TABLE.number, sheet.y);
          if (question.parts.length > 1)
            sheet.text(String.fromCharCode(97 + partIndex), TABLE.part, sheet.y);
          sheet.text(String(part.marks), TABLE.marks + 6, sheet.y);
        }
        sheet.text(line, TABLE.text, sheet.y);
      });
      const numberText =
        question.parts.length > 1
          ? `${number}(${String.fromCharCode(97 + partIndex)})`
          : `${number}`;
      sheet.record(numberText, part.marks, part.source, top, sheet.y);
    });
    sheet.rule();
  });
}

function columnsSection(
  sheet: Sheet,
  section: PaperSection,
  first: number,
  style: SamplePaper['marks'],
): void {
  const gutter = 24;
  const width = (PAGE.width - 2 * PAGE.margin - gutter) / 2;
  const heights = section.questions.map((q) => listHeight(sheet.fonts, q.parts, width, style));
  const total = heights.reduce((a, b) => a + b, 0);
  let split = 0;
  for (let sum = 0; split < heights.length && sum < total / 2; split += 1)
    sum += heights[split] ?? 0;
  const start = sheet.y;
  let bottom = start;
  const column = (from: number, to: number, x: number) => {
    sheet.y = start;
    for (let i = from; i < to; i += 1)
      listQuestion(sheet, first + i, section.questions[i]!.parts, { x, width }, style);
    bottom = Math.max(bottom, sheet.y);
  };
  column(0, split, PAGE.margin);
  column(split, section.questions.length, PAGE.margin + width + gutter);
  sheet.y = bottom;
}

export async function renderPaper(
  paper: SamplePaper,
): Promise<{ bytes: Uint8Array; questions: DrawnQuestion[] }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(paper.title));
  pdf.setProducer('VITHelper content scripts');
  // A fixed date keeps the bytes identical between runs, so rebuilt files do not look changed.
  pdf.setCreationDate(new Date(Date.UTC(2021, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2021, 0, 1)));
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const sheet = new Sheet(pdf, fonts);
  sheet.block(paper.header, { bold: true, muted: true });
  sheet.y += 6;
  sheet.block(paper.title, { size: 18, bold: true });
  sheet.y += 4;
  for (const fact of paper.facts) sheet.block(fact);
  sheet.rule();
  sheet.y += 10;
  let number = 1;
  paper.sections.forEach((section, index) => {
    if (index > 0) sheet.newPage();
    sheet.block(section.title, { size: 12, bold: true });
    if (section.note) sheet.block(section.note, { size: 10, muted: true });
    sheet.y += 4;
    if (paper.layout === 'table') tableSection(sheet, section, number);
    else if (paper.layout === 'columns') columnsSection(sheet, section, number, paper.marks);
    else
      section.questions.forEach((question, i) =>
        listQuestion(
          sheet,
          number + i,
          question.parts,
          { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin },
          paper.marks,
        ),
      );
    number += section.questions.length;
  });
  sheet.rule();
  sheet.y += 4;
  sheet.block(paper.footer, { size: 9, muted: true });
  return { bytes: await pdf.save(), questions: sheet.drawn };
}
