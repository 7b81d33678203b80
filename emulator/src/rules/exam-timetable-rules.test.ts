import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { startRulesTestEnvironment, type RulesTestSetup } from '../testing/rules-test-env';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['database']>;

const COURSE = 'CSE2005';
const TIMETABLE = {
  term: 'Winter 2026-27',
  cat1: { A1: '2027-01-25', B1: '2027-01-25', A2: '2027-01-26' },
  cat2: { A1: '2027-03-15', B1: '2027-03-15', A2: '2027-03-16' },
  fat: { A1: '2027-05-03', B1: '2027-05-04', A2: '2027-05-05' },
};

/**
 * examTimetable (packages/contracts/src/practice/timetable.ts, docs/practice.md, "The exam
 * timetable"): everyone reads it, a visitor without an account too, and no client writes it:
 * maintainers set it with `npm run moderator -- timetable <file.json>`, through the Admin SDK.
 */
describe('examTimetable under @firebase/rules-unit-testing', () => {
  let setup: RulesTestSetup;
  let testEnv: RulesTestEnvironment;
  const socket = () => testEnv.unauthenticatedContext().database();
  const guest = () =>
    testEnv
      .authenticatedContext('guest-1', { firebase: { sign_in_provider: 'anonymous' } })
      .database();
  const student = () =>
    testEnv
      .authenticatedContext('asha', { firebase: { sign_in_provider: 'google.com' } })
      .database();
  // An expert of a course is experts/<course>/<uid> (answers-rules.test.ts), seeded below.
  const expert = () =>
    testEnv
      .authenticatedContext('eve', { firebase: { sign_in_provider: 'google.com' } })
      .database();
  const moderator = () =>
    testEnv
      .authenticatedContext('mod', {
        moderator: true,
        firebase: { sign_in_provider: 'password' },
      })
      .database();
  const maintainer = () => testEnv.authenticatedContext('ops-1', { maintainer: true }).database();
  const roles: Array<[string, () => Db]> = [
    ['an unauthenticated socket', socket],
    ['a guest account', guest],
    ['a signed-in student', student],
    [`an expert of ${COURSE}`, expert],
    ['a moderator', moderator],
    ['a maintainer', maintainer],
  ];
  const stored = async (at: string) => {
    let value: unknown;
    await testEnv.withSecurityRulesDisabled(async (context) => {
      value = (await context.database().ref(at).get()).val();
    });
    return value;
  };
  const seed = (fields: Record<string, unknown>) =>
    testEnv.withSecurityRulesDisabled((context) => context.database().ref().update(fields));

  beforeAll(async () => {
    setup = await startRulesTestEnvironment();
    ({ testEnv } = setup);
  });
  beforeEach(async () => {
    await testEnv.clearDatabase();
    await seed({ examTimetable: TIMETABLE, [`experts/${COURSE}/eve`]: true });
  });
  afterAll(() => setup.cleanup());

  it.each(roles)('lets %s read the whole timetable and one exam of it', async (_who, db) => {
    const whole = await assertSucceeds(db().ref('examTimetable').get());
    expect(whole.val()).toEqual(TIMETABLE);
    const fat = await assertSucceeds(db().ref('examTimetable/fat').get());
    expect(fat.val()).toEqual(TIMETABLE.fat);
  });

  it.each(roles)(
    'refuses %s a new timetable, a changed slot, a new slot and a delete',
    async (_who, db) => {
      await assertFails(
        db()
          .ref('examTimetable')
          .set({ ...TIMETABLE, term: 'Fall 2027-28' }),
      );
      await assertFails(db().ref('examTimetable/cat1/A1').set('2027-01-30'));
      await assertFails(db().ref('examTimetable/cat2').update({ C1: '2027-03-17' }));
      await assertFails(db().ref('examTimetable/fat').remove());
      await assertFails(db().ref('examTimetable').remove());
      await assertFails(db().ref().update({ 'examTimetable/term': 'Fall 2027-28' }));
      expect(await stored('examTimetable')).toEqual(TIMETABLE);
    },
  );

  it('refuses every role a timetable where none is set', async () => {
    await seed({ examTimetable: null });
    for (const [, db] of roles) await assertFails(db().ref('examTimetable').set(TIMETABLE));
    expect(await stored('examTimetable')).toBeNull();
  });
});
