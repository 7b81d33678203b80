import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { increment } from 'firebase/database';
import { startRulesTestEnvironment, type RulesTestSetup } from '../testing/rules-test-env';

jest.setTimeout(30_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/** The section-load counters of database.rules.json: anonymous, one more at a time, read by maintainers only. */
describe('releaseHealth counters under @firebase/rules-unit-testing', () => {
  let setup: RulesTestSetup;
  let testEnv: RulesTestEnvironment;
  const counter = 'releaseHealth/exams/1,0,1-0badcafe/chunk/t1000';
  const visitor = () => testEnv.unauthenticatedContext().database();
  const student = () => testEnv.authenticatedContext('student-1').database();
  const maintainer = () => testEnv.authenticatedContext('ops-1', { maintainer: true }).database();
  const stored = async (at: string) => {
    let value: unknown;
    await testEnv.withSecurityRulesDisabled(async (context) => {
      value = (await context.database().ref(at).get()).val();
    });
    return value;
  };

  beforeAll(async () => {
    setup = await startRulesTestEnvironment();
    ({ testEnv } = setup);
  });
  afterEach(() => testEnv.clearDatabase());
  afterAll(() => setup.cleanup());

  it('lets a visitor and a student add one to a counter, and stores the sum', async () => {
    await assertSucceeds(visitor().ref(counter).set(increment(1)));
    await assertSucceeds(student().ref(counter).set(increment(1)));
    await assertSucceeds(
      student()
        .ref(counter)
        .set(2 + 1),
    );
    expect(await stored(counter)).toBe(3);
  });

  it.each([
    ['adding two', () => increment(2)],
    ['adding nothing', () => increment(0)],
    ['taking one away', () => increment(-1)],
    ['a text', () => 'x'],
    ['a record', () => ({ uid: 'student-1' })],
  ])('refuses %s', async (_what, value) => {
    await testEnv.withSecurityRulesDisabled((context) => context.database().ref(counter).set(5));
    await assertFails(student().ref(counter).set(value()));
    await assertFails(maintainer().ref(counter).set(value()));
    expect(await stored(counter)).toBe(5);
  });

  it('refuses a reset, by deleting or by writing a lower number, from every role', async () => {
    await testEnv.withSecurityRulesDisabled((context) => context.database().ref(counter).set(5));
    for (const db of [visitor(), student(), maintainer()]) {
      await assertFails(db.ref(counter).remove());
      await assertFails(db.ref(counter).set(0));
      await assertFails(db.ref('releaseHealth/exams').set(null));
      await assertFails(db.ref('releaseHealth').set({}));
    }
    expect(await stored(counter)).toBe(5);
  });

  it('refuses counters outside the known outcomes and time buckets, and whole branches at once', async () => {
    await assertFails(student().ref('releaseHealth/exams/current/crashed/t1000').set(increment(1)));
    await assertFails(student().ref('releaseHealth/exams/current/ok/t7').set(increment(1)));
    await assertFails(student().ref('releaseHealth/Exams!/current/ok/t1000').set(increment(1)));
    await assertFails(student().ref('releaseHealth/exams/current/ok/t1000/uid').set(1));
    await assertFails(student().ref('releaseHealth/exams/current/ok').set({ t1000: 1 }));
  });

  it('lets maintainers read the counters, and no visitor or student', async () => {
    await assertSucceeds(student().ref(counter).set(increment(1)));
    await assertFails(visitor().ref('releaseHealth').get());
    await assertFails(student().ref('releaseHealth').get());
    await assertFails(student().ref(counter).get());
    const read = await assertSucceeds(maintainer().ref('releaseHealth/exams').get());
    expect(read.val()).toEqual({ '1,0,1-0badcafe': { chunk: { t1000: 1 } } });
  });

  it('has no registry in the database: the section registry is a Hosting file no client can write', async () => {
    for (const db of [visitor(), student(), maintainer()]) {
      await assertFails(db.ref('remotes').set({ exams: 'https://evil.example/mf-manifest.json' }));
      await assertFails(db.ref('registry/exams/candidate').set({ share: 100 }));
    }
  });
});
