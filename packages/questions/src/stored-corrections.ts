/**
 * Moderators' corrections as the database keeps them (questionCorrections/<exam>/<paperId> and
 * groupCorrections/<courseCode>: @vithelper/contracts/questions/corrections, docs/questions.md,
 * "Corrections"), turned into this package's corrections and applied over a cut paper or a
 * course's groups. This package imports no workspace, so it reads the stored values itself: it
 * takes every record the contract's schema accepts (scripts/record-agreement-question-corrections
 * .test.ts) and skips, with a reason, one it cannot use, never throwing and never dropping another.
 */
import { add, applyCorrections, correct, remove, type Correction } from './corrections';
import type { Group } from './group';
import type { CutResult, Question, Region } from './types';

/** A question correction: the question's top and bottom moved, a question split off, or the next one merged in. */
export type StoredQuestionCorrection =
  | { kind: 'bounds'; topPage: number; top: number; bottomPage: number; bottom: number }
  | { kind: 'split'; page: number; top: number; number: string; text: string; marks?: number }
  | { kind: 'merge'; next: string };
type Stamped<T> = T & { question: string; by: string; at: number };
export type StoredGroupMove = Stamped<{ move: 'in' | 'out'; group: string }>;

/** A stored record that changed nothing, and why: for the moderator's list of corrections. */
export type SkippedCorrection = { question: string; reason: string };

// The forms of packages/contracts/src/questions/corrections.ts (QUESTION_ID, GROUP_ID,
// QUESTION_NUMBER, CORRECTION_LIMITS), which this package cannot import.
const QUESTION_ID = /^q_[0-9a-z]{13}$/;
const GROUP_ID = /^g_[0-9a-z]{13}$/;
const QUESTION_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,7}(\([A-Za-z0-9]{1,8}\)){0,3}$/;
const MAX_PAGE = 60;

type Fields = Record<string, unknown>;
const isPage = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PAGE;
const isFraction = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= 1;
const isStamp = (fields: Fields) =>
  typeof fields.by === 'string' && fields.by !== '' && typeof fields.at === 'number';

/** One stored question correction, or why it cannot be used. */
function readQuestionCorrection(
  question: string,
  value: unknown,
): Stamped<StoredQuestionCorrection> | string {
  if (!QUESTION_ID.test(question)) return `"${question}" is not a question id.`;
  if (typeof value !== 'object' || value === null) return 'It is not a record.';
  const fields = value as Fields;
  if (!isStamp(fields)) return 'It does not say who made it and when.';
  const { by, at } = fields as { by: string; at: number };
  switch (fields.kind) {
    case 'bounds': {
      const { topPage, top, bottomPage, bottom } = fields;
      if (!isPage(topPage) || !isPage(bottomPage)) return 'Its pages are not pages of a paper.';
      if (!isFraction(top) || !isFraction(bottom)) return 'Its top or bottom is not 0 to 1.';
      if (topPage > bottomPage || (topPage === bottomPage && top >= bottom))
        return 'Its top is not above its bottom.';
      return { kind: 'bounds', topPage, top, bottomPage, bottom, question, by, at };
    }
    case 'split': {
      const { page, top, number, text, marks } = fields;
      if (!isPage(page) || !isFraction(top)) return 'Where it splits is not on a page.';
      if (typeof number !== 'string' || !QUESTION_NUMBER.test(number))
        return "The new question's number is not a question number.";
      if (typeof text !== 'string' || text.trim() === '') return 'The new question has no text.';
      if (marks !== undefined && (typeof marks !== 'number' || !Number.isInteger(marks)))
        return "The new question's marks are not a whole number.";
      return {
        kind: 'split',
        page,
        top,
        number,
        text,
        ...(marks === undefined ? {} : { marks }),
        question,
        by,
        at,
      };
    }
    case 'merge':
      if (typeof fields.next !== 'string' || !QUESTION_ID.test(fields.next))
        return 'The question to merge is not a question id.';
      if (fields.next === question) return 'It merges the question with itself.';
      return { kind: 'merge', next: fields.next, question, by, at };
    default:
      return 'It is not a correction this site knows.';
  }
}

