/**
 * database.rules.json and @vithelper/contracts/questions/corrections state the same limits for
 * moderators' corrections of cut questions and of groups, as scripts/record-agreement.test.ts
 * proves for the other stored records: one corpus of valid and hostile records, and generated
 * ones, through the emulator's evaluation of the rules file and through the zod schemas. Each is
 * written by a moderator, stamped with their uid and the server's time, over a published paper,
 * so only the record decides. And whatever the schemas accept, @vithelper/questions reads
 * (nothing stored is lost to the students' banks).
 */
import path from 'node:path';
import fc from 'fast-check';
import {
  GROUP_ID,
  QUESTION_ID,
  groupCorrectionPath,
  groupCorrectionSchema,
  questionCorrectionPath,
  questionCorrectionSchema,
} from '@vithelper/contracts/questions/corrections';
import {
  groupIdFor,
  questionId,
  readStoredCorrections,
  readStoredGroupMoves,
} from '@vithelper/questions';
import type { DbNode } from '../emulator/src/database/tree';
import { REPO_ROOT } from '../emulator/src/index';
import { DatabaseRules, type AuthContext } from '../emulator/src/rules/database-rules';

type Fields = Record<string, unknown>;
const NOW = 1_700_000_000_000;
const moderator: AuthContext = { uid: 'mod', provider: 'password', token: { moderator: true } };
const Q1 = 'q_0a1b2c3d4e5f6';
const Q2 = 'q_1zzzzzzzzzzzz';
const G1 = 'g_00000000000ab';
const PAPER = { cat1: { p1: { name: ['Operating Systems', 'CSE2005'], file_name: 'p1' } } };

let rules: DatabaseRules;
beforeAll(async () => {
  rules = await DatabaseRules.load(path.join(REPO_ROOT, 'database.rules.json'));
});

/** A moderator's write of `value` at `where`, over the published paper p1. */
function rulesAccept(where: string, value: unknown): boolean {
  const newRoot = structuredClone(PAPER) as Fields;
  const keys = where.split('/');
  let node = newRoot;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) {
      Object.defineProperty(node, key, { value: {}, enumerable: true, writable: true });
    }
    node = node[key] as Fields;
  }
  Object.defineProperty(node, keys[keys.length - 1] ?? '', {
    value,
    enumerable: true,
    writable: true,
  });
  return rules.canWrite({
    oldRoot: PAPER as unknown as DbNode,
    newRoot: newRoot as DbNode,
    paths: [keys],
    auth: moderator,
    now: NOW,
  });
}

const without = (record: Fields) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

const stamp = { by: 'mod', at: NOW };
const BOUNDS = { kind: 'bounds', topPage: 1, top: 0.2, bottomPage: 1, bottom: 0.4, ...stamp };
const SPLIT = {
  kind: 'split',
  page: 2,
  top: 0.5,
  number: '3',
  text: 'Explain depth-first search.',
  marks: 5,
  ...stamp,
};
const MERGE = { kind: 'merge', next: Q2, ...stamp };

/** Hostile and edge texts: overrides, isolates, controls, padding, the length limits. */
const TEXTS = [
  'Explain depth-first search.\nGive an example.',
  'x'.repeat(2000),
  'x'.repeat(2001),
  '',
  ' Explain',
  'Explain ',
  '\ufeffExplain',
  'Explain\u202esearch',
  '\u2066Explain\u2069',
  'Explain\u200fsearch',
  'Explain\u0000search',
  'Explain\u001bsearch',
  'Explain\u0085search',
  'Explain\u2028search',
  'Explain\u061csearch',
  'Explain\tsearch',
  'نظم التشغيل',
  'Graph 👩‍💻 search',
];

