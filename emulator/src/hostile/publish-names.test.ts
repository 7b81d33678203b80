import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { REPO_ROOT, type EmulatorOptions } from '../index';
import { startChildEmulator, type ChildEmulator } from '../testing/child-process';
import { FIXTURE_SEED, PDF_BYTES } from '../testing/test-emulator';
import { http, type Answer } from './hostile-env';

jest.setTimeout(120_000);

/**
 * Attacks on the names of published papers (docs/contributions.md), replayed against an emulator
 * process that runs the repository's own storage.rules: a student's upload under a name of their
 * choosing, a moderator's approval over a file already published, two approvals racing to one
 * name, a deleted file coming back, and a forbidden upload sent without its length.
 */
const BUCKET = '/v0/b/demo-vithelper.appspot.com/o';
/** An imported paper's file, as the import leaves it in images/. */
const IMPORTED = 'images/CSE4001_CAT2_A1_2019.pdf';
const SHA = 'ab'.repeat(32);
const PUBLISHED_NAME = /^[A-Za-z0-9_-]{1,100}-[0-9a-f]{64}\.pdf$/;
const UPLOAD_NAME = /^[A-Za-z0-9_-]{20}\.pdf$/;

/** An unsigned ID token, as the emulator accepts from a test (auth/tokens.ts, mockUserAuth). */
function token(uid: string, claims: Record<string, unknown> = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    sub: uid,
    user_id: uid,
    iat: 0,
    exp: 32_503_680_000,
    firebase: { sign_in_provider: 'password' },
    ...claims,
  })}.`;
}
const MODERATOR = `Bearer ${token('mod', { moderator: true })}`;
const MODERATOR_2 = `Bearer ${token('mod2', { moderator: true })}`;
/** A student who may upload at all: signed in with a verified email (storage.rules). */
const STUDENT = `Bearer ${token('asha', { email: 'asha@example.com', email_verified: true })}`;

describe('published names under attack, against an emulator process with the repo’s rules', () => {
  let dir: string;
  let emulator: ChildEmulator;

  const put = (name: string, auth: string, body: Buffer | string = PDF_BYTES) =>
    http(
      emulator.ports.storage,
      'POST',
      `${BUCKET}?uploadType=media&name=${encodeURIComponent(name)}`,
      { Authorization: auth, 'Content-Type': 'application/pdf' },
      body,
    );
  /** The object's bytes as anyone reads them (images/ is public), or the status. */
  const bytesOf = async (name: string): Promise<string | number> => {
    const answer = await http(
      emulator.ports.storage,
      'GET',
      `${BUCKET}/${encodeURIComponent(name)}?alt=media`,
    );
    return answer.status === 200 ? answer.body.toString('utf8') : answer.status;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vh-publish-names-'));
    const storageDir = path.join(dir, 'storage');
    await mkdir(path.join(storageDir, 'images'), { recursive: true });
    await writeFile(path.join(storageDir, IMPORTED), 'the imported paper');
    const options: EmulatorOptions = {
      auth: false,
      seedFile: path.join(dir, 'seed.json'),
      dataDir: path.join(dir, 'data'),
      storageDir,
      databaseRules: path.join(REPO_ROOT, 'database.rules.json'),
      storageRules: path.join(REPO_ROOT, 'storage.rules'),
    };
    await writeFile(options.seedFile ?? '', JSON.stringify(FIXTURE_SEED));
    emulator = await startChildEmulator(options);
  });
  afterAll(async () => {
    await emulator.kill();
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    expect(emulator.alive()).toBe(true);
    expect(emulator.stderr()).toBe('');
  });

  it('never lets an approval write over an imported paper’s file', async () => {
    expect((await put(IMPORTED, MODERATOR, 'a student’s bytes')).status).toBe(403);
    expect(await bytesOf(IMPORTED)).toBe('the imported paper');
  });

  it('creates a published name once; a second approval under it is refused', async () => {
    const name = `images/-Nsub000000000000001-${SHA}.pdf`;
    expect((await put(name, MODERATOR, 'first')).status).toBe(200);
    expect((await put(name, MODERATOR_2, 'second')).status).toBe(403);
    expect(await bytesOf(name)).toBe('first');
  });

  it('lets one of two racing approvals of one new name win, and keeps its bytes', async () => {
    const name = `images/-Nsub000000000000002-${SHA}.pdf`;
    const answers = await Promise.all([
      put(name, MODERATOR, 'from mod'),
      put(name, MODERATOR_2, 'from mod2'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const winner = answers[0]!.status === 200 ? 'from mod' : 'from mod2';
    expect(await bytesOf(name)).toBe(winner);
  });

  it('does not bring an imported file back after it was replaced and deleted', async () => {
    const name = 'images/replaced-then-deleted.pdf';
    await writeFile(path.join(dir, 'storage', name), 'imported');
    expect(await bytesOf(name)).toBe('imported');
    // The import (owner) replaces it; Undo (a moderator) deletes it.
    expect((await put(name, 'Bearer owner', 'replacement')).status).toBe(200);
    const object = `${BUCKET}/${encodeURIComponent(name)}`;
    expect(
      (await http(emulator.ports.storage, 'DELETE', object, { Authorization: MODERATOR })).status,
    ).toBe(204);
    expect(await bytesOf(name)).toBe(404);
  });

  it('refuses a student’s chunked upload into images/ before its body has ended', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: emulator.ports.storage,
          method: 'POST',
          path: `${BUCKET}?uploadType=media&name=${encodeURIComponent(IMPORTED)}`,
          headers: {
            Authorization: STUDENT,
            'Content-Type': 'application/pdf',
            'Transfer-Encoding': 'chunked',
          },
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      // Never ended: an emulator reading the whole body first would never answer.
      req.write(Buffer.alloc(256 * 1024, 1));
    });
    expect(answer.status).toBe(403);
    expect(await bytesOf(IMPORTED)).toBe('the imported paper');
  });

  it('takes a moderator’s new file only under <id>-<sha256>.pdf, whatever the name', async () => {
    const anyName = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/).map((id) => `${id}.pdf`),
      fc
        .tuple(fc.stringMatching(/^[A-Za-z0-9_.-]{1,24}$/), fc.stringMatching(/^[0-9a-f]{60,66}$/))
        .map(([id, sha]) => `${id}-${sha}.pdf`),
      fc.constantFrom('CSE4001_CAT2_A1_2019.pdf', `../images/x-${SHA}.pdf`, `a/b-${SHA}.pdf`),
    );
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(anyName, async (file) => {
        const name = `images/${file}`;
        const answer = await put(name, MODERATOR, 'fuzzed');
        const fresh = !seen.has(name);
        seen.add(name);
        if (answer.status === 200) {
          expect(PUBLISHED_NAME.test(file) && fresh).toBe(true);
        } else {
          expect(answer.status).toBeLessThan(500);
        }
        if (PUBLISHED_NAME.test(file) && fresh) expect(answer.status).toBe(200);
      }),
      { numRuns: 120, interruptAfterTimeLimit: 30_000 },
    );
    expect(await bytesOf(IMPORTED)).toBe('the imported paper');
  });

  it('takes a student’s upload only under a push id in their own folder, once', async () => {
    const anyFile = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{18,22}$/).map((id) => `${id}.pdf`),
      fc.constantFrom('CSE4001_CAT2_A1_2019.pdf', `x-${SHA}.pdf`),
    );
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(anyFile, fc.constantFrom('asha', 'ravi'), async (file, folder) => {
        const name = `uploads/${folder}/${file}`;
        const answer = await put(name, STUDENT, 'a student’s paper');
        const allowed = folder === 'asha' && UPLOAD_NAME.test(file) && !seen.has(name);
        seen.add(name);
        expect(answer.status === 200).toBe(allowed);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 120, interruptAfterTimeLimit: 30_000 },
    );
  });
});
