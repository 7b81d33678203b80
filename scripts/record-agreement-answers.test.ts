/**
 * database.rules.json and @vithelper/contracts/answers state the same limits for a student's
 * answer, as scripts/record-agreement.test.ts proves for the other stored records: one corpus of
 * valid and hostile answers, and generated bodies, through the emulator's evaluation of the rules
 * file and through the zod schema. Each is written by a signed-in student with the daily counter
 * moved in the same write, so only the record decides.
 */
import path from 'node:path';
import fc from 'fast-check';
import {
  answerKeySchema,
  answerSchema,
  normaliseBody,
  officialAnswerSchema,
  voteSchema,
} from '@vithelper/contracts/answers';
import type { DbNode } from '../emulator/src/database/tree';
import { REPO_ROOT } from '../emulator/src/index';
import { DatabaseRules, type AuthContext } from '../emulator/src/rules/database-rules';

type Fields = Record<string, unknown>;
const NOW = 1_700_000_000_000;
const Q = 'q_0a1b2c3d4e5f6';
const A = 'a'.repeat(20);
const student: AuthContext = {
  uid: 'asha',
  provider: 'google.com',
  token: { firebase: { sign_in_provider: 'google.com' } },
};
const other: AuthContext = { ...student, uid: 'ravi' };
const moderator: AuthContext = {
  uid: 'mod',
  provider: 'password',
  token: { moderator: true, firebase: { sign_in_provider: 'password' } },
};
const PAPER = '-N1cat1-0114';

let rules: DatabaseRules;
beforeAll(async () => {
  rules = await DatabaseRules.load(path.join(REPO_ROOT, 'database.rules.json'));
});

const oldRoot = {
  answers: { [Q]: { b: { author: 'asha', course: 'CSE2005', body: 'x', createdAt: 1 } } },
};

/** The student's new answer `record`, with the counter moved, as the app writes it. */
function rulesAccept(record: Fields): boolean {
  const newRoot = structuredClone(oldRoot) as Fields;
  (newRoot.answers as Fields)[Q] = { ...((newRoot.answers as Fields)[Q] as Fields), [A]: record };
  newRoot.answerers = { asha: { since: NOW, count: 1, question: Q, answer: A } };
  return rules.canWrite({
    oldRoot: oldRoot as unknown as DbNode,
    newRoot: newRoot as DbNode,
    paths: [
      ['answers', Q, A],
      ['answerers', 'asha'],
    ],
    auth: student,
    now: NOW,
  });
}

function voteAccepted(value: unknown): boolean {
  const newRoot = { ...structuredClone(oldRoot), answerVotes: { [Q]: { b: { ravi: value } } } };
  return rules.canWrite({
    oldRoot: oldRoot as unknown as DbNode,
    newRoot: newRoot as unknown as DbNode,
    paths: [['answerVotes', Q, 'b', 'ravi']],
    auth: other,
    now: NOW,
  });
}

const ANSWER = { author: 'asha', course: 'CSE2005', body: 'Use $x^2$.', createdAt: NOW };
const BODIES = [
  'Use **Dijkstra**.\n\n```c\nint x;\n```',
  'x'.repeat(20_000),
  'x'.repeat(20_001),
  '',
  ' padded',
  'padded\n',
  '\ufeffBOM',
  'A\u202eB',
  '\u2066A\u2069',
  'A\u0000B',
  'A\tB',
  'A\r\nB',
  'A\u0085B',
  'A\u2028B',
  'نظم التشغيل',
  'Graph 👩‍💻 search',
  '<script>alert(1)</script>',
];

