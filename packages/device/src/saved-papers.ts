import { useSyncExternalStore } from 'react';
import type { Paper } from '@vithelper/contracts/papers';
import { isExamKind, type ExamKind, type PaperRef } from '@vithelper/contracts/papers/paths';

/**
 * Saved and recently opened papers, kept on this device (localStorage). What
 * is stored is enough to list and link a paper without loading its
 * collection; anything stored that does not fit (an older shape, another
 * app's value, hand-edited JSON) is skipped, never thrown.
 *
 * The entry point @vithelper/device/saved-papers: each app that shows or changes
 * the lists bundles its own copy (the shell's About page, the exams remote), so
 * the copies share nothing in memory. They agree through storage: a list is
 * read again whenever its stored text changed, and a write tells the page's
 * other copies with a window event (the storage event reaches other tabs only).
 * The keys, the entry's shape and that event's name are what the copies must
 * agree on: change them as a stored format, never in one app alone.
 */

/** A saved or opened paper: which one (PaperRef) and enough to list it without its collection. */
export type SavedPaper = PaperRef & {
  course: string;
  code: string;
  slot?: string;
};

export const SAVED_KEY = 'vithelper:saved-papers';
export const RECENT_KEY = 'vithelper:recent-papers';
export const RECENT_LIMIT = 10;
const SAVED_LIMIT = 200;

const sameRef = (a: SavedPaper, b: SavedPaper) => a.kind === b.kind && a.id === b.id;

/** The longest text a stored entry may hold; a longer one is not this list's and is skipped. */
const ID_MAX_LENGTH = 200;
const COURSE_MAX_LENGTH = 300;
const CODE_MAX_LENGTH = 60;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/**
 * A stored entry as a SavedPaper (its known fields only), or null. Checked by hand rather than
 * with a zod schema: every app that shows the lists bundles this file, and zod would be most
 * of it on a section's first visit (bench/budgets.json, sectionFirstVisitJsKB).
 */
function toSavedPaper(entry: unknown): SavedPaper | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { kind, id, course, code, slot } = entry as Record<string, unknown>;
  if (!isExamKind(kind) || !isText(id, ID_MAX_LENGTH) || id === '') return null;
  if (!isText(course, COURSE_MAX_LENGTH) || !isText(code, CODE_MAX_LENGTH)) return null;
  if (slot !== undefined && !isText(slot, CODE_MAX_LENGTH)) return null;
  return { kind, id, course, code, ...(slot !== undefined ? { slot } : {}) };
}

export const paperRef = (kind: ExamKind, paper: Paper): SavedPaper => ({
  kind,
  id: paper.id,
  course: paper.name[0],
  code: paper.name[1],
  ...(paper.name[2] ? { slot: paper.name[2] } : {}),
});

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the lists are then empty, not broken.
    return null;
  }
}

function storedText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Every valid entry of a stored list's text, in order, each paper once. */
function parsePaperList(text: string | null): SavedPaper[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const out: SavedPaper[] = [];
  for (const entry of raw) {
    const ref = toSavedPaper(entry);
    if (ref && !out.some((kept) => sameRef(kept, ref))) out.push(ref);
  }
  return out;
}

/** Every valid entry of a stored list, in order, each paper once. */
export const readPaperList = (key: string): SavedPaper[] => parsePaperList(storedText(key));

/** Told on this page by every copy's write, so every copy's hooks read the lists again. */
const PAPER_LISTS_CHANGED = 'vithelper:paper-lists-changed';

/** The last list read or written per key, with the stored text it stands for. */
const held = new Map<string, { raw: string | null; list: SavedPaper[] }>();

/** The same array while the stored text is the same (useSyncExternalStore needs that). */
function snapshot(key: string): SavedPaper[] {
  const raw = storedText(key);
  const last = held.get(key);
  if (last && last.raw === raw) return last.list;
  const list = parsePaperList(raw);
  held.set(key, { raw, list });
  return list;
}

function write(key: string, list: SavedPaper[]) {
  try {
    storage()?.setItem(key, JSON.stringify(list));
  } catch {
    // Full or switched-off storage: the list still holds for this visit (held against the
    // stored text that is still there).
  }
  held.set(key, { raw: storedText(key), list });
  window.dispatchEvent(new Event(PAPER_LISTS_CHANGED));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_KEY || event.key === RECENT_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(PAPER_LISTS_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(PAPER_LISTS_CHANGED, onChange);
  };
}

export const getSavedPapers = (): readonly SavedPaper[] => snapshot(SAVED_KEY);
export const getRecentPapers = (): readonly SavedPaper[] => snapshot(RECENT_KEY);

/** Saves or unsaves a paper; returns whether it is saved now. */
export function toggleSavedPaper(ref: SavedPaper): boolean {
  const list = getSavedPapers();
  if (list.some((saved) => sameRef(saved, ref))) {
    write(
      SAVED_KEY,
      list.filter((saved) => !sameRef(saved, ref)),
    );
    return false;
  }
  write(SAVED_KEY, [ref, ...list].slice(0, SAVED_LIMIT));
  return true;
}

/** Puts a paper first among the recently opened, keeping the last RECENT_LIMIT. */
export function rememberOpenedPaper(ref: SavedPaper): void {
  const list = getRecentPapers().filter((recent) => !sameRef(recent, ref));
  write(RECENT_KEY, [ref, ...list].slice(0, RECENT_LIMIT));
}

export const useSavedPapers = (): readonly SavedPaper[] =>
  useSyncExternalStore(subscribe, getSavedPapers, getSavedPapers);
export const useRecentPapers = (): readonly SavedPaper[] =>
  useSyncExternalStore(subscribe, getRecentPapers, getRecentPapers);
