/**
 * database.rules.json and the app's schemas (packages/contracts/src/) state the same limits for the
 * records students and moderators write: submissions, hashes and their owners, reports and
 * requests. This runs one corpus of valid and hostile records through both — the emulator's own
 * evaluation of the rules file and the zod schemas — and proves they agree on every record:
 * whatever the rules store, the app can read (and so list, and reject), and whatever the schema
 * calls valid, the rules store. Each record is written in a context the rules otherwise accept
 * (the right account, the counter moved, the paper published), so only the record decides.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  SUBMISSION_ID,
  hashOwnerSchema,
  hashRecordSchema,
  submissionSchema,
} from '@vithelper/contracts/contributions';
import { paperRequestSchema, reportSchema } from '@vithelper/contracts/feedback';
import { SPACE_CHARS, UNSAFE_CHARS, UNSAFE_CHARS_MULTILINE } from '@vithelper/contracts/common';
import type { DbNode } from '../emulator/src/database/tree';
import { REPO_ROOT } from '../emulator/src/index';
import { submissionId } from '../emulator/src/testing/submission-ids';
import { DatabaseRules, type AuthContext } from '../emulator/src/rules/database-rules';

type Fields = Record<string, unknown>;
const NOW = 1_700_000_000_000;
const SHA = 'a'.repeat(64);
/** A student the rules let write at all: signed in with Google, as the token says. */
const student: AuthContext = {
  uid: 'asha',
  provider: 'google.com',
  token: { firebase: { sign_in_provider: 'google.com' } },
};
/** The id of the corpus's submissions: a push id, as the rules ask of new submissions. */
const S1 = submissionId('s1');
const moderator: AuthContext = { uid: 'mod', provider: 'password', token: { moderator: true } };

let rules: DatabaseRules;
beforeAll(async () => {
  rules = await DatabaseRules.load(path.join(REPO_ROOT, 'database.rules.json'));
});

/** Every path of a multi-path update, as the emulator checks them, against `oldRoot`. */
function rulesAccept(auth: AuthContext, oldRoot: Fields, update: Fields): boolean {
  const newRoot = structuredClone(oldRoot);
  for (const [where, value] of Object.entries(update)) {
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
      configurable: true,
    });
  }
  const paths = Object.keys(update).map((where) => where.split('/'));
  return rules.canWrite({
    oldRoot: oldRoot as DbNode,
    newRoot: newRoot as DbNode,
    paths,
    auth,
    now: NOW,
  });
}

/** The hostile strings every text field is tried with, beside its valid ones. */
const SPOOFS = [
  'Operating\u202eSystems', // right-to-left override
  '\u2066Operating Systems\u2069', // isolates
  'Operating\u200fSystems', // right-to-left mark
  'Operating\u0000Systems',
  'Operating\u0007Systems',
  'Operating\u001bSystems',
  'Operating\u0085Systems', // C1 next line
  'Operating\u2028Systems', // line separator
  'Operating\u061cSystems', // Arabic letter mark
  'Operating\u007fSystems',
];
const PADDED = [
  '   ',
  ' \t ',
  '\u3000\u3000',
  ' Operating Systems',
  'Operating Systems ',
  '\ufeffOS',
];

// ---------------------------------------------------------------------------------------------
// Submissions: created by their student with the hash claim and the counter in the same write.

const SUBMISSION = {
  exam: 'cat1',
  courseCode: 'CSE2005',
  courseName: 'Operating Systems',
  slot: 'C1',
  sha256: SHA,
  file: `uploads/asha/${S1}.pdf`,
  size: 120_000,
  pages: 2,
  createdAt: NOW,
  status: 'pending',
};

function submit(id: string, record: Fields): boolean {
  const sha256 = typeof record.sha256 === 'string' ? record.sha256 : SHA;
  const exam = record.exam;
  return rulesAccept(
    student,
    {},
    {
      [`submissions/asha/${id}`]: { ...record, file: `uploads/asha/${id}.pdf` },
      [`hashes/${sha256}`]: { exam },
      [`hashOwners/${sha256}`]: { uid: 'asha', submission: id },
      'contributors/asha': { pending: 1, lastAt: NOW, last: id },
    },
  );
}

