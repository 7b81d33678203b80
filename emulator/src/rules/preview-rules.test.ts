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

/** A few bytes that start like a WebP; the rules look at the name, type and size only. */
const WEBP = new Uint8Array([82, 73, 70, 70, 4, 0, 0, 0, 87, 69, 66, 80]);
const webp = { contentType: 'image/webp' };

describe('first-page previews under storage.rules (previews/<name>.webp)', () => {
  let setup: RulesTestSetup;
  let emulator: RunningEmulator;
  let testEnv: RulesTestEnvironment;
  const student = (uid = 'asha') =>
    testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'google.com' } });
  const guest = () =>
    testEnv.authenticatedContext('guest', { firebase: { sign_in_provider: 'anonymous' } });
  const moderator = () =>
    testEnv.authenticatedContext('mod', {
      moderator: true,
      firebase: { sign_in_provider: 'password' },
    });
  const nobody = () => testEnv.unauthenticatedContext();
  const put = (context: RulesTestContext, name: string, bytes = WEBP, meta = webp) =>
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

  it('lets a moderator publish, replace and delete a preview', async () => {
    await assertSucceeds(put(moderator(), 'previews/CSE2005_CAT1_C1_2019.webp'));
    await assertSucceeds(put(moderator(), 'previews/CSE2005_CAT1_C1_2019.webp'));
    await assertSucceeds(remove(moderator(), 'previews/CSE2005_CAT1_C1_2019.webp'));
  });

  it('lets everyone read a preview, signed in or not, like the PDF beside it', async () => {
    await assertSucceeds(put(moderator(), 'previews/p1.webp'));
    for (const context of [nobody(), guest(), student(), moderator()])
      await assertSucceeds(read(context, 'previews/p1.webp'));
  });

  it('refuses previews from students, guests and nobody, and their deletes', async () => {
    for (const context of [student(), guest(), nobody()])
      await assertFails(put(context, 'previews/p2.webp'));
    await assertSucceeds(put(moderator(), 'previews/p3.webp'));
    for (const context of [student(), guest(), nobody()])
      await assertFails(remove(context, 'previews/p3.webp'));
  });

  it.each<[string, string, Uint8Array<ArrayBuffer>, { contentType: string }]>([
    ['another type', 'previews/p4.webp', WEBP, { contentType: 'image/png' }],
    ['a PDF', 'previews/p4.webp', WEBP, { contentType: 'application/pdf' }],
    ['another extension', 'previews/p4.png', WEBP, webp],
    ['a nested name', 'previews/a/p4.webp', WEBP, webp],
    ['nothing in it', 'previews/p4.webp', new Uint8Array(0), webp],
    ['over 512 KB', 'previews/p4.webp', new Uint8Array(512 * 1024 + 1), webp],
  ])("refuses a moderator's preview with %s", async (_, name, bytes, meta) => {
    await assertFails(put(moderator(), name, bytes, meta));
  });

  it('keeps previews out of the PDF folder: images/ still takes PDFs only', async () => {
    await assertFails(put(moderator(), 'images/p5.webp'));
  });
});