describe('database.rules.json and the answer schema agree on', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body).slice(0, 40), body]))(
    'the body %s',
    (_, body) => {
      const record = { ...ANSWER, body };
      expect(rulesAccept(record)).toBe(answerSchema.safeParse(record).success);
    },
  );

  it.each<[string, Fields]>([
    ['a valid answer', ANSWER],
    ['a lower-case course', { ...ANSWER, course: 'cse2005' }],
    ['a course with a suffix', { ...ANSWER, course: 'CSE2005L' }],
    ['an extra field', { ...ANSWER, score: 3 }],
    ['no course', { author: 'asha', body: 'x', createdAt: NOW }],
    ['a string time', { ...ANSWER, createdAt: String(NOW) }],
  ])('%s', (_, record) => {
    expect(rulesAccept(record)).toBe(answerSchema.safeParse(record).success);
  });

  it('generated bodies, raw and as the form normalises them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (body) => {
        const record = { ...ANSWER, body };
        expect(rulesAccept(record)).toBe(answerSchema.safeParse(record).success);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), (typed) => {
        const body = normaliseBody(typed);
        const record = { ...ANSWER, body };
        expect(rulesAccept(record)).toBe(answerSchema.safeParse(record).success);
      }),
    );
  });

  it.each([1, -1, 0, 2, '1', true, 0.5])('the vote %p', (value) => {
    expect(voteAccepted(value)).toBe(voteSchema.safeParse(value).success);
  });
});

/** A moderator's write of `value` at `at`, over a root with the paper and its 3-page key. */
function moderatorWrites(at: string[], value: unknown): boolean {
  const before = {
    cat1: { [PAPER]: { name: ['Operating Systems', 'CSE2005', 'C1'], file_name: 'os.pdf' } },
    answerKeys: { cat1: { [PAPER]: { pages: 3, at: 1, by: 'mod' } } },
  };
  const after = structuredClone(before) as Fields;
  let node = after;
  for (const key of at.slice(0, -1)) node = (node[key] ??= {}) as Fields;
  node[at.at(-1)!] = value;
  return rules.canWrite({
    oldRoot: before as unknown as DbNode,
    newRoot: after as unknown as DbNode,
    paths: [at],
    auth: moderator,
    now: NOW,
  });
}

const OFFICIAL = {
  exam: 'cat1',
  paper: PAPER,
  page: 2,
  top: 0.2,
  bottom: 0.45,
  at: NOW,
  by: 'mod',
};

describe('database.rules.json and the official answer’s schemas agree on', () => {
  it.each<[string, Fields]>([
    ['a region of the key', OFFICIAL],
    ['the whole last page', { ...OFFICIAL, page: 3, top: 0, bottom: 1 }],
    ['a region ending above its start', { ...OFFICIAL, top: 0.5, bottom: 0.4 }],
    ['an empty region', { ...OFFICIAL, top: 0.4, bottom: 0.4 }],
    ['a region past the foot', { ...OFFICIAL, bottom: 1.01 }],
    ['a page 1.5', { ...OFFICIAL, page: 1.5 }],
    ['page 0', { ...OFFICIAL, page: 0 }],
    ['a string page', { ...OFFICIAL, page: '2' }],
    ['another exam', { ...OFFICIAL, exam: 'quiz' }],
    ['a paper id with a slash', { ...OFFICIAL, paper: 'a/b' }],
    ['an extra field', { ...OFFICIAL, note: 'x' }],
    ['no time', { ...OFFICIAL, at: undefined }],
  ])('%s', (_, record) => {
    const stored = JSON.parse(JSON.stringify(record)) as Fields;
    // The rules also hold the page to the key's; the key here has 3, within the schema's 200.
    expect(moderatorWrites(['officialAnswers', Q], stored)).toBe(
      officialAnswerSchema.safeParse(stored).success,
    );
  });

  it.each<[string, unknown]>([
    ['a key', { pages: 4, at: NOW, by: 'mod' }],
    ['a key of 200 pages', { pages: 200, at: NOW, by: 'mod' }],
    ['a key of 201 pages', { pages: 201, at: NOW, by: 'mod' }],
    ['a key of 0 pages', { pages: 0, at: NOW, by: 'mod' }],
    ['a key of 2.5 pages', { pages: 2.5, at: NOW, by: 'mod' }],
    ['a key with an address', { pages: 4, at: NOW, by: 'mod', url: 'https://x' }],
    ['a key without pages', { at: NOW, by: 'mod' }],
  ])('%s', (_, record) => {
    expect(moderatorWrites(['answerKeys', 'cat1', PAPER], record)).toBe(
      answerKeySchema.safeParse(record).success,
    );
  });
});
