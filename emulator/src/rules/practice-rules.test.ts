import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { useRulesTestEnvironment } from '../testing/rules-test-env';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/**
 * practice/<uid>/: a student's spaced-repetition practice (docs/practice.md,
 * packages/contracts/src/practice/records.ts). Reviews are an append-only log: created once by
 * their owner, never changed or removed. Notes and exam dates are the owner's to write. Nobody
 * else reads any of it, a moderator included; a guest keeps practice on the device only.
 */
describe('practice under database.rules.json', () => {
  const rules = useRulesTestEnvironment();
  const env = (): RulesTestEnvironment => rules().testEnv;
  const student = (uid = 'asha') =>
    env().authenticatedContext(uid, { firebase: { sign_in_provider: 'google.com' } });
  const guest = () =>
    env().authenticatedContext('guest', { firebase: { sign_in_provider: 'anonymous' } });
  const moderator = () =>
    env().authenticatedContext('mod', {
      moderator: true,
      firebase: { sign_in_provider: 'password' },
    });
  const nobody = () => env().unauthenticatedContext();
  const write = (context: RulesTestContext, path: string, value: unknown) =>
    context.database().ref(path).set(value);
  const read = (context: RulesTestContext, path: string) => context.database().ref(path).get();

  const REVIEW = 'r0123456789abcdefghij';
  const review = (fields: Record<string, unknown> = {}) => ({
    card: 'g_0123456789abc',
    rating: 'good',
    at: Date.now() - 60_000,
    device: 'laptop0001',
    ...fields,
  });
  const note = { text: 'Draw the resource graph first.\nThen the safe sequence.', at: 1 };
  const exams = { cat1: '2026-12-10', fat: '2027-01-20', at: 1 };

  it('lets the owner add reviews, a note and exam dates, and read them back', async () => {
    await assertSucceeds(write(student(), `practice/asha/reviews/${REVIEW}`, review()));
    await assertSucceeds(write(student(), 'practice/asha/notes/q_0123456789abc', note));
    await assertSucceeds(write(student(), 'practice/asha/exams/CSE2005', exams));
    const stored = (await assertSucceeds(read(student(), 'practice/asha'))).val();
    expect(stored).toEqual({
      reviews: { [REVIEW]: review({ at: expect.any(Number) }) },
      notes: { q_0123456789abc: note },
      exams: { CSE2005: exams },
    });
    // A note and the dates change and go; the owner's own.
    await assertSucceeds(write(student(), 'practice/asha/notes/q_0123456789abc', null));
    await assertSucceeds(
      write(student(), 'practice/asha/exams/CSE2005', { cat2: '2026-12-01', at: 2 }),
    );
  });

  it('keeps reviews append-only: the owner can neither change nor remove one', async () => {
    await assertSucceeds(write(student(), `practice/asha/reviews/${REVIEW}`, review()));
    await assertFails(
      write(student(), `practice/asha/reviews/${REVIEW}`, review({ rating: 'easy' })),
    );
    await assertFails(write(student(), `practice/asha/reviews/${REVIEW}/rating`, 'easy'));
    await assertFails(write(student(), `practice/asha/reviews/${REVIEW}`, null));
    await assertFails(write(student(), 'practice/asha/reviews', null));
    await assertFails(write(student(), 'practice/asha', null));
    const stored = (await read(student(), `practice/asha/reviews/${REVIEW}`)).val();
    expect(stored).toMatchObject({ rating: 'good' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a card that is not a bank entry id', { card: '../users/asha' }],
    ['a rating that is not one of the four', { rating: 'perfect' }],
    ['a time before 2024', { at: 1_600_000_000_000 }],
    ['a time days ahead of the server', { at: Date.now() + 3 * 86_400_000 }],
    ['a fractional time', { at: Date.now() - 0.5 }],
    ['a malformed device id', { device: 'My Laptop' }],
    ['an extra field', { comment: 'hello' }],
    ['no card', { card: undefined }],
  ])('refuses a review with %s, and nothing is stored', async (_, fields) => {
    const value = Object.fromEntries(
      Object.entries(review(fields)).filter(([, each]) => each !== undefined),
    );
    await assertFails(write(student(), `practice/asha/reviews/${REVIEW}`, value));
    expect((await read(student(), 'practice/asha')).exists()).toBe(false);
  });

  it.each<[string, string, unknown]>([
    ['a review id with capitals', 'practice/asha/reviews/ABCDEFGHIJKLMNOPQRST', review()],
    [
      'a note of 2001 characters',
      'practice/asha/notes/q_0123456789abc',
      { text: 'x'.repeat(2001), at: 1 },
    ],
    ['an empty note', 'practice/asha/notes/q_0123456789abc', { text: '', at: 1 }],
    [
      'a note with a right-to-left override',
      'practice/asha/notes/q_0123456789abc',
      { text: 'a\u202eb', at: 1 },
    ],
    ['a note on a group id', 'practice/asha/notes/g_0123456789abc', note],
    ['an exam date in words', 'practice/asha/exams/CSE2005', { fat: 'next Friday', at: 1 }],
    ['exam dates of a lower-case course', 'practice/asha/exams/cse2005', exams],
    ['another branch', 'practice/asha/settings', { theme: 'dark' }],
  ])('refuses %s from the owner', async (_, path, value) => {
    await assertFails(write(student(), path, value));
  });

  it('lets no one else read or write a student’s practice: not another student, a guest, a moderator or nobody', async () => {
    await assertSucceeds(write(student(), `practice/asha/reviews/${REVIEW}`, review()));
    for (const context of [student('ravi'), guest(), moderator(), nobody()]) {
      await assertFails(read(context, 'practice/asha'));
      await assertFails(read(context, `practice/asha/reviews/${REVIEW}`));
      await assertFails(write(context, 'practice/asha/reviews/r9999999999999999999', review()));
      await assertFails(write(context, 'practice/asha/notes/q_0123456789abc', note));
      await assertFails(write(context, 'practice/asha/exams/CSE2005', exams));
    }
  });

  it('keeps a guest’s practice on the device: an anonymous account stores nothing, even its own', async () => {
    await assertFails(write(guest(), `practice/guest/reviews/${REVIEW}`, review()));
    await assertFails(write(guest(), 'practice/guest/notes/q_0123456789abc', note));
    await assertFails(read(guest(), 'practice/guest'));
  });
});
