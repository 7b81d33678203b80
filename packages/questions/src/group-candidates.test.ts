import { forEachCandidate } from './group-candidates';
import { groupQuestions, SAME_QUESTION } from './group';
import { profiles, similarity } from './similarity';
import { question } from './testing/question';
import type { Question } from './types';

/** The pairs the candidate step gives, as "a-b". */
function candidates(texts: readonly string[], threshold = SAME_QUESTION): Set<string> {
  const pairs = new Set<string>();
  forEachCandidate(profiles(texts), threshold, (a, b) => pairs.add(`${a}-${b}`));
  return pairs;
}

/** Groups as "paper#number" lists. */
const named = (questions: readonly Question[], groups: ReturnType<typeof groupQuestions>) =>
  groups.map((group) =>
    group.members.map((id) => {
      const member = questions.find((q) => q.id === id)!;
      return `${member.paper}#${member.number}`;
    }),
  );

/** A seeded generator (mulberry32), so the generated course is the same every run. */
function prng(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

const SYLLABLES = ['ka', 'ri', 'to', 'men', 'sol', 'va', 'dre', 'lun', 'pho', 'ter', 'bix', 'qua'];
const FRAMES = ['Explain', 'Describe', 'Discuss', 'Write short notes on', 'Briefly explain'];

/**
 * A course of 60 papers of eight questions: each paper asks five of 40 questions the course
 * repeats (reframed, values changed, a letter or two misread) and three of its own, all of
 * them in the words of one topic, as a course's are.
 */
function course(): Question[] {
  const rng = prng(2026);
  const word = () =>
    Array.from({ length: 2 + Math.floor(rng.next() * 3) }, () => rng.pick(SYLLABLES)).join('');
  const topic = Array.from({ length: 200 }, word);
  const ask = () => Array.from({ length: 7 }, () => rng.pick(topic)).join(' ');
  const pool = Array.from({ length: 40 }, ask);
  const misread = (text: string) =>
    text.replace(/[a-z]/g, (letter) => (rng.next() < 0.03 ? 'x' : letter));
  const questions: Question[] = [];
  for (let paper = 0; paper < 60; paper += 1) {
    const asked = [
      ...Array.from({ length: 5 }, () => rng.pick(pool)),
      ...Array.from({ length: 3 }, ask),
    ];
    asked.forEach((text, index) => {
      const values = `for n = ${Math.floor(rng.next() * 90) + 2}`;
      questions.push(
        question(
          `p${paper}`,
          String(index + 1),
          misread(`${rng.pick(FRAMES)} the ${text} ${values}.`),
        ),
      );
    });
  }
  return questions;
}

describe('finding the pairs worth scoring', () => {
  it('finds a question reworded with its values changed, and it joins its group', () => {
    const questions = [
      question(
        'fat-2021',
        '2',
        'Trace quick sort on the array [29, 10, 14, 37, 13] and count the comparisons made.',
      ),
      question(
        'fat-2021',
        '3',
        'Normalise the given relation up to BCNF, showing every functional dependency you use.',
      ),
      question(
        'cat1-2023',
        '4',
        'Describe how quick sort runs on the list 5, 3, 8, 1 and count the comparisons it makes.',
      ),
      question(
        'cat1-2023',
        '1',
        'Describe how a three-way handshake opens a TCP connection; draw the message sequence.',
      ),
    ];
    expect(candidates(questions.map((q) => q.text))).toContain('0-2');
    expect(named(questions, groupQuestions(questions))).toEqual([['fat-2021#2', 'cat1-2023#4']]);
  });

  it('keeps different questions on one topic apart', () => {
    const questions = [
      question(
        'a',
        '1',
        'Write an algorithm for quick sort and state its worst-case time complexity.',
      ),
      question(
        'b',
        '1',
        'Trace quick sort on the array [29, 10, 14, 37, 13] and count the comparisons made.',
      ),
      question('c', '1', 'Explain why quick sort is not a stable sort, with an example.'),
      question('d', '1', 'Prove that quick sort takes O(n log n) comparisons on average.'),
    ];
    expect(groupQuestions(questions)).toEqual([]);
  });

  it('gives every pair of a course that scores the threshold', () => {
    const texts = course().map((q) => q.text);
    const scored = profiles(texts);
    const found = candidates(texts);
    const reaching: string[] = [];
    for (let b = 1; b < texts.length; b += 1)
      for (let a = 0; a < b; a += 1)
        if (similarity(scored[a]!, scored[b]!) >= SAME_QUESTION) reaching.push(`${a}-${b}`);
    expect(reaching.length).toBeGreaterThan(300);
    expect(reaching.filter((pair) => !found.has(pair))).toEqual([]);
  });

  it('groups a course as scoring every pair does', () => {
    const questions = course();
    let pairwise: typeof groupQuestions = () => [];
    jest.isolateModules(() => {
      jest.doMock('./group-candidates', () => ({
        forEachCandidate: (
          all: readonly unknown[],
          _threshold: number,
          visit: (a: number, b: number) => void,
        ) => {
          for (let b = 1; b < all.length; b += 1) for (let a = 0; a < b; a += 1) visit(a, b);
        },
      }));
      ({ groupQuestions: pairwise } = jest.requireActual<typeof import('./group')>('./group'));
    });
    const groups = groupQuestions(questions);
    expect(groups.length).toBeGreaterThan(20);
    expect(groups).toEqual(pairwise(questions));
  });

  it('gives every pair when any score is enough', () => {
    expect(candidates(['graph colouring', 'carbon cycle', 'bonds'], 0)).toEqual(
      new Set(['0-1', '0-2', '1-2']),
    );
  });
});