/** Records in the order they were made (then by question), each applied to what the last made. */
const byTime = <T extends { at: number; question: string }>(records: T[]) =>
  records.sort((a, b) => a.at - b.at || (a.question < b.question ? -1 : 1));

function readAll<T>(
  node: unknown,
  read: (key: string, value: unknown) => T | string,
): { records: T[]; skipped: SkippedCorrection[] } {
  const records: T[] = [];
  const skipped: SkippedCorrection[] = [];
  if (typeof node !== 'object' || node === null) return { records, skipped };
  for (const [question, value] of Object.entries(node as Fields)) {
    const record = read(question, value);
    if (typeof record === 'string') skipped.push({ question, reason: record });
    else records.push(record);
  }
  return { records, skipped };
}

/** A paper's stored corrections (questionCorrections/<exam>/<paperId>), oldest first. */
export function readStoredCorrections(node: unknown) {
  const { records, skipped } = readAll(node, readQuestionCorrection);
  return { records: byTime(records), skipped };
}

function readGroupMove(question: string, value: unknown): StoredGroupMove | string {
  if (!QUESTION_ID.test(question)) return `"${question}" is not a question id.`;
  if (typeof value !== 'object' || value === null) return 'It is not a record.';
  const fields = value as Fields;
  if (!isStamp(fields)) return 'It does not say who made it and when.';
  if (fields.move !== 'in' && fields.move !== 'out') return 'It moves neither in nor out.';
  if (typeof fields.group !== 'string' || !GROUP_ID.test(fields.group))
    return 'Its group is not a group id.';
  const { move, group, by, at } = fields as Omit<StoredGroupMove, 'question'>;
  return { question, move, group, by, at };
}

/** A course's stored group moves (groupCorrections/<courseCode>), oldest first. */
export function readStoredGroupMoves(node: unknown) {
  const { records, skipped } = readAll(node, readGroupMove);
  return { moves: byTime(records), skipped };
}

// ---------------------------------------------------------------------------------------------
// Question corrections over a cut paper.

/** From `top` of `topPage` to `bottom` of `bottomPage`: the pages between are whole. */
function span(topPage: number, top: number, bottomPage: number, bottom: number): Region[] {
  const regions: Region[] = [];
  for (let page = topPage; page <= bottomPage; page += 1)
    regions.push({
      page,
      top: page === topPage ? top : 0,
      bottom: page === bottomPage ? bottom : 1,
    });
  return regions;
}

/** A question's regions above and below a point on one of its pages. */
function cutRegions(regions: readonly Region[], page: number, top: number): [Region[], Region[]] {
  const above: Region[] = [];
  const below: Region[] = [];
  for (const region of regions) {
    if (region.page < page || (region.page === page && top >= region.bottom)) above.push(region);
    else if (region.page > page || top <= region.top) below.push(region);
    else {
      above.push({ ...region, bottom: top });
      below.push({ ...region, top });
    }
  }
  return [above, below];
}

