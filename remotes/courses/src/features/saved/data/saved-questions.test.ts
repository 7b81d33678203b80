import { act, renderHook } from '@testing-library/react';
import {
  excerpt,
  readSavedQuestions,
  saveQuestion,
  SAVED_QUESTIONS_KEY,
  SAVED_QUESTIONS_LIMIT,
  SAVED_TEXT_LENGTH,
  unsaveQuestion,
  useSavedQuestions,
  type SavedQuestion,
} from './saved-questions';

const question = (n: number, text = `Question ${n}: explain paging.`): SavedQuestion => ({
  id: `q_${String(n).padStart(13, '0')}`,
  course: 'CSE2005',
  label: `CAT-1 2019, question ${n}`,
  text,
});

const stored = () => JSON.parse(localStorage.getItem(SAVED_QUESTIONS_KEY) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());

describe('saved questions', () => {
  it('keeps the newest first, once each, in local storage', () => {
    saveQuestion(question(1));
    saveQuestion(question(2));
    saveQuestion(question(1));
    expect(readSavedQuestions().map((q) => q.id)).toEqual([question(1).id, question(2).id]);
    expect(stored()).toEqual([question(1), question(2)]);
    unsaveQuestion(question(1).id);
    expect(readSavedQuestions()).toEqual([question(2)]);
    unsaveQuestion('q_zzzzzzzzzzzzz'); // not saved: nothing changes
    expect(readSavedQuestions()).toEqual([question(2)]);
  });

  it(`keeps at most ${SAVED_QUESTIONS_LIMIT}, letting the oldest go`, () => {
    for (let n = 1; n <= SAVED_QUESTIONS_LIMIT + 1; n++) saveQuestion(question(n));
    const list = readSavedQuestions();
    expect(list).toHaveLength(SAVED_QUESTIONS_LIMIT);
    expect(list[0]!.id).toBe(question(SAVED_QUESTIONS_LIMIT + 1).id);
    expect(list.some((q) => q.id === question(1).id)).toBe(false);
  });

  it('stores a long question cut at a word, with its lines run together', () => {
    const long = `Explain\nthe ${'working set model '.repeat(30)}`;
    saveQuestion(question(3, long));
    const [saved] = readSavedQuestions();
    expect(saved!.text.length).toBeLessThanOrEqual(SAVED_TEXT_LENGTH);
    expect(saved!.text).toMatch(/^Explain the working set model .*…$/);
    // Cut between words: what is kept is the start of the text, up to a space.
    const flat = long.replace(/\s+/g, ' ');
    expect(flat.startsWith(`${saved!.text.slice(0, -1)} `)).toBe(true);
    expect(excerpt('Short one.')).toBe('Short one.');
  });

  it('skips what does not fit and never throws on corrupt or foreign values', () => {
    for (const value of ['{not json', '"a string"', '42', 'null', '{"id":"q_0000000000001"}']) {
      localStorage.setItem(SAVED_QUESTIONS_KEY, value);
      expect(readSavedQuestions()).toEqual([]);
    }
    localStorage.setItem(
      SAVED_QUESTIONS_KEY,
      JSON.stringify([
        { ...question(1), id: 'q_0000000000001"><img src=x onerror=alert(1)>' },
        { ...question(2), course: '<script>' },
        { ...question(3), label: 'x'.repeat(500) },
        { ...question(4), text: '' },
        null,
        'q_0000000000005',
        { ...question(6), extra: 'dropped' },
        question(6),
      ]),
    );
    expect(readSavedQuestions()).toEqual([question(6)]);
  });

  it('refuses a question whose id or course is not one, saving nothing', () => {
    expect(() => saveQuestion({ ...question(1), id: 'not-an-id' })).toThrow(
      'This question cannot be saved',
    );
    expect(localStorage.getItem(SAVED_QUESTIONS_KEY)).toBeNull();
  });

  it('says so when the browser keeps nothing, and keeps what was stored', () => {
    saveQuestion(question(1));
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => saveQuestion(question(2))).toThrow(
        'This browser keeps nothing on the device (private mode or full storage).',
      );
    } finally {
      setItem.mockRestore();
    }
    expect(readSavedQuestions()).toEqual([question(1)]);
  });

  it('tells its users of a change made here or in another tab', () => {
    const { result } = renderHook(() => useSavedQuestions());
    expect(result.current).toEqual([]);
    act(() => saveQuestion(question(1)));
    expect(result.current).toEqual([question(1)]);
    // Another tab stores its list: this tab hears the storage event.
    act(() => {
      localStorage.setItem(SAVED_QUESTIONS_KEY, JSON.stringify([question(2), question(1)]));
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_QUESTIONS_KEY }));
    });
    expect(result.current.map((q) => q.id)).toEqual([question(2).id, question(1).id]);
  });
});
