import { useSyncExternalStore } from 'react';
import { COURSE_CODE, QUESTION_ID } from '@vithelper/contracts/questions';

/**
 * Questions the student saved, kept on this device (localStorage), newest first: enough to list
 * and link each one on /courses without loading its course's bank. An entry that does not fit (an
 * older shape, hand-edited JSON, another app's value) is skipped, never thrown. Saving a question
 * also follows it when the student is signed in (docs/answers.md, "Told when it matters"): that
 * part is the database's, and the question page does it beside this list.
 */
export type SavedQuestion = {
  /** The question's id (q_ and 13 characters): its address is /q/<id>. */
  id: string;
  /** Its course's code: the link carries it, so a question only the database knows still opens. */
  course: string;
  /** Where it was asked: "CAT-1 2019, question 2". */
  label: string;
  /** Its text, cut to SAVED_TEXT_LENGTH characters. */
  text: string;
};

export const SAVED_QUESTIONS_KEY = 'vithelper:saved-questions';
/** The most questions kept: saving one more lets the oldest go. */
export const SAVED_QUESTIONS_LIMIT = 200;
export const SAVED_TEXT_LENGTH = 240;
/** Tells this page's other users of the list that it changed (the storage event reaches other tabs only). */
const CHANGED = 'vithelper:saved-questions-changed';

const LABEL_MAX_LENGTH = 120;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** A stored entry as a SavedQuestion (its known fields only), or null. */
function toSaved(entry: unknown): SavedQuestion | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { id, course, label, text } = entry as Record<string, unknown>;
  if (typeof id !== 'string' || !QUESTION_ID.test(id)) return null;
  if (typeof course !== 'string' || !COURSE_CODE.test(course)) return null;
  if (!isText(label, LABEL_MAX_LENGTH) || !isText(text, SAVED_TEXT_LENGTH)) return null;
  return { id, course, label, text };
}

/** "Explain the Banker's…": a question's text cut to fit the list (whole words where it can). */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SAVED_TEXT_LENGTH) return flat;
  const cut = flat.slice(0, SAVED_TEXT_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > SAVED_TEXT_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

let cachedText: string | null | undefined;
let cachedList: readonly SavedQuestion[] = [];

function storedText(): string | null {
  try {
    return window.localStorage.getItem(SAVED_QUESTIONS_KEY);
  } catch {
    return null; // storage that is off keeps nothing
  }
}

/** The saved questions, newest first; the same array while the stored text is the same. */
export function readSavedQuestions(): readonly SavedQuestion[] {
  const text = storedText();
  if (text === cachedText) return cachedList;
  cachedText = text;
  let parsed: unknown = [];
  try {
    parsed = text ? JSON.parse(text) : [];
  } catch {
    parsed = [];
  }
  const seen = new Set<string>();
  cachedList = (Array.isArray(parsed) ? parsed : [])
    .map(toSaved)
    .filter((entry): entry is SavedQuestion => {
      if (!entry || seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    })
    .slice(0, SAVED_QUESTIONS_LIMIT);
  return cachedList;
}

/**
 * Stores the list. A browser that keeps nothing (private mode, storage full) throws an Error in
 * words for the student; the list on screen is then what is stored.
 */
function write(list: readonly SavedQuestion[]): void {
  try {
    window.localStorage.setItem(SAVED_QUESTIONS_KEY, JSON.stringify(list));
  } catch {
    throw new Error('This browser keeps nothing on the device (private mode or full storage).');
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Saves `question` first in the list (moved there when already saved). */
export function saveQuestion(question: SavedQuestion): void {
  const entry = toSaved({ ...question, text: excerpt(question.text) });
  if (!entry) throw new Error('This question cannot be saved: its address is not a question’s.');
  write(
    [entry, ...readSavedQuestions().filter((saved) => saved.id !== entry.id)].slice(
      0,
      SAVED_QUESTIONS_LIMIT,
    ),
  );
}

/** Takes `id` out of the list; nothing happens when it is not in it. */
export function unsaveQuestion(id: string): void {
  const list = readSavedQuestions();
  if (list.some((saved) => saved.id === id)) write(list.filter((saved) => saved.id !== id));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_QUESTIONS_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

const NONE: readonly SavedQuestion[] = [];

/** The saved questions, kept current when this tab or another changes them. */
export function useSavedQuestions(): readonly SavedQuestion[] {
  return useSyncExternalStore(subscribe, readSavedQuestions, () => NONE);
}
