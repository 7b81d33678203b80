/**
 * Draws the simple documents used as sample PDFs (one page, or one page per part). Only the standard Helvetica fonts are
 * used: they ship inside every PDF reader, so nothing is downloaded or embedded and files stay tiny.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE = { width: 595, height: 842, margin: 56 } as const; // A4 in points
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.4, 0.43, 0.48);

export type SimpleDocument = {
  /** Small line above the title, e.g. "VITHelper sample paper". */
  header: string;
  title: string;
  /** Header block under the title, e.g. "Course code: MAT2001". */
  facts: readonly string[];
  sectionTitle: string;
  /** Numbered lines in the body (questions or instruction steps). */
  lines: readonly string[];
  /** Further parts, each on a new page (a paper's Part B and Part C); numbering continues. */
  parts?: readonly DocumentPart[];
  footer: string;
};

export type DocumentPart = {
  title: string;
  /** A short note under the part's title, e.g. "Answer any four questions". */
  note?: string;
  lines: readonly string[];
};

/** Standard fonts only encode WinAnsi; anything else would make pdf-lib throw mid-run. */
const printable = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** A line as drawn: its text, its page (from 1) and its baseline as a fraction of the page from the top. */
export type DrawnLine = { text: string; page: number; baseline: number };

class Cursor {
  private y = PAGE.height - PAGE.margin;
  private page: PDFPage;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly onLine?: (line: DrawnLine) => void,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  /** Starts a new page: a part that must open one, or text that ran past the bottom margin. */
  newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  write(
    text: string,
    font: PDFFont,
    size: number,
    options: { indent?: number; muted?: boolean } = {},
  ): void {
    const indent = options.indent ?? 0;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    for (const line of wrap(text, font, size, width)) {
      if (this.y - size * 1.4 < PAGE.margin) this.newPage();
      this.y -= size * 1.4;
      this.page.drawText(line, {
        x: PAGE.margin + indent,
        y: this.y,
        size,
        font,
        color: options.muted ? MUTED : INK,
      });
      this.onLine?.({
        text: line,
        page: this.pdf.getPageCount(),
        baseline: (PAGE.height - this.y) / PAGE.height,
      });
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.y -= 8;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.75,
      color: MUTED,
    });
  }
}

/** The document's PDF; `onLine` hears each line where it is drawn (a region's place in a sample). */
export async function renderDocument(
  doc: SimpleDocument,
  onLine?: (line: DrawnLine) => void,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(doc.title));
  pdf.setProducer('VITHelper content scripts');
  // A fixed date keeps the bytes identical between runs, so rebuilt files do not look changed.
  pdf.setCreationDate(new Date(Date.UTC(2021, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2021, 0, 1)));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const cursor = new Cursor(pdf, onLine);

  cursor.write(doc.header, bold, 11, { muted: true });
  cursor.gap(6);
  cursor.write(doc.title, bold, 18);
  cursor.gap(4);
  for (const fact of doc.facts) cursor.write(fact, regular, 11);
  cursor.rule();
  cursor.gap(10);
  cursor.write(doc.sectionTitle, bold, 12);
  cursor.gap(4);
  doc.lines.forEach((line, index) => {
    cursor.write(`${index + 1}. ${line}`, regular, 11, { indent: 8 });
    cursor.gap(6);
  });
  let number = doc.lines.length;
  for (const part of doc.parts ?? []) {
    cursor.newPage();
    cursor.write(part.title, bold, 12);
    if (part.note) cursor.write(part.note, regular, 10, { muted: true });
    cursor.gap(4);
    for (const line of part.lines) {
      number += 1;
      cursor.write(`${number}. ${line}`, regular, 11, { indent: 8 });
      cursor.gap(6);
    }
  }
  cursor.rule();
  cursor.write(doc.footer, regular, 9, { muted: true });
  return pdf.save();
}
