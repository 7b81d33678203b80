/**
 * database.rules.json and @vithelper/contracts/questions/recent state the same limits for a
 * published paper's questions cut at approval, as scripts/record-agreement.test.ts proves for the
 * other stored records: one corpus of valid and hostile records, and generated ones, through the
 * emulator's evaluation of the rules file and through the zod schema. Each is written by a
 * moderator, stamped with their uid and the server's time, over a published paper, so only the
 * record decides.
 */
import path from 'node:path';
import fc from 'fast-check';
import { paperQuestionsPath, paperQuestionsSchema } from '@vithelper/contracts/questions/recent';
import type { DbNode } from '../emulator/src/database/tree';
import { REPO_ROOT } from '../emulator/src/index';
import { DatabaseRules, type AuthContext } from '../emulator/src/rules/database-rules';

type Fields = Record<string, unknown>;
const NOW = 1_700_000_000_000;
const moderator: AuthContext = { uid: 'mod', provider: 'password', token: { moderator: true } };
const PAPER = { cat1: { p1: { name: ['Operating Systems', 'CSE2005'], file_name: 'p1' } } };
const Q1 = 'q_0a1b2c3d4e5f6';

let rules: DatabaseRules;
beforeAll(async () => {
  rules = await DatabaseRules.load(path.join(REPO_ROOT, 'database.rules.json'));
});

/** A moderator's write of `value` at paperQuestions/cat1/p1, over the published paper p1. */
function rulesAccept(value: unknown): boolean {
  const newRoot = structuredClone(PAPER) as Fields;
  Object.defineProperty(newRoot, 'paperQuestions', {
    value: { cat1: { p1: value } },
    enumerable: true,
  });
  return rules.canWrite({
    oldRoot: PAPER as unknown as DbNode,
    newRoot: newRoot as DbNode,
    paths: [paperQuestionsPath('cat1', 'p1').split('/')],
    auth: moderator,
    now: NOW,
  });
}

/**
 * The record as the database stores it: a field set to undefined, an empty list or an empty
 * object is no field at all.
 */
const without = (record: Fields): Fields =>
  Object.fromEntries(
    Object.entries(record)
      .map(([key, value]): [string, unknown] => [
        key,
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? without(value as Fields)
          : value,
      ])
      .filter(
        ([, value]) =>
          value !== undefined &&
          !(Array.isArray(value) && value.length === 0) &&
          !(typeof value === 'object' && value !== null && Object.keys(value).length === 0),
      ),
  );

const QUESTION = {
  number: '1(a)',
  text: "Apply Dijkstra's algorithm to the weighted graph.",
  marks: 10,
  regions: [{ page: 1, top: 0.2, bottom: 0.35 }],
};
const FOUND = {
  course: 'CSE2005',
  year: 2025,
  slot: 'C1',
  ok: true,
  questions: { [Q1]: QUESTION },
  by: 'mod',
  at: NOW,
};
const WHOLE = {
  ...FOUND,
  ok: false,
  reason: 'No question numbers were found.',
  questions: undefined,
};
const withQuestion = (fields: Fields) => ({
  ...FOUND,
  questions: { [Q1]: { ...QUESTION, ...fields } },
});