const submissionCorpus: Array<[string, Fields]> = [
  ['the sample', {}],
  ['each exam', { exam: 'fat' }],
  ['a combined slot', { slot: 'A1+TA1' }],
  ['a course code with a suffix', { courseCode: 'BMAT101L' }],
  ['the longest name', { courseName: 'x'.repeat(120) }],
  ['the shortest name', { courseName: 'OS' }],
  ['the largest file', { size: 20 * 1024 * 1024 }],
  ['one byte', { size: 1 }],
  ['30 pages', { pages: 30 }],
  ['a name with inner spaces and accents', { courseName: 'Théorie  des graphes – II' }],
  ['a name with a right-to-left script', { courseName: 'نظم التشغيل' }],
  ['a name with an emoji joiner', { courseName: 'Data 👩‍💻 Lab' }],
  ['pages 1.5', { pages: 1.5 }],
  ['pages 0', { pages: 0 }],
  ['31 pages', { pages: 31 }],
  ['pages as text', { pages: '2' }],
  ['size 1e-300', { size: 1e-300 }],
  ['size 0.5', { size: 0.5 }],
  ['a negative size', { size: -1 }],
  ['size 2.5', { size: 2.5 }],
  ['a size over 20 MB', { size: 20 * 1024 * 1024 + 1 }],
  ['a one-letter name', { courseName: 'O' }],
  ['a name of 121', { courseName: 'x'.repeat(121) }],
  ['a numeric name', { courseName: 42 }],
  ['a lower-case code', { courseCode: 'cse2005' }],
  ['a code with a control character', { courseCode: 'CSE2005\u0000' }],
  ['a slot with a bidi mark', { slot: 'C1\u200f' }],
  ['an unknown exam', { exam: 'quiz' }],
  ['a short hash', { sha256: 'abc' }],
  ['an unknown status', { status: 'published' }],
  ['an extra field', { coins: 1000 }],
  ['a missing name', { courseName: undefined }],
  ...PADDED.map((name): [string, Fields] => [
    `the name ${JSON.stringify(name)}`,
    { courseName: name },
  ]),
  ...SPOOFS.map((name): [string, Fields] => [
    `the name ${JSON.stringify(name)}`,
    { courseName: name },
  ]),
];

const without = (record: Fields) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

