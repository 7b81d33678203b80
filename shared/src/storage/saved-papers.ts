import { useSyncExternalStore } from 'react';
import * as z from '../data/zod';
import type { ExamKind, Paper } from '../contracts/entities';

/**
 * Saved and recently opened papers, kept on this device (localStorage). What
 * is stored is enough to list and link a paper without loading its
 * collection; anything stored that does not fit (an older shape, another
 * app's value, hand-edited JSON) is skipped, never thrown.
 */

export type PaperRef = {
  kind: ExamKind;
  id: string;
  course: string;
  code: string;
  slot?: string;
};

const paperRefSchema = z.object({
  kind: z.enum(['cat1', 'cat2', 'fat']),
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  course: z.string().check(z.maxLength(300)),
  code: z.string().check(z.maxLength(60)),
  slot: z.optional(z.string().check(z.maxLength(60))),
});

export const SAVED_KEY = 'vithelper:saved-papers';
export const RECENT_KEY = 'vithelper:recent-papers';
export const RECENT_LIMIT = 10;
const SAVED_LIMIT = 200;

const sameRef = (a: PaperRef, b: PaperRef) => a.kind === b.kind && a.id === b.id;

export const paperRef = (kind: ExamKind, paper: Paper): PaperRef => ({
  kind,
  id: paper.id,
  course: paper.name[0],
  code: paper.name[1],
  ...(paper.name[2] ? { slot: paper.name[2] } : {}),
});

/** The viewer's address of a paper. */
export const paperPath = (ref: Pick<PaperRef, 'kind' | 'id'>) =>
  `/${ref.kind}papers/${encodeURIComponent(ref.id)}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the lists are then empty, not broken.
    return null;
  }
}

/** Every valid entry of a stored list, in order, each paper once. */
export function readPaperList(key: string): PaperRef[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const out: PaperRef[] = [];
  for (const entry of raw) {
    const parsed = paperRefSchema.safeParse(entry);
    if (parsed.success && !out.some((ref) => sameRef(ref, parsed.data))) out.push(parsed.data);
  }
  return out;
}

const cache = new Map<string, PaperRef[]>();
const listeners = new Set<() => void>();

function snapshot(key: string): PaperRef[] {
  let list = cache.get(key);
  if (!list) {
    list = readPaperList(key);
    cache.set(key, list);
  }
  return list;
}

function write(key: string, list: PaperRef[]) {
  cache.set(key, list);
  try {
    storage()?.setItem(key, JSON.stringify(list));
  } catch {
    // Full or switched-off storage: the list still holds for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_KEY || event.key === RECENT_KEY || event.key === null) {
      cache.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const getSavedPapers = (): readonly PaperRef[] => snapshot(SAVED_KEY);
export const getRecentPapers = (): readonly PaperRef[] => snapshot(RECENT_KEY);

export const isPaperSaved = (ref: Pick<PaperRef, 'kind' | 'id'>) =>
  getSavedPapers().some((saved) => saved.kind === ref.kind && saved.id === ref.id);

/** Saves or unsaves a paper; returns whether it is saved now. */
export function toggleSavedPaper(ref: PaperRef): boolean {
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
export function rememberOpenedPaper(ref: PaperRef): void {
  const list = getRecentPapers().filter((recent) => !sameRef(recent, ref));
  write(RECENT_KEY, [ref, ...list].slice(0, RECENT_LIMIT));
}

/** Forgets the in-memory copies (tests, or after another tab changed storage). */
export function reloadPaperLists(): void {
  cache.clear();
  listeners.forEach((listener) => listener());
}

export const useSavedPapers = (): readonly PaperRef[] =>
  useSyncExternalStore(subscribe, getSavedPapers, getSavedPapers);
export const useRecentPapers = (): readonly PaperRef[] =>
  useSyncExternalStore(subscribe, getRecentPapers, getRecentPapers);
