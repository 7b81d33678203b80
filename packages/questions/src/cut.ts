/**
 * A paper's positioned text cut into questions (docs/questions.md, "Cutting"). Lines are read in
 * order (./lines.ts); a line that starts with the next number or part (./numbering.ts) opens a
 * question, other lines continue the open one. Section headers and the notes under them become
 * the questions' context; the header above the first question, instructions, page furniture and
 * a smaller-type footer after the last question are left out.
 */
import { questionId } from './ids';
import { toLines, medianSize, type Line } from './lines';
import {
  cellMarkers,
  isInstructions,
  isMarksHeading,
  isOcrNoise,
  isPageFurniture,
  isSectionHeader,
  isTableHeader,
  leadingMarkers,
  misreadCellMarkers,
  sectionKey,
  takeMarks,
  type Token,
} from './markers';
import { formatNumber, pathOf, START, take, type Numbering, type Restart } from './numbering';
import { dropRunningLines } from './running-lines';
import type { CutResult, Question, Region, TextItem } from './types';

type Segment = { line: Line; text: string };
type Draft = { path: string[]; section: string; segments: Segment[]; columnMarks: number | null };
/** Where a table's number column ends and its marks column starts, in page units. */
type Columns = { numberEdge: number | null; marksEdge: number | null };

const INLINE_PART = /(?:^|\s)(?:\(([a-z]|[ivx]{1,4})\)|([a-z]|[ivx]{1,4})\))(?=\s|$)/g;
const BARE_MARK = /^[([]?\d{1,3}[)\]]?$/;

/** A line's markers and text, reading a table's number and marks columns where there are some. */
function readLine(
  line: Line,
  columns: Columns,
): { tokens: Token[]; rest: string; marks: number | null; misread: Token[][] } {
  let cells = line.cells;
  let text = line.text;
  let marks: number | null = null;
  const { marksEdge, numberEdge } = columns;
  if (marksEdge !== null) {
    const last = cells[cells.length - 1];
    if (last && cells.length > 1 && last.x >= marksEdge && BARE_MARK.test(last.str)) {
      marks = Number(last.str.replace(/\D/g, ''));
      cells = cells.slice(0, -1);
      text = text.slice(0, text.lastIndexOf(last.str)).trim();
    }
  }
  if (numberEdge !== null) {
    const numberCells = cells.filter((cell) => cell.right <= numberEdge);
    const numberText = numberCells.map((cell) => cell.str).join(' ');
    const tokens = cellMarkers(numberText);
    const misread = tokens.length ? [] : misreadCellMarkers(numberText);
    const rest = cells.filter(
      (cell) => (tokens.length === 0 && misread.length === 0) || cell.right > numberEdge,
    );
    return { tokens, rest: rest.map((cell) => cell.str).join(' '), marks, misread };
  }
  // The line's own text: its items joined where pdf.js or OCR left a space, not at every item.
  return { ...leadingMarkers(text), marks, misread: [] };
}

function regions(segments: readonly Segment[]): Region[] {
  const out: Region[] = [];
  for (const { line } of segments) {
    const top = line.top / line.pageHeight;
    const bottom = line.bottom / line.pageHeight;
    const last = out[out.length - 1];
    if (last && last.page === line.page) {
      last.top = Math.min(last.top, top);
      last.bottom = Math.max(last.bottom, bottom);
    } else out.push({ page: line.page, top, bottom });
  }
  const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10000) / 10000;
  return out.map((region) => ({ ...region, top: round(region.top), bottom: round(region.bottom) }));
}

/**
 * The last question's trailing lines in smaller type, far below it, or a little smaller and set
 * off by a gap, are the paper's footer.
 */
function dropFooter(draft: Draft | undefined, bodySize: number): void {
  while (draft && draft.segments.length > 1) {
    const last = draft.segments[draft.segments.length - 1]!;
    const before = draft.segments[draft.segments.length - 2]!;
    // Far below it and at the foot of the page: a figure's gap followed by more text stays.
    const far =
      last.line.page === before.line.page &&
      last.line.top - before.line.bottom > bodySize * 4 &&
      last.line.top > last.line.pageHeight * 0.9;
    // Set off by a gap and a little smaller (OCR's boxes blur 9 against 11 points): a footer too.
    const apart =
      last.line.page === before.line.page &&
      last.line.top - before.line.bottom > bodySize * 1.2 &&
      last.line.size < bodySize * 0.95;
    if (last.line.size >= bodySize * 0.85 && !far && !apart) return;
    draft.segments.pop();
  }
}