describe('database.rules.json and the schemas agree on', () => {
  it.each(submissionCorpus)('a new submission with %s', (_, fields) => {
    const record = without({ ...SUBMISSION, ...fields });
    const schema = submissionSchema.safeParse({
      ...record,
      file: `uploads/asha/${S1}.pdf`,
    }).success;
    expect(submit(S1, record)).toBe(schema);
  });

  it.each<[string, string]>([
    ['a push id', '-Nx5Yk2Lq0aB3cD4eF5g'],
    ['a short id', 's1'],
    ['the longest id', 'a'.repeat(64)],
    ['__proto__', '__proto__'],
    ['an id of 65', 'a'.repeat(65)],
    ['an id of 768 bytes', 'a'.repeat(768)],
    ['an id with a bidi override', `${S1.slice(0, 19)}\u202e`],
  ])('a submission named by %s', (_, id) => {
    const schema =
      SUBMISSION_ID.test(id) &&
      hashOwnerSchema.safeParse({ uid: 'asha', submission: id }).success &&
      submissionSchema.safeParse({ ...SUBMISSION, file: `uploads/asha/${id}.pdf` }).success;
    expect(submit(id, SUBMISSION)).toBe(schema);
  });

  it.each([
    'Pages are blurred',
    'Blurred.\nSend a scan instead.',
    'x'.repeat(500),
    'x'.repeat(501),
    '',
    ...PADDED,
    ...SPOOFS,
  ])('a rejection reason %j', (reason) => {
    const oldRoot = {
      submissions: { asha: { [S1]: SUBMISSION } },
      hashes: { [SHA]: { exam: 'cat1' } },
      hashOwners: { [SHA]: { uid: 'asha', submission: S1 } },
      contributors: { asha: { pending: 1, lastAt: NOW, last: S1 } },
    };
    const decided = { status: 'rejected', reason, decidedBy: 'mod', decidedAt: NOW };
    const accepted = rulesAccept(moderator, oldRoot, {
      ...Object.fromEntries(
        Object.entries(decided).map(([key, value]) => [`submissions/asha/${S1}/${key}`, value]),
      ),
      'contributors/asha/pending': 0,
      [`hashes/${SHA}`]: null,
      [`hashOwners/${SHA}`]: null,
    });
    expect(accepted).toBe(submissionSchema.safeParse({ ...SUBMISSION, ...decided }).success);
  });

  // -------------------------------------------------------------------------------------------
  // Hashes: the public marker (a moderator's write) and the owner (with its new submission).

  it.each<[string, unknown]>([
    ['a claimed marker', { exam: 'cat1' }],
    ['a published marker', { exam: 'fat', paperId: 'p1' }],
    ['an unknown exam', { exam: 'quiz' }],
    ['no exam', { paperId: 'p1' }],
    ['the old owner fields', { exam: 'cat1', uid: 'asha', submission: S1 }],
    ['a numeric paperId', { exam: 'cat1', paperId: 7 }],
    ['a bare string', 'cat1'],
  ])('a hash record: %s', (_, record) => {
    const accepted = rulesAccept(moderator, {}, { [`hashes/${SHA}`]: record });
    expect(accepted).toBe(hashRecordSchema.safeParse(record).success);
  });

  it.each<[string, unknown]>([
    ['an owner', { uid: 'asha', submission: S1 }],
    ['no submission', { uid: 'asha' }],
    ['an empty uid', { uid: '', submission: S1 }],
    ['__proto__', { uid: 'asha', submission: '__proto__' }],
    ['a path', { uid: 'asha', submission: 'a/b' }],
    ['an overlong id', { uid: 'asha', submission: 'a'.repeat(768) }],
    ['an extra field', { uid: 'asha', submission: S1, exam: 'cat1' }],
  ])('a hash owner: %s', (_, record) => {
    const accepted = rulesAccept(moderator, {}, { [`hashOwners/${SHA}`]: record });
    expect(accepted).toBe(hashOwnerSchema.safeParse(record).success);
  });

  // -------------------------------------------------------------------------------------------
  // Reports: a student's new report on cat1/p1, with the day's counter.

  const REPORT = {
    exam: 'cat1',
    paperId: 'p1',
    kind: 'unreadable',
    createdAt: NOW,
    status: 'open',
  };
  const PAPER = { cat1: { p1: { name: ['Operating Systems', 'CSE2005'], file_name: 'p1' } } };

  function report(record: Fields): boolean {
    const key = `${String(record.exam)}-${String(record.paperId)}`;
    return rulesAccept(student, PAPER, {
      [`reports/asha/${key}`]: record,
      'reporters/asha': { since: NOW, count: 1, last: key },
    });
  }

  it.each<[string, Fields]>([
    ['an unreadable paper', {}],
    ['a wrong detail', { kind: 'details', field: 'courseName', value: 'Operating System' }],
    ['a wrong exam', { kind: 'wrong-exam', value: 'cat2' }],
    ['a wrong exam, unnamed', { kind: 'wrong-exam' }],
    ['a duplicate', { kind: 'duplicate', link: '/cat1papers/p2' }],
    ['something else', { kind: 'other', text: 'Two pages are swapped.\nPage 3 is first.' }],
    ['a note of 500', { text: 'x'.repeat(500) }],
    ['a note of 501', { text: 'x'.repeat(501) }],
    ['an empty note', { text: '' }],
    ['a detail without its field', { kind: 'details', value: 'x' }],
    ['a field on another kind', { field: 'slot' }],
    ['a value of 121', { kind: 'details', field: 'slot', value: 'x'.repeat(121) }],
    ['a wrong exam naming no exam', { kind: 'wrong-exam', value: 'quiz' }],
    ['a duplicate without a link', { kind: 'duplicate' }],
    ['a link with a space', { kind: 'duplicate', link: '/cat1papers/p 2' }],
    ['a link with an override', { kind: 'duplicate', link: '/cat1papers/p\u202e2' }],
    ['something else unsaid', { kind: 'other' }],
    ['an unknown kind', { kind: 'spam' }],
    ['an empty paperId', { paperId: '' }],
    ['an extra field', { votes: 3 }],
    ...[...PADDED, ...SPOOFS].flatMap((text): Array<[string, Fields]> => [
      [`the note ${JSON.stringify(text)}`, { text }],
      [`the detail ${JSON.stringify(text)}`, { kind: 'details', field: 'courseName', value: text }],
    ]),
  ])('a new report: %s', (_, fields) => {
    const record = without({ ...REPORT, ...fields });
    expect(report(record)).toBe(reportSchema.safeParse(record).success);
  });

  it.each(['Not a problem: the scan is fine.', '', 'x'.repeat(501), ...PADDED, ...SPOOFS])(
    'a dismissal reason %j',
    (reason) => {
      const oldRoot = { ...PAPER, reports: { asha: { 'cat1-p1': REPORT } } };
      const resolved = { status: 'dismissed', reason, resolvedBy: 'mod', resolvedAt: NOW };
      const accepted = rulesAccept(
        moderator,
        oldRoot,
        Object.fromEntries(
          Object.entries(resolved).map(([key, value]) => [`reports/asha/cat1-p1/${key}`, value]),
        ),
      );
      expect(accepted).toBe(reportSchema.safeParse({ ...REPORT, ...resolved }).success);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Requests: a student's new request with their own vote and the day's counter.

  const REQUEST = {
    exam: 'cat1',
    courseCode: 'CSE2005',
    slot: 'A2',
    by: 'asha',
    createdAt: NOW,
    status: 'open',
    votes: { asha: true },
  };

  it.each<[string, Fields]>([
    ['a request', {}],
    ['any slot', { slot: undefined }],
    ['a combined slot', { slot: 'A1+TA1' }],
    ['a lower-case code', { courseCode: 'cse2005' }],
    ['a code with an override', { courseCode: 'CSE\u202e2005' }],
    ['a code with a control character', { courseCode: 'CSE2005\u0007' }],
    ['a padded slot', { slot: ' A2' }],
    ['a slot with an isolate', { slot: 'A2\u2069' }],
    ['an unknown exam', { exam: 'quiz' }],
    ['an extra field', { note: 'please' }],
  ])('a new request: %s', (_, fields) => {
    const record = without({ ...REQUEST, ...fields });
    const key = `${String(record.exam)}~${String(record.courseCode)}~${
      typeof record.slot === 'string' ? record.slot : 'any'
    }`;
    // With the day's counter, as sendRequest (packages/feedback/src/feedback-sdk.ts) writes it.
    const accepted = rulesAccept(
      student,
      {},
      {
        [`requests/${key}`]: record,
        'requesters/asha': { since: NOW, count: 1, last: key },
      },
    );
    expect(accepted).toBe(paperRequestSchema.safeParse(record).success);
  });

  // -------------------------------------------------------------------------------------------
  // Generated strings: any text in a course name, a reason or a report's note.

  const text = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
    fc
      .array(fc.constantFrom('a', ' ', '\n', '\t', '\u202e', '\u2066', '\u0000', '\u00a0', 'é'), {
        maxLength: 6,
      })
      .map((parts) => parts.join('')),
  );

  it('generated course names and report notes', () => {
    fc.assert(
      fc.property(text, (value) => {
        const submission = { ...SUBMISSION, courseName: value };
        expect(submit(S1, submission)).toBe(submissionSchema.safeParse(submission).success);
        const note = { ...REPORT, text: value };
        expect(report(note)).toBe(reportSchema.safeParse(note).success);
      }),
      { numRuns: 300, interruptAfterTimeLimit: 20_000 },
    );
  });

  it('the rules spell out the same character classes as the schemas', () => {
    const file = readFileSync(path.join(REPO_ROOT, 'database.rules.json'), 'utf8');
    for (const chars of [SPACE_CHARS, UNSAFE_CHARS, UNSAFE_CHARS_MULTILINE]) {
      expect(JSON.parse(file)).toBeTruthy();
      expect(JSON.stringify(JSON.parse(file))).toContain(JSON.stringify(`[${chars}]`).slice(1, -1));
    }
  });
});
