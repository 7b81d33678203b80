import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import type { RunningEmulator } from '../index';
import { startRulesTestEnvironment, type RulesTestSetup } from '../testing/rules-test-env';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/** A few bytes that start like a JPEG; the rules look at the name, type and size only. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const jpeg = { contentType: 'image/jpeg' };
const NAME = `${'p1'.padEnd(20, '0')}.jpg`;

/**
 * answerPhotos/<uid>/<push id>.jpg under storage.rules (docs/answers.md, "Photos"): the author's
 * own folder, for nobody, a guest, an unverified account, the owner, another student, an expert
 * (a student to Storage: experts verify, they do not own others' photos) and a moderator.
 */
describe('photos in answers under storage.rules (answerPhotos/<uid>/<id>.jpg)', () => {
  let setup: RulesTestSetup;
  let emulator: RunningEmulator;
  let testEnv: RulesTestEnvironment;
  const student = (uid = 'asha') =>
    testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'google.com' } });
  const verifiedEmail = (uid = 'asha') =>
    testEnv.authenticatedContext(uid, {
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
    });
  const unverified = (uid = 'asha') =>
    testEnv.authenticatedContext(uid, {
      email_verified: false,
      firebase: { sign_in_provider: 'password' },
    });
  const guest = (uid = 'asha') =>
    testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } });
  const moderator = () =>
    testEnv.authenticatedContext('mod', {
      moderator: true,
      firebase: { sign_in_provider: 'password' },
    });
  const nobody = () => testEnv.unauthenticatedContext();
  const put = (context: RulesTestContext, name: string, bytes = JPEG, meta = jpeg) =>
    context
      .storage()
      .ref(name)
      .put(bytes, meta)
      .then(() => undefined);
  const read = (context: RulesTestContext, name: string) =>
    context.storage().ref(name).getMetadata();
  const remove = (context: RulesTestContext, name: string) => context.storage().ref(name).delete();

  beforeAll(async () => {
    setup = await startRulesTestEnvironment({ storage: true });
    ({ emulator, testEnv } = setup);
  });
  beforeEach(async () => {
    const res = await fetch(`http://127.0.0.1:${emulator.ports.storage}/internal/reset`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
  });
  afterAll(() => setup.cleanup());

  it('lets a signed-in student put a photo in their own folder, once, and everyone read it', async () => {
    await assertSucceeds(put(student(), `answerPhotos/asha/${NAME}`));
    await assertSucceeds(put(verifiedEmail('bala'), `answerPhotos/bala/${NAME}`));
    for (const context of [nobody(), guest('anon'), student('ravi'), moderator()])
      await assertSucceeds(read(context, `answerPhotos/asha/${NAME}`));
    // Never overwritten: an answer that shows it shows what was put there.
    await assertFails(put(student(), `answerPhotos/asha/${NAME}`));
  });

  it('refuses a photo in another’s folder, from a guest, an unverified account or nobody', async () => {
    await assertFails(put(student('ravi'), `answerPhotos/asha/${NAME}`));
    await assertFails(put(moderator(), `answerPhotos/asha/${NAME}`));
    await assertFails(put(guest(), `answerPhotos/asha/${NAME}`));
    await assertFails(put(unverified(), `answerPhotos/asha/${NAME}`));
    await assertFails(put(nobody(), `answerPhotos/asha/${NAME}`));
  });

  it.each<[string, string, Uint8Array<ArrayBuffer>, { contentType: string }]>([
    ['another type', `answerPhotos/asha/${NAME}`, JPEG, { contentType: 'image/svg+xml' }],
    ['an HTML page', `answerPhotos/asha/${NAME}`, JPEG, { contentType: 'text/html' }],
    ['another extension', `answerPhotos/asha/${'p1'.padEnd(20, '0')}.svg`, JPEG, jpeg],
    ['a name that is not a push id', 'answerPhotos/asha/photo.jpg', JPEG, jpeg],
    ['a nested name', `answerPhotos/asha/a/${NAME}`, JPEG, jpeg],
    ['nothing in it', `answerPhotos/asha/${NAME}`, new Uint8Array(0), jpeg],
    ['over 1 MB', `answerPhotos/asha/${NAME}`, new Uint8Array(1024 * 1024 + 1), jpeg],
  ])('refuses %s', async (_, name, bytes, meta) => {
    await assertFails(put(student(), name, bytes, meta));
  });

  it('lets the owner and a moderator delete a photo, and not another student or nobody', async () => {
    await assertSucceeds(put(student(), `answerPhotos/asha/${NAME}`));
    await assertFails(remove(student('ravi'), `answerPhotos/asha/${NAME}`));
    await assertFails(remove(nobody(), `answerPhotos/asha/${NAME}`));
    await assertSucceeds(remove(student(), `answerPhotos/asha/${NAME}`));
    await assertSucceeds(put(student(), `answerPhotos/asha/${'p2'.padEnd(20, '0')}.jpg`));
    await assertSucceeds(remove(moderator(), `answerPhotos/asha/${'p2'.padEnd(20, '0')}.jpg`));
  });
});
