import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { serverTimestamp } from 'firebase/database';
import { startRulesTestEnvironment, type RulesTestSetup } from '../testing/rules-test-env';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/**
 * <exam>/<paperId>/year: the exam's year of a published paper, where its file name does not say
 * it (packages/contracts/src/papers/paper-year.ts). A whole number from 2000 to 2100, written by moderators
 * only, kept when the paper goes to the trash and comes back.
 */
describe('the year of a paper record under database.rules.json', () => {
  let setup: RulesTestSetup;
  let testEnv: RulesTestEnvironment;
  const student = () =>
    testEnv.authenticatedContext('asha', { firebase: { sign_in_provider: 'google.com' } });
  const guest = () =>
    testEnv.authenticatedContext('guest', { firebase: { sign_in_provider: 'anonymous' } });
  const moderator = () =>
    testEnv.authenticatedContext('mod', {
      moderator: true,
      firebase: { sign_in_provider: 'password' },
    });
  const nobody = () => testEnv.unauthenticatedContext();
  const record = { name: ['Operating Systems', 'CSE2005', 'C1'], file_name: 'p1' };
  const write = (context: RulesTestContext, path: string, value: unknown) =>
    context.database().ref(path).set(value);

  beforeAll(async () => {
    setup = await startRulesTestEnvironment();
    ({ testEnv } = setup);
  });
  beforeEach(async () => {
    await testEnv.clearDatabase();
    await testEnv.withSecurityRulesDisabled(async (context) => {
      for (const exam of ['cat1', 'cat2', 'fat']) {
        await context.database().ref(`${exam}/p1`).set(record);
      }
    });
  });
  afterAll(() => setup.cleanup());

  it('lets a moderator set a whole year from 2000 to 2100 on a CAT-1, CAT-2 or FAT paper, read by everyone', async () => {
    for (const exam of ['cat1', 'cat2', 'fat']) {
      await assertSucceeds(write(moderator(), `${exam}/p1/year`, 2021));
      for (const context of [nobody(), guest(), student()]) {
        const read = await assertSucceeds(context.database().ref(`${exam}/p1`).get());
        expect(read.val()).toMatchObject({ ...record, year: 2021 });
      }
    }
    await assertSucceeds(write(moderator(), 'cat1/p1/year', 2000));
    await assertSucceeds(write(moderator(), 'cat1/p1/year', 2100));
  });

  it('refuses a year out of range, not whole, or as text, even from a moderator', async () => {
    for (const year of [1999, 2101, 2020.5, '2021', true, { y: 2021 }]) {
      await assertFails(write(moderator(), 'cat1/p1/year', year));
    }
    await assertFails(write(moderator(), 'cat1/p1', { ...record, year: 1999 }));
  });

  it('refuses a year from a student, a guest and nobody', async () => {
    for (const context of [student(), guest(), nobody()]) {
      await assertFails(write(context, 'cat1/p1/year', 2021));
      await assertFails(write(context, 'fat/p1', { ...record, year: 2021 }));
    }
  });

  it('keeps the year when a moderator moves the paper to the trash and back, and refuses another year on the way back', async () => {
    await assertSucceeds(write(moderator(), 'cat1/p1/year', 2019));
    const withYear = { ...record, year: 2019 };
    await assertSucceeds(
      moderator()
        .database()
        .ref()
        .update({
          'cat1/p1': null,
          'trash/cat1/p1': { record: withYear, removedBy: 'mod', removedAt: serverTimestamp() },
        }),
    );
    await assertFails(
      moderator()
        .database()
        .ref()
        .update({ 'cat1/p1': { ...withYear, year: 2020 }, 'trash/cat1/p1': null }),
    );
    await assertSucceeds(
      moderator().database().ref().update({ 'cat1/p1': withYear, 'trash/cat1/p1': null }),
    );
  });

  it('refuses a trash copy whose year is not the paper’s', async () => {
    await assertSucceeds(write(moderator(), 'cat1/p1/year', 2019));
    await assertFails(
      moderator()
        .database()
        .ref()
        .update({
          'cat1/p1': null,
          'trash/cat1/p1': {
            record: { ...record, year: 2018 },
            removedBy: 'mod',
            removedAt: serverTimestamp(),
          },
        }),
    );
  });
});