/** Regions of two questions as one: the second's region on the first's last page joins it. */
function joinRegions(first: readonly Region[], second: readonly Region[]): Region[] {
  const joined = first.map((region) => ({ ...region }));
  for (const region of second) {
    const last = joined[joined.length - 1];
    if (last && last.page === region.page) {
      last.top = Math.min(last.top, region.top);
      last.bottom = Math.max(last.bottom, region.bottom);
    } else joined.push({ ...region });
  }
  return joined;
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The first question's text once the second is split off: what comes before the second's text
 * when the first holds it, less the marker the cut took for text (the number, or what OCR made
 * of it: "iii", "3", "(b)"), else unchanged.
 */
function textBefore(text: string, second: string, number: string): string {
  const [whole, tail] = [spaced(text), spaced(second)];
  const at = whole.indexOf(tail);
  if (at <= 0) return text;
  const printed = number.replace(/[()]/g, '\\$&');
  const roman = '(?=[ivx])x{0,3}(?:ix|iv|v?i{0,3})';
  const marker = new RegExp(
    `(^|\\s)(Q\\.?\\s*)?(${printed}|[0-9]{1,3}|${roman}|\\([a-z0-9]{1,4}\\))[.):]?$`,
    'i',
  );
  return whole.slice(0, at).trim().replace(marker, '').trim() || text;
}

/** The correction(s) one stored record makes of the questions as they stand, or why none. */
function toCorrections(
  record: Stamped<StoredQuestionCorrection>,
  questions: readonly Question[],
): Correction[] | string {
  const at = questions.findIndex((q) => q.id === record.question);
  const question = questions[at];
  if (!question) return 'This cut of the paper has no such question.';
  switch (record.kind) {
    case 'bounds':
      return [
        correct(question, {
          regions: span(record.topPage, record.top, record.bottomPage, record.bottom),
        }),
      ];
    case 'split': {
      const [above, below] = cutRegions(question.regions, record.page, record.top);
      const added = add(
        {
          paper: question.paper,
          number: record.number,
          text: record.text,
          marks: record.marks ?? null,
          section: question.section,
          stem: record.number.includes('(') ? question.stem : '',
          regions: below,
        },
        [],
      );
      // A later cut that reads the number itself has made the split: nothing is left to do.
      if (questions.some((q) => q.id === added.id))
        return `The paper already has question ${record.number}.`;
      if (above.length === 0 || below.length === 0)
        return `Where it splits is not inside question ${question.number}.`;
      return [
        correct(question, {
          regions: above,
          text: textBefore(question.text, record.text, record.number),
        }),
        added,
      ];
    }
    case 'merge': {
      const next = questions.find((q) => q.id === record.next);
      if (!next) return 'This cut of the paper has no question to merge it with.';
      const marks =
        question.marks === null && next.marks === null
          ? null
          : (question.marks ?? 0) + (next.marks ?? 0);
      return [
        correct(question, {
          regions: joinRegions(question.regions, next.regions),
          text: `${question.text} ${next.text}`,
          marks,
        }),
        remove(next),
      ];
    }
  }
}

/**
 * A cut paper with its stored corrections applied, oldest first, each to what the ones before it
 * made; the corrections (for applyCorrections over a later cut) and the records skipped, why.
 * Run after every cut: a record names its question by id, which every rebuild gives again.
 */
export function applyStoredCorrections(
  cut: CutResult,
  node: unknown,
): { cut: CutResult; corrections: Correction[]; skipped: SkippedCorrection[] } {
  const { records, skipped } = readStoredCorrections(node);
  const corrections: Correction[] = [];
  let current = cut;
  for (const record of records) {
    const made = toCorrections(record, current.questions);
    if (typeof made === 'string') {
      skipped.push({ question: record.question, reason: made });
      continue;
    }
    corrections.push(...made);
    current = applyCorrections(cut, corrections);
  }
  return { cut: current, corrections, skipped };
}

// ---------------------------------------------------------------------------------------------
// Group moves over a course's groups.

/**
 * A course's groups with its stored moves applied, oldest first: a question moved in leaves any
 * other group for the one named; moved out, it leaves that group. A group left with fewer than
 * two members is no longer a group. Extra fields of the caller's groups are kept.
 */
export function applyGroupMoves<G extends Group>(
  groups: readonly G[],
  node: unknown,
): { groups: G[]; skipped: SkippedCorrection[] } {
  const { moves, skipped } = readStoredGroupMoves(node);
  let current = groups.map((group) => ({ ...group, members: [...group.members] }));
  for (const { question, move, group } of moves) {
    const target = current.find((candidate) => candidate.id === group);
    if (!target) {
      skipped.push({ question, reason: `This build of the course has no group ${group}.` });
      continue;
    }
    if (move === 'in') {
      current = current.map((other) => ({
        ...other,
        members: other.members.filter((id) => id !== question),
      }));
      current.find((candidate) => candidate.id === group)!.members.push(question);
    } else target.members = target.members.filter((id) => id !== question);
  }
  return { groups: current.filter((group) => group.members.length > 1), skipped };
}