const corpus: Array<[string, Fields]> = [
  ['a paper cut into questions', FOUND],
  ['a paper kept whole, with its reason', WHOLE],
  ['no year or slot', { ...FOUND, year: undefined, slot: undefined }],
  ['a whole paper without its reason', { ...WHOLE, reason: undefined }],
  ['a whole paper with questions', { ...WHOLE, questions: FOUND.questions }],
  ['found, with a reason', { ...FOUND, reason: 'why' }],
  ['found, with no questions', { ...FOUND, questions: undefined }],
  ['a lower-case course', { ...FOUND, course: 'cse2005' }],
  ['a course with a space', { ...FOUND, course: 'CSE 2005' }],
  ['a one-letter course', { ...FOUND, course: 'C' }],
  ['a course of 17', { ...FOUND, course: 'A'.repeat(17) }],
  ['the year 1989', { ...FOUND, year: 1989 }],
  ['half a year', { ...FOUND, year: 2025.5 }],
  ['a slot of 17', { ...FOUND, slot: 'A'.repeat(17) }],
  ['ok as text', { ...FOUND, ok: 'true' }],
  ['a reason of 301', { ...WHOLE, reason: 'x'.repeat(301) }],
  ['an empty reason', { ...WHOLE, reason: '' }],
  ['an extra field', { ...FOUND, note: 'x' }],
  ['no author', { ...FOUND, by: undefined }],
  ['a group id as a question id', { ...FOUND, questions: { g_0a1b2c3d4e5f6: QUESTION } }],
  ['a short question id', { ...FOUND, questions: { q_1: QUESTION } }],
  ['a text of 2000', withQuestion({ text: 'x'.repeat(2000) })],
  ['a text of 2001', withQuestion({ text: 'x'.repeat(2001) })],
  ['an empty text', withQuestion({ text: '' })],
  ['a number of 24', withQuestion({ number: '1'.repeat(24) })],
  ['a number of 25', withQuestion({ number: '1'.repeat(25) })],
  ['an empty number', withQuestion({ number: '' })],
  ['a numeric number', withQuestion({ number: 1 })],
  ['no marks', withQuestion({ marks: undefined })],
  ['marks 200', withQuestion({ marks: 200 })],
  ['marks 201', withQuestion({ marks: 201 })],
  ['half a mark', withQuestion({ marks: 2.5 })],
  ['marks as text', withQuestion({ marks: '10' })],
  [
    'four regions',
    withQuestion({ regions: [1, 2, 3, 4].map((page) => ({ page, top: 0, bottom: 1 })) }),
  ],
  [
    'five regions',
    withQuestion({ regions: [1, 2, 3, 4, 5].map((page) => ({ page, top: 0, bottom: 1 })) }),
  ],
  ['no region', withQuestion({ regions: [] })],
  ['page 60', withQuestion({ regions: [{ page: 60, top: 0, bottom: 1 }] })],
  ['page 61', withQuestion({ regions: [{ page: 61, top: 0, bottom: 1 }] })],
  ['page 1.5', withQuestion({ regions: [{ page: 1.5, top: 0, bottom: 1 }] })],
  ['a fraction over 1', withQuestion({ regions: [{ page: 1, top: 0, bottom: 1.01 }] })],
  [
    'a region with an extra field',
    withQuestion({ regions: [{ page: 1, top: 0, bottom: 1, x: 0 }] }),
  ],
  ['a question with an extra field', withQuestion({ html: '<b>1</b>' })],
];

describe('database.rules.json and the paper questions schema agree on', () => {
  it.each(corpus)('%s', (_, fields) => {
    const record = without(fields);
    expect(rulesAccept(record)).toBe(paperQuestionsSchema.safeParse(record).success);
  });

  it('(both store the two shapes a moderator’s browser writes)', () => {
    expect(rulesAccept(FOUND)).toBe(true);
    expect(rulesAccept(without(WHOLE))).toBe(true);
  });

  it('generated questions', () => {
    const fraction = fc.oneof(
      fc.double({ min: -0.5, max: 1.5, noNaN: true }),
      fc.constantFrom(0, 1),
    );
    const question = fc.record(
      {
        number: fc.oneof(fc.string({ maxLength: 30 }), fc.integer()),
        text: fc.oneof(fc.string({ maxLength: 10 }), fc.constant('x'.repeat(2001))),
        marks: fc.oneof(fc.integer({ min: -5, max: 250 }), fc.double({ noNaN: true })),
        regions: fc.array(
          fc.record({ page: fc.integer({ min: -1, max: 62 }), top: fraction, bottom: fraction }),
          { maxLength: 5 },
        ),
      },
      { requiredKeys: ['number', 'text'] },
    );
    fc.assert(
      fc.property(question, (generated) => {
        const record = without({ ...FOUND, questions: { [Q1]: generated } });
        expect(rulesAccept(record)).toBe(paperQuestionsSchema.safeParse(record).success);
      }),
      { numRuns: 300 },
    );
  });
});
