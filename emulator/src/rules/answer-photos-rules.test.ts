import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { useRulesTestEnvironment } from '../testing/rules-test-env';
import { rulesRoles } from '../testing/contribution-fixtures';

jest.setTimeout(60_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

/** A few bytes that start like a JPEG; the rules look at the name, type and size only. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const NAME = `${'p1'.padEnd(20, '0')}.jpg`;
const MINE = `answerPhotos/asha/${NAME}`;

/**
 * answerPhotos/<uid>/<push id>.jpg under storage.rules (docs/answers.md, "Photos"): the author's
 * own folder, for nobody, a guest, an unverified account, the owner, another student and a
 * moderator (an expert is a student to Storage: experts verify, they own no one's photos).
 */
describe('photos in answers under storage.rules (answerPhotos/<uid>/<id>.jpg)', () => {
  const rules = useRulesTestEnvironment({ storage: true });
  const { student, guest, moderator, nobody, emailAccount, file } = rulesRoles(
    () => rules().testEnv,
  );
  const put = (
    context: Parameters<typeof file>[0],
    name = MINE,
    bytes = JPEG,
    type = 'image/jpeg',
  ) => file(context, name).put(bytes, type);

  it('lets a signed-in student put a photo in their own folder, once, and everyone read it', async () => {
    await assertSucceeds(put(student('asha')));
    await assertSucceeds(put(emailAccount('bala', true), `answerPhotos/bala/${NAME}`));
    for (const context of [nobody(), guest(), student('ravi'), moderator()])
      await assertSucceeds(file(context, MINE).read());
    // Never overwritten: an answer that shows it shows what was put there.
    await assertFails(put(student('asha')));
  });

  it('refuses a photo in another’s folder, from a guest, an unverified account or nobody', async () => {
    await assertFails(put(student('ravi')));
    await assertFails(put(moderator()));
    await assertFails(put(guest('asha')));
    await assertFails(put(emailAccount('asha', false)));
    await assertFails(put(nobody()));
  });

  it.each<[string, string, Uint8Array<ArrayBuffer>, string]>([
    ['another type', MINE, JPEG, 'image/svg+xml'],
    ['an HTML page', MINE, JPEG, 'text/html'],
    ['another extension', `answerPhotos/asha/${'p1'.padEnd(20, '0')}.svg`, JPEG, 'image/jpeg'],
    ['a name that is not a push id', 'answerPhotos/asha/photo.jpg', JPEG, 'image/jpeg'],
    ['a nested name', `answerPhotos/asha/a/${NAME}`, JPEG, 'image/jpeg'],
    ['nothing in it', MINE, new Uint8Array(0), 'image/jpeg'],
    ['over 1 MB', MINE, new Uint8Array(1024 * 1024 + 1), 'image/jpeg'],
  ])('refuses %s', async (_, name, bytes, type) => {
    await assertFails(put(student('asha'), name, bytes, type));
  });

  it('lets the owner and a moderator delete a photo, and not another student or nobody', async () => {
    await assertSucceeds(put(student('asha')));
    await assertFails(file(student('ravi'), MINE).remove());
    await assertFails(file(nobody(), MINE).remove());
    await assertSucceeds(file(student('asha'), MINE).remove());
    const second = `answerPhotos/asha/${'p2'.padEnd(20, '0')}.jpg`;
    await assertSucceeds(put(student('asha'), second));
    await assertSucceeds(file(moderator(), second).remove());
  });
});
