/**
 * A run of text on a page and where it is. pdf.js text items and tesseract.js word boxes both map
 * to it (scripts/questions/pdf-items.ts): `x` and `y` are the left and TOP edges, measured from the
 * page's left and top, in the same unit as `pageWidth` and `pageHeight` (points for pdf.js,
 * pixels for OCR); `page` is 1-based.
 */
export type TextItem = {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  page: number;
  pageWidth: number;
  pageHeight: number;
};

/** Where a question is printed on one page: top and bottom as fractions (0–1) of the page's height. */
export type Region = { page: number; top: number; bottom: number };

export type Question = {
  /** Stable id (./ids.ts): the same question of the same paper keeps it across rebuilds. */
  id: string;
  paper: string;
  /** The number with its parts as printed, e.g. "3", "3(a)", "3(a)(ii)". */
  number: string;
  /** The number's path: ["3", "a", "ii"]. */
  path: string[];
  text: string;
  /** Marks where the paper prints them, otherwise null. */
  marks: number | null;
  /** The section header(s) the question sits under ("Part B · Answer any five"), or ''. */
  section: string;
  /** The text of the question a part belongs to ("3. Consider the relation R…" for 3(a)), or ''. */
  stem: string;
  /** One region per page the question covers, in reading order. */
  regions: Region[];
};

export type CutResult =
  | { paper: string; ok: true; questions: Question[] }
  /** The paper's questions could not be found: it is kept as a whole paper, for the reason given. */
  | { paper: string; ok: false; reason: string; questions: [] };
