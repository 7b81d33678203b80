import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { increment, serverTimestamp } from 'firebase/database';
import { FEEDBACK_LIMITS } from '@vithelper/contracts/feedback';
import { REPO_ROOT, type RunningEmulator } from '../emulator/src/index';
import { PDF_BYTES } from '../emulator/src/testing/test-emulator';
import { submissionId } from '../emulator/src/testing/submission-ids';
import {
  startRulesTestEnvironment,
  type RulesTestSetup,
} from '../emulator/src/testing/rules-test-env';

jest.setTimeout(120_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

type Fields = Record<string, unknown>;
const DAY = 24 * 60 * 60 * 1000;

/** A student's new request with their vote and the day's counter, in one update. */
function requestUpdate(
  uid: string,
  courseCode = 'CSE2005',
  counter: Fields = { since: serverTimestamp(), count: 1 },
): Fields {
  const key = `cat1~${courseCode}~any`;
  return {
    [`requests/${key}`]: {
      exam: 'cat1',
      courseCode,
      by: uid,
      createdAt: serverTimestamp(),
      status: 'open',
      votes: { [uid]: true },
    },
    ...Object.fromEntries(
      Object.entries(counter).map(([name, value]) => [`requesters/${uid}/${name}`, value]),
    ),
    [`requesters/${uid}/last`]: key,
  };
}

/** A student's new report on cat1/p1 with the day's counter. */
const reportUpdate = (uid: string): Fields => ({
  [`reports/${uid}/cat1-p1`]: {
    exam: 'cat1',
    paperId: 'p1',
    kind: 'unreadable',
    createdAt: serverTimestamp(),
    status: 'open',
  },
  [`reporters/${uid}/since`]: serverTimestamp(),
  [`reporters/${uid}/count`]: 1,
  [`reporters/${uid}/last`]: 'cat1-p1',
});

const S1 = submissionId('s1');

/** A student's new submission with its hash and counter. */
const submitUpdate = (uid: string): Fields => ({
  [`submissions/${uid}/${S1}`]: {
    exam: 'cat1',
    courseCode: 'CSE2005',
    courseName: 'Operating Systems',
    slot: 'C1',
    sha256: '1'.padStart(64, '0'),
    file: `uploads/${uid}/${S1}.pdf`,
    size: 120_000,
    pages: 2,
    createdAt: serverTimestamp(),
    status: 'pending',
  },
  [`hashes/${'1'.padStart(64, '0')}`]: { exam: 'cat1' },
  [`hashOwners/${'1'.padStart(64, '0')}`]: { uid, submission: S1 },
  [`contributors/${uid}/pending`]: increment(1),
  [`contributors/${uid}/lastAt`]: serverTimestamp(),
  [`contributors/${uid}/last`]: S1,
});

const OPEN_REQUEST = {
  exam: 'cat1',
  courseCode: 'MAT1001',
  by: 'someone',
  createdAt: 1_700_000_000_000,
  status: 'open',
  votes: { someone: true },
};

describe('votes, requests, reports and uploads need Google or a verified email', () => {
  let setup: RulesTestSetup;
  let emulator: RunningEmulator;
  let testEnv: RulesTestEnvironment;
  const password = (verified: boolean) => (uid: string) =>
    testEnv.authenticatedContext(uid, {
      email: `${uid}@example.com`,
      email_verified: verified,
      firebase: { sign_in_provider: 'password' },
    });
  /** Every kind of visitor, and whether the rules let them write as a student. */
  const roles: [string, (uid: string) => RulesTestContext, boolean][] = [
    ['nobody signed in', () => testEnv.unauthenticatedContext(), false],
    [
      'a guest',
      (uid) => testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }),
      false,
    ],
    ['an email student who has not verified', password(false), false],
    ['an email student who has verified', password(true), true],
    [
      'a Google student',
      (uid) => testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'google.com' } }),
      true,
    ],
    [
      'a moderator with a verified email',
      (uid) =>
        testEnv.authenticatedContext(uid, {
          moderator: true,
          email_verified: true,
          firebase: { sign_in_provider: 'password' },
        }),
      true,
    ],
  ];
  const verified = password(true);
  const db = (context: RulesTestContext) => context.database().ref();
  const seed = (values: Fields) =>
    testEnv.withSecurityRulesDisabled((context) => context.database().ref().update(values));
  const stored = async (at: string) => {
    let value: unknown;
    await testEnv.withSecurityRulesDisabled(async (context) => {
      value = (await context.database().ref(at).get()).val();
    });
    return value;
  };
  const expectWrite = (allowed: boolean, write: Promise<unknown>) =>
    allowed ? assertSucceeds(write) : assertFails(write);

  beforeAll(async () => {
    setup = await startRulesTestEnvironment({ storage: true });
    ({ emulator, testEnv } = setup);
  });
  beforeEach(() =>
    seed({
      'cat1/p1': { name: ['Operating Systems', 'CSE2005', 'C1'], file_name: 'p1' },
      'requests/cat1~MAT1001~any': OPEN_REQUEST,
    }),
  );
  afterEach(() => testEnv.clearDatabase());
  afterAll(() => setup.cleanup());

  describe.each(roles)('%s', (_, context, allowed) => {
    it(allowed ? 'may ask for a paper' : 'may not ask for a paper', async () => {
      await expectWrite(allowed, db(context('asha')).update(requestUpdate('asha')));
      expect(await stored('requests/cat1~CSE2005~any')).toEqual(
        allowed ? expect.objectContaining({ by: 'asha', status: 'open' }) : null,
      );
    });

    it(allowed ? 'may vote' : 'may not vote', async () => {
      await expectWrite(
        allowed,
        db(context('asha')).child('requests/cat1~MAT1001~any/votes/asha').set(true),
      );
      expect(await stored('requests/cat1~MAT1001~any/votes/asha')).toBe(allowed ? true : null);
    });

    it(allowed ? 'may report a paper' : 'may not report a paper', async () => {
      await expectWrite(allowed, db(context('asha')).update(reportUpdate('asha')));
      expect(await stored('reports/asha/cat1-p1/status')).toBe(allowed ? 'open' : null);
    });

    it(allowed ? 'may send a paper' : 'may not send a paper', async () => {
      await expectWrite(allowed, db(context('asha')).update(submitUpdate('asha')));
      expect(await stored(`submissions/asha/${S1}/status`)).toBe(allowed ? 'pending' : null);
    });

    it(allowed ? 'may upload its PDF' : 'may not upload its PDF', async () => {
      const reset = await fetch(`http://127.0.0.1:${emulator.ports.storage}/internal/reset`, {
        method: 'POST',
      });
      expect(reset.status).toBe(200);
      await expectWrite(
        allowed,
        context('asha')
          .storage()
          .ref(`uploads/asha/${S1}.pdf`)
          .put(new Uint8Array(PDF_BYTES), { contentType: 'application/pdf' })
          .then(() => undefined),
      );
    });
  });

  describe('the daily limit on new requests', () => {
    const max = FEEDBACK_LIMITS.maxRequestsPerDay;
    const code = (n: number) => `CSE${String(2000 + n)}`;
    const next = (n: number) =>
      requestUpdate('asha', code(n), n === 1 ? undefined : { count: increment(1) });

    it(`accepts ${max} new requests in a day and refuses the next; votes still count`, async () => {
      for (let n = 1; n <= max; n += 1) {
        await assertSucceeds(db(verified('asha')).update(next(n)));
      }
      await assertFails(db(verified('asha')).update(next(max + 1)));
      // Starting the day's window afresh is refused too.
      await assertFails(db(verified('asha')).update(requestUpdate('asha', code(max + 1))));
      expect(await stored(`requests/cat1~${code(max + 1)}~any`)).toBeNull();
      expect(await stored('requesters/asha')).toMatchObject({ count: max });
      await assertSucceeds(
        db(verified('asha')).child('requests/cat1~MAT1001~any/votes/asha').set(true),
      );
    });

    it('counts afresh a day after the first request of the window', async () => {
      await seed({ 'requesters/asha': { since: Date.now() - DAY - 1000, count: max, last: 'x' } });
      await assertSucceeds(db(verified('asha')).update(requestUpdate('asha')));
      expect(await stored('requesters/asha/count')).toBe(1);
    });

    it('refuses a request without its counter, and a counter without its request', async () => {
      const update = requestUpdate('asha');
      await assertFails(
        db(verified('asha')).update({
          'requests/cat1~CSE2005~any': update['requests/cat1~CSE2005~any'],
        }),
      );
      const counterOnly = { ...update };
      delete counterOnly['requests/cat1~CSE2005~any'];
      await assertFails(db(verified('asha')).update(counterOnly));
      // Nor may the counter name an existing request, or someone else's new one.
      await assertFails(
        db(verified('asha')).update({ ...counterOnly, 'requesters/asha/last': 'cat1~MAT1001~any' }),
      );
      await assertFails(db(verified('ravi')).update(requestUpdate('asha')));
    });

    it('states the same limit as the contracts', async () => {
      const rules = await readFile(path.join(REPO_ROOT, 'database.rules.json'), 'utf8');
      const requesters = (JSON.parse(rules) as { rules: Record<string, Record<string, Fields>> })
        .rules.requesters?.$uid?.['.validate'];
      expect(requesters).toContain(`newData.child('count').val() <= ${max}`);
    });
  });

  describe('reading the open requests', () => {
    const limit = FEEDBACK_LIMITS.openRequestsRead;
    const openRequests = (context: RulesTestContext, count: number = limit) =>
      context
        .database()
        .ref('requests')
        .orderByChild('status')
        .equalTo('open')
        .limitToFirst(count)
        .get();

    it('lets any signed-in visitor read the open requests with the index and a limit', async () => {
      await seed({
        'requests/cat1~CSE2005~any': { ...OPEN_REQUEST, courseCode: 'CSE2005', status: 'closed' },
      });
      for (const [, context] of roles.slice(1)) {
        const open = await assertSucceeds(openRequests(context('asha')));
        expect(Object.keys(open.val() as object)).toEqual(['cat1~MAT1001~any']);
      }
      await assertSucceeds(db(verified('asha')).child('requests/cat1~MAT1001~any').get());
      await assertFails(openRequests(testEnv.unauthenticatedContext()));
    });

    it('refuses a student every request at once, or more than the limit', async () => {
      await assertFails(db(verified('asha')).child('requests').get());
      await assertFails(openRequests(verified('asha'), limit + 1));
      await assertFails(verified('asha').database().ref('requests').orderByChild('status').get());
      // Moderators match published papers against every open request.
      const moderator = roles[5]![1];
      await assertSucceeds(db(moderator('mod')).child('requests').get());
    });
  });
});