const questionCorpus: Array<[string, Fields]> = [
  ['moved bounds', BOUNDS],
  ['bounds over two pages', { ...BOUNDS, topPage: 1, top: 0.9, bottomPage: 2, bottom: 0.1 }],
  ['bounds on the last page', { ...BOUNDS, topPage: 60, bottomPage: 60 }],
  ['the whole page', { ...BOUNDS, top: 0, bottom: 1 }],
  ['a top at the bottom', { ...BOUNDS, top: 0.4, bottom: 0.4 }],
  ['a top below the bottom', { ...BOUNDS, top: 0.5, bottom: 0.4 }],
  ['a top page after the bottom page', { ...BOUNDS, topPage: 2, bottomPage: 1 }],
  ['a fraction over 1', { ...BOUNDS, bottom: 1.01 }],
  ['a negative fraction', { ...BOUNDS, top: -0.1 }],
  ['a fraction as text', { ...BOUNDS, top: '0.2' }],
  ['page 0', { ...BOUNDS, topPage: 0 }],
  ['page 61', { ...BOUNDS, topPage: 61, bottomPage: 61 }],
  ['a half page', { ...BOUNDS, bottomPage: 1.5 }],
  ['bounds missing the bottom', { ...BOUNDS, bottom: undefined }],
  ['bounds with a split field', { ...BOUNDS, number: '3' }],
  ['a split', SPLIT],
  ['a split without marks', { ...SPLIT, marks: undefined }],
  ['a split at a part', { ...SPLIT, number: '3(a)(ii)' }],
  ['a split at a section number', { ...SPLIT, number: 'B1' }],
  ['a number printed twice', { ...SPLIT, number: 'S1-2' }],
  ['a split at the top of a page', { ...SPLIT, top: 0 }],
  ['a number with a space', { ...SPLIT, number: '3 a' }],
  ['a number with four parts', { ...SPLIT, number: '3(a)(i)(x)(y)' }],
  ['a number with an override', { ...SPLIT, number: '3\u202e' }],
  ['an empty number', { ...SPLIT, number: '' }],
  ['a numeric number', { ...SPLIT, number: 3 }],
  ['marks 100', { ...SPLIT, marks: 100 }],
  ['marks 101', { ...SPLIT, marks: 101 }],
  ['half a mark', { ...SPLIT, marks: 2.5 }],
  ['a split without its text', { ...SPLIT, text: undefined }],
  ['a split with a bottom', { ...SPLIT, bottom: 0.9 }],
  ['a merge', MERGE],
  ['a merge with a group id', { ...MERGE, next: G1 }],
  ['a merge with a short id', { ...MERGE, next: 'q_123' }],
  ['a merge with an upper-case id', { ...MERGE, next: 'q_0A1B2C3D4E5F6' }],
  ['a merge with marks', { ...MERGE, marks: 3 }],
  ['an unknown kind', { ...MERGE, kind: 'remove' }],
  ['no kind', { ...MERGE, kind: undefined }],
  ['an extra field', { ...BOUNDS, note: 'moved' }],
  ['no author', { ...BOUNDS, by: undefined }],
  ['no time', { ...BOUNDS, at: undefined }],
  ...TEXTS.map((text): [string, Fields] => [
    `the text ${text.length > 40 ? `of ${text.length} characters` : JSON.stringify(text)}`,
    { ...SPLIT, text },
  ]),
];

