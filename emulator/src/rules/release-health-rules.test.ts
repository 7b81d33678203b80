import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { increment, serverTimestamp } from 'firebase/database';
import { startRulesTestEnvironment, type RulesTestSetup } from '../testing/rules-test-env';

jest.setTimeout(30_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['database']>;
type Report = { section?: string; release?: string; outcome?: string; bucket?: string };

const RELEASE = '1,0,1-0badcafe';

/**
 * The one write a device's report is (packages/contracts/src/release/load-report.ts reportUpdate): the
 * account's rate record and its own record of the release, as that account.
 */
function reportUpdate(uid: string, report: Report = {}): Record<string, unknown> {
  const { section = 'exams', release = RELEASE, outcome = 'chunk', bucket = 't1000' } = report;
  const record = `${section}/${release}/${uid}`;
  return {
    [`_reporters/${uid}/at`]: serverTimestamp(),
    [`_reporters/${uid}/n`]: increment(1),
    [`${record}/n`]: increment(1),
    [`${record}/last`]: `${outcome}/${bucket}`,
    [`${record}/${outcome}/${bucket}`]: increment(1),
  };
}

/**
 * The section-load reports of database.rules.json: each account (a visitor's guest account or
 * a signed-in one) adds one at a time to its own record, once every 2 s at most; nobody reads
 * them but maintainers (`npm run registry -- health`, `watch`).
 */
describe('releaseHealth reports under @firebase/rules-unit-testing', () => {
  let setup: RulesTestSetup;
  let testEnv: RulesTestEnvironment;
  const socket = () => testEnv.unauthenticatedContext().database();
  const guest = (uid = 'guest-1') =>
    testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).database();
  const student = (uid = 'student-1') =>
    testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'google.com' } }).database();
  const moderator = (uid = 'moderator-1') =>
    testEnv
      .authenticatedContext(uid, {
        moderator: true,
        firebase: { sign_in_provider: 'google.com' },
      })
      .database();
  const maintainer = () => testEnv.authenticatedContext('ops-1', { maintainer: true }).database();
  const accounts: Array<[string, string, (uid?: string) => Db]> = [
    ['a guest account', 'guest-1', guest],
    ['a signed-in student', 'student-1', student],
    ['a moderator', 'moderator-1', moderator],
  ];
  const report = (db: Db, uid: string, what?: Report) =>
    db.ref('releaseHealth').update(reportUpdate(uid, what));
  const stored = async (at: string) => {
    let value: unknown;
    await testEnv.withSecurityRulesDisabled(async (context) => {
      value = (await context.database().ref(at).get()).val();
    });
    return value;
  };
  const seed = (at: string, value: unknown) =>
    testEnv.withSecurityRulesDisabled((context) => context.database().ref(at).set(value));
  /** The accounts with a rate record (every report record found is one of theirs). */
  const reportersStored = async () => {
    const all = ((await stored('releaseHealth')) ?? {}) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    const { _reporters: reporters = {}, ...sections } = all;
    const owners = Object.values(sections).flatMap((releases) =>
      Object.values(releases).flatMap((records) => Object.keys(records as object)),
    );
    expect(Object.keys(reporters)).toEqual(expect.arrayContaining(owners));
    return Object.keys(reporters);
  };
  /** An account whose last report was `ago` ms before now, with `count` reports of RELEASE. */
  const seedReporter = (uid: string, ago: number, count = 1) =>
    seed('releaseHealth', {
      _reporters: { [uid]: { at: Date.now() - ago, n: count } },
      exams: { [RELEASE]: { [uid]: { n: count, last: 'ok/t500', ok: { t500: count } } } },
    });

  beforeAll(async () => {
    setup = await startRulesTestEnvironment();
    ({ testEnv } = setup);
  });
  afterEach(() => testEnv.clearDatabase());
  afterAll(() => setup.cleanup());

  it('refuses every report from an unauthenticated socket, in the old form or the new', async () => {
    await assertFails(socket().ref(`releaseHealth/exams/${RELEASE}/chunk/t1000`).set(increment(1)));
    await assertFails(report(socket(), 'guest-1'));
    await assertFails(socket().ref(`releaseHealth/exams/${RELEASE}/guest-1/n`).set(1));
    expect(await stored('releaseHealth')).toBeNull();
  });

  it.each(accounts)('counts a report from %s in its own record', async (_who, uid, db) => {
    await assertSucceeds(report(db(), uid));
    expect(await stored(`releaseHealth/exams/${RELEASE}/${uid}`)).toEqual({
      n: 1,
      last: 'chunk/t1000',
      chunk: { t1000: 1 },
    });
    const rate = (await stored(`releaseHealth/_reporters/${uid}`)) as { at: number; n: number };
    expect(rate.n).toBe(1);
    expect(typeof rate.at).toBe('number');
  });

  it.each(accounts)(
    'refuses a flood from %s: one report every 2 s, whatever the counter',
    async (_who, uid, db) => {
      await assertSucceeds(report(db(), uid));
      for (let i = 0; i < 20; i += 1)
        await assertFails(
          report(db(), uid, {
            outcome: i % 2 ? 'ok' : 'render',
            release: i % 3 ? RELEASE : '2,0,0-0badcafe',
            section: i % 4 ? 'exams' : 'placements',
          }),
        );
      // The old anonymous counters take nothing any more either.
      await assertFails(
        db(uid).ref(`releaseHealth/exams/${RELEASE}/chunk/t1000`).set(increment(1)),
      );
      expect(await stored(`releaseHealth/exams/${RELEASE}/${uid}`)).toEqual({
        n: 1,
        last: 'chunk/t1000',
        chunk: { t1000: 1 },
      });
      expect(await stored('releaseHealth/placements')).toBeNull();
      expect(await stored('releaseHealth/exams/2,0,0-0badcafe')).toBeNull();
    },
  );

  it('takes an account’s next report once 2 s have passed since its last', async () => {
    await seedReporter('guest-1', 2_500, 3);
    await assertSucceeds(report(guest(), 'guest-1', { outcome: 'ok', bucket: 't500' }));
    expect(await stored(`releaseHealth/exams/${RELEASE}/guest-1`)).toEqual({
      n: 4,
      last: 'ok/t500',
      ok: { t500: 4 },
    });
    await seedReporter('guest-2', 1_000);
    await assertFails(report(guest('guest-2'), 'guest-2'));
  });

  it('refuses a report in another account’s name', async () => {
    await assertFails(report(guest('guest-1'), 'guest-2'));
    await assertFails(report(student('student-1'), 'guest-1'));
    expect(await stored('releaseHealth')).toBeNull();
  });

  it.each([
    ['without its rate record', (w: Record<string, unknown>) => omit(w, '_reporters/guest-1/at')],
    [
      'without one more on the rate record',
      (w: Record<string, unknown>) => omit(w, '_reporters/guest-1/n'),
    ],
    [
      'without one more report in its count',
      (w: Record<string, unknown>) => omit(w, `exams/${RELEASE}/guest-1/n`),
    ],
    [
      'without naming its counter',
      (w: Record<string, unknown>) => omit(w, `exams/${RELEASE}/guest-1/last`),
    ],
    [
      'naming another counter',
      (w: Record<string, unknown>) => ({ ...w, [`exams/${RELEASE}/guest-1/last`]: 'ok/t1000' }),
    ],
    [
      'adding two',
      (w: Record<string, unknown>) => ({
        ...w,
        [`exams/${RELEASE}/guest-1/chunk/t1000`]: increment(2),
      }),
    ],
    [
      'adding to two counters',
      (w: Record<string, unknown>) => ({
        ...w,
        [`exams/${RELEASE}/guest-1/ok/t1000`]: increment(1),
      }),
    ],
    [
      'with a time of its own',
      (w: Record<string, unknown>) => ({ ...w, '_reporters/guest-1/at': Date.now() - 60_000 }),
    ],
    [
      'with other fields',
      (w: Record<string, unknown>) => ({ ...w, [`exams/${RELEASE}/guest-1/uid`]: 'x' }),
    ],
  ])('refuses a report %s', async (_what, change) => {
    // The same write unchanged, from another guest account, is taken.
    await assertSucceeds(report(guest('guest-2'), 'guest-2'));
    await assertFails(
      guest()
        .ref('releaseHealth')
        .update(change(reportUpdate('guest-1'))),
    );
    expect(await reportersStored()).toEqual(['guest-2']);
  });

  it.each([
    ['an unknown release name', { release: 'evil' }],
    ['a release name with a path in it', { release: '1,0,1-x%2Fy' }],
    ['an overlong release name', { release: `1,0,1-${'a'.repeat(60)}` }],
    ['a release name that is a bare word', { release: 'latest' }],
    ['an invalid section', { section: 'Exams!' }],
    ['an unknown outcome', { outcome: 'crashed' }],
    ['an unknown time bucket', { bucket: 't7' }],
  ])('refuses a report for %s', async (_what, what) => {
    await assertSucceeds(report(guest('guest-2'), 'guest-2'));
    await assertFails(report(guest(), 'guest-1', what));
    expect(await reportersStored()).toEqual(['guest-2']);
  });

  it('takes the release names a build makes, and "current"', async () => {
    await assertSucceeds(report(guest('guest-1'), 'guest-1', { release: 'current' }));
    await assertSucceeds(report(guest('guest-2'), 'guest-2', { release: '12,3,40-rc,1-0badcafe' }));
  });

  it('refuses a uid named like an outcome, which old counters could be read as', async () => {
    await assertFails(report(guest('ok'), 'ok'));
  });

  it('refuses a reset or a lower count, by deleting or by writing, from every role', async () => {
    await seedReporter('guest-1', 5_000, 5);
    const before = await stored('releaseHealth');
    for (const db of [socket(), guest(), student(), moderator(), maintainer()]) {
      await assertFails(db.ref(`releaseHealth/exams/${RELEASE}/guest-1/ok/t500`).remove());
      await assertFails(db.ref(`releaseHealth/exams/${RELEASE}/guest-1/ok/t500`).set(0));
      await assertFails(db.ref(`releaseHealth/exams/${RELEASE}/guest-1`).remove());
      await assertFails(db.ref('releaseHealth/_reporters/guest-1').remove());
      await assertFails(db.ref('releaseHealth/_reporters/guest-1/at').set(0));
      await assertFails(db.ref('releaseHealth/exams').set(null));
      await assertFails(db.ref('releaseHealth').set({}));
    }
    expect(await stored('releaseHealth')).toEqual(before);
  });

  it('refuses writes to old anonymous counters from every role', async () => {
    await seed(`releaseHealth/exams/${RELEASE}/chunk/t1000`, 5);
    for (const db of [socket(), guest(), student(), moderator(), maintainer()])
      await assertFails(db.ref(`releaseHealth/exams/${RELEASE}/chunk/t1000`).set(6));
    expect(await stored(`releaseHealth/exams/${RELEASE}/chunk/t1000`)).toBe(5);
  });

  it('lets maintainers read the reports, and no visitor, guest, student or moderator', async () => {
    await assertSucceeds(report(guest(), 'guest-1'));
    for (const db of [socket(), guest(), student(), moderator()]) {
      await assertFails(db.ref('releaseHealth').get());
      await assertFails(db.ref(`releaseHealth/exams/${RELEASE}/guest-1`).get());
    }
    const read = await assertSucceeds(maintainer().ref('releaseHealth/exams').get());
    expect(read.val()).toEqual({
      [RELEASE]: { 'guest-1': { n: 1, last: 'chunk/t1000', chunk: { t1000: 1 } } },
    });
  });

  it('has no registry in the database: the section registry is a Hosting file no client can write', async () => {
    for (const db of [socket(), guest(), student(), moderator(), maintainer()]) {
      await assertFails(db.ref('remotes').set({ exams: 'https://evil.example/mf-manifest.json' }));
      await assertFails(db.ref('registry/exams/candidate').set({ share: 100 }));
    }
  });
});

function omit(write: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = write;
  return rest;
}