export function cutPaper(paper: string, items: readonly TextItem[]): CutResult {
  const lines = dropRunningLines(toLines(items)).filter(
    (line) => !isPageFurniture(line.text) && !isOcrNoise(line.text),
  );
  if (lines.length === 0)
    return { paper, ok: false, reason: 'The paper has no text to read.', questions: [] };
  const bodySize = medianSize(lines);
  const drafts: Draft[] = [];
  let state: Numbering = START;
  let section = '';
  let notesOpen = false;
  let restart: Restart = null;
  let instructionsFrom: number | null = null;
  const columns: Columns = { numberEdge: null, marksEdge: null };

  const open = (next: Numbering, line: Line, text: string, marks: number | null) => {
    // Only a question number 1 taken after another number gives a 1 with no part.
    const restarted = state.number !== null && next.number === 1 && !next.letter && !next.roman;
    // Numbered instructions read as questions 1, 2…; the real question 1 that follows drops them.
    if (restarted && instructionsFrom !== null) {
      drafts.splice(instructionsFrom);
      if (drafts.length === 0) next = { ...next, key: '1', copy: '' };
    }
    if (restarted || (restart && 'section' in restart)) restart = null;
    if (restarted) instructionsFrom = null;
    // Instructions run a few lines at most; past that, a "1." is text again.
    if (instructionsFrom !== null && drafts.length - instructionsFrom >= 10) {
      restart = null;
      instructionsFrom = null;
    }
    // A number printed twice (two unnamed sections both starting at 1) stays unique: "S1-2".
    const taken = (copy: string) =>
      drafts.some((draft) => draft.path.join('.') === pathOf({ ...next, copy }).join('.'));
    if (!next.letter && !next.roman && taken(next.copy)) {
      let copy = 2;
      while (taken(`-${copy}`)) copy += 1;
      next = { ...next, copy: `-${copy}` };
    }
    state = next;
    notesOpen = false;
    drafts.push({ path: pathOf(next), section, segments: [], columnMarks: marks });
    if (text) addText(line, text);
  };
  // Text joins the open question, opening its next part where "(b)" follows "(a)" mid-line.
  const addText = (line: Line, text: string) => {
    const draft = drafts[drafts.length - 1];
    if (!draft) return;
    for (const match of text.matchAll(INLINE_PART)) {
      const start = match.index + (/^\s/.test(match[0]) ? 1 : 0);
      const { tokens, rest } = leadingMarkers(text.slice(start));
      const next = take(state, tokens, null);
      if (next && tokens.length === 1) {
        const before = text.slice(0, start).trim();
        if (before) draft.segments.push({ line, text: before });
        open(next, line, rest, null);
        return;
      }
    }
    draft.segments.push({ line, text });
  };

  for (const line of lines) {
    if (isTableHeader(line.text)) {
      const questionCell = line.cells[1];
      columns.numberEdge = questionCell ? questionCell.x - 1 : null;
    }
    const marksCell = line.cells.find(
      (cell) => isMarksHeading(cell.str) && cell.x > line.pageWidth * 0.6,
    );
    if (marksCell) columns.marksEdge = marksCell.x - line.pageWidth * 0.05;
    if (isTableHeader(line.text) || (marksCell && line.cells.length === 1)) continue;
    if (isSectionHeader(line.text)) {
      const key = sectionKey(line.text);
      // "Answer all questions" under "Part A" is a note of Part A, not a section of its own.
      if (notesOpen && !key) section = `${section} · ${line.text}`;
      else {
        section = line.text;
        notesOpen = true;
        restart = { section: key };
      }
      continue;
    }
    if (isInstructions(line.text)) {
      restart = { instructions: true };
      instructionsFrom = drafts.length;
      continue;
    }
    const { tokens, rest, marks, misread } = readLine(line, columns);
    const next = tokens.length
      ? take(state, tokens, restart)
      : misread.map((guess) => take(state, guess, restart)).find(Boolean);
    if (next) open(next, line, rest, marks);
    else if (notesOpen) section = `${section} · ${line.text}`;
    else if (drafts.length > 0) addText(line, line.text);
  }
  dropFooter(drafts[drafts.length - 1], bodySize);

  const texts = new Map(
    drafts.map((draft) => [draft.path.join('.'), draft.segments.map((s) => s.text).join(' ')]),
  );
  const questions: Question[] = drafts
    .filter((draft) => draft.segments.length > 0)
    .map((draft) => {
      const { marks, text } = takeMarks(texts.get(draft.path.join('.')) ?? '');
      const stem = draft.path
        .slice(0, -1)
        .map(
          (_, index) => takeMarks(texts.get(draft.path.slice(0, index + 1).join('.')) ?? '').text,
        )
        .filter(Boolean)
        .join(' ');
      return {
        id: questionId(paper, draft.path, text),
        paper,
        number: formatNumber(draft.path),
        path: draft.path,
        text,
        marks: draft.columnMarks ?? marks,
        section: draft.section,
        stem,
        regions: regions(draft.segments),
      };
    });
  const numbers = new Set(questions.map((question) => question.path[0]));
  if (numbers.size === 0)
    return {
      paper,
      ok: false,
      reason: 'No question numbers (1., 1), Q1, a Q.No column) were found on any page.',
      questions: [],
    };
  if (numbers.size === 1)
    return {
      paper,
      ok: false,
      reason: 'Only one numbered question was found, so the numbering cannot be trusted.',
      questions: [],
    };
  return { paper, ok: true, questions };
}