describe('database.rules.json and the corrections schemas agree on', () => {
  it('(both store a moderator’s bounds, split, merge and group move)', () => {
    for (const record of [BOUNDS, SPLIT, MERGE]) {
      expect(questionCorrectionSchema.safeParse(record).success).toBe(true);
      expect(rulesAccept(questionCorrectionPath('cat1', 'p1', Q1), record)).toBe(true);
    }
    const move = { move: 'in', group: G1, ...stamp };
    expect(groupCorrectionSchema.safeParse(move).success).toBe(true);
    expect(rulesAccept(groupCorrectionPath('CSE2005', Q1), move)).toBe(true);
  });

  it.each(questionCorpus)('a question correction: %s', (_, fields) => {
    const record = without(fields);
    const schema = questionCorrectionSchema.safeParse(record).success;
    expect(rulesAccept(questionCorrectionPath('cat1', 'p1', Q1), record)).toBe(schema);
  });

  it.each<[string, unknown]>([
    ['a move in', { move: 'in', group: G1, ...stamp }],
    ['a move out', { move: 'out', group: G1, ...stamp }],
    ['an unknown move', { move: 'swap', group: G1, ...stamp }],
    ['a question id as the group', { move: 'in', group: Q2, ...stamp }],
    ['a group id with a bidi mark', { move: 'in', group: `${G1.slice(0, -1)}\u200f`, ...stamp }],
    ['no group', { move: 'out', ...stamp }],
    ['an extra field', { move: 'in', group: G1, topic: 'graphs', ...stamp }],
    ['a bare string', G1],
  ])('a group move: %s', (_, record) => {
    const accepted = rulesAccept(groupCorrectionPath('CSE2005', Q1), record);
    expect(accepted).toBe(groupCorrectionSchema.safeParse(record).success);
  });

  const fraction = fc.oneof(
    fc.double({ min: -0.5, max: 1.5, noNaN: true }),
    fc.constantFrom(0, 1, 0.5, 1e-300),
  );
  const pageNumber = fc.oneof(fc.integer({ min: -1, max: 62 }), fc.constantFrom(1.5, 60));
  const text = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
    fc
      .array(fc.constantFrom('a', ' ', '\n', '\t', '\u202e', '\u2066', '\u0000', '\u00a0', '('), {
        maxLength: 6,
      })
      .map((parts) => parts.join('')),
  );
  const generated = fc.oneof(
    fc.record({
      kind: fc.constant('bounds'),
      topPage: pageNumber,
      top: fraction,
      bottomPage: pageNumber,
      bottom: fraction,
    }),
    fc.record(
      {
        kind: fc.constant('split'),
        page: pageNumber,
        top: fraction,
        number: fc.oneof(text, fc.stringMatching(/^[0-9A-Z]{1,3}(\([a-z]{1,3}\)){0,4}$/)),
        text,
        marks: fc.integer({ min: -2, max: 102 }),
      },
      { requiredKeys: ['kind', 'page', 'top', 'number', 'text'] },
    ),
    fc.record({
      kind: fc.constant('merge'),
      next: fc.oneof(text, fc.stringMatching(/^[qg]_[0-9a-z]{12,14}$/)),
    }),
  );

  it('generated question corrections, which @vithelper/questions reads whenever the schema does', () => {
    fc.assert(
      fc.property(generated, (fields) => {
        const record = { ...fields, ...stamp };
        const schema = questionCorrectionSchema.safeParse(record).success;
        expect(rulesAccept(questionCorrectionPath('cat1', 'p1', Q1), record)).toBe(schema);
        if (schema) expect(readStoredCorrections({ [Q1]: record }).skipped).toEqual([]);
      }),
      { numRuns: 300, interruptAfterTimeLimit: 20_000 },
    );
  });

  it('generated group moves, which @vithelper/questions reads whenever the schema does', () => {
    fc.assert(
      fc.property(
        fc.record({
          move: fc.oneof(fc.constantFrom('in', 'out'), text),
          group: fc.oneof(text, fc.stringMatching(/^[qg]_[0-9a-z]{12,14}$/)),
        }),
        (fields) => {
          const record = { ...fields, ...stamp };
          const schema = groupCorrectionSchema.safeParse(record).success;
          expect(rulesAccept(groupCorrectionPath('CSE2005', Q1), record)).toBe(schema);
          if (schema) expect(readStoredGroupMoves({ [Q1]: record }).skipped).toEqual([]);
        },
      ),
      { numRuns: 200, interruptAfterTimeLimit: 20_000 },
    );
  });

  it('every id packages/questions/src/ids.ts makes, which the rules take as a key', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
        fc.string(),
        (paper, path, text) => {
          const question = questionId(paper, path, text);
          const group = groupIdFor(question);
          expect(question).toMatch(QUESTION_ID);
          expect(group).toMatch(GROUP_ID);
          expect(rulesAccept(questionCorrectionPath('cat1', 'p1', question), BOUNDS)).toBe(true);
          expect(
            rulesAccept(groupCorrectionPath('CSE2005', question), { move: 'in', group, ...stamp }),
          ).toBe(true);
        },
      ),
      { numRuns: 200, interruptAfterTimeLimit: 20_000 },
    );
  });
});
