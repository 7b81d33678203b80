/**
 * The documented sample accounts and the sample student's pending submissions that npm start
 * serves: the accounts sign in with their documented passwords (the moderator's token carries the
 * claim), and each seeded submission matches the PDF content:pdfs draws for it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { submissionSchema } from '@vithelper/contracts/contributions';
import { REPO_ROOT, type RunningEmulator } from '../../emulator/src/index';
import { createTestEnv, type TestEnv } from '../../emulator/src/testing/test-emulator';
import { COURSES } from './data/courses';
import {
  renderSampleSubmission,
  SAMPLE_STUDENT_UID,
  SAMPLE_SUBMISSIONS,
} from './data/sample-submissions';
import { SEED_FILE } from './paths';

jest.setTimeout(120_000);

type Seed = {
  submissions: Record<string, Record<string, unknown>>;
  hashes: Record<string, unknown>;
  hashOwners: Record<string, unknown>;
  contributors: Record<string, { pending: number; last: string }>;
};

describe('sample contributions in content/', () => {
  const seed = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as Seed;

  it('seeds each sample submission pending, valid, hashed from its own PDF, with its hash claimed', async () => {
    const mine = seed.submissions[SAMPLE_STUDENT_UID] ?? {};
    expect(Object.keys(mine)).toEqual(SAMPLE_SUBMISSIONS.map((s) => s.id));
    for (const sample of SAMPLE_SUBMISSIONS) {
      const stored = submissionSchema.parse(mine[sample.id]);
      const { sha256, bytes, pages } = await renderSampleSubmission(sample);
      expect(stored).toMatchObject({ status: 'pending', sha256, size: bytes.length, pages });
      expect(seed.hashes[sha256]).toEqual({ exam: sample.exam });
      expect(seed.hashOwners[sha256]).toEqual({
        uid: SAMPLE_STUDENT_UID,
        submission: sample.id,
      });
      expect(COURSES).toContainEqual({ code: sample.courseCode, name: sample.courseName });
    }
    expect(seed.contributors[SAMPLE_STUDENT_UID]).toMatchObject({
      pending: SAMPLE_SUBMISSIONS.length,
      last: SAMPLE_SUBMISSIONS[SAMPLE_SUBMISSIONS.length - 1]?.id,
    });
  });

  describe('the sample accounts (content/auth-users.json)', () => {
    let env: TestEnv;
    let emulator: RunningEmulator;
    beforeAll(async () => {
      env = await createTestEnv();
      emulator = await env.start({
        seedUsersFile: path.join(REPO_ROOT, 'content', 'auth-users.json'),
      });
      await emulator.authReady();
    });
    afterAll(() => env.cleanup());

    const signIn = async (email: string, password: string) => {
      const res = await fetch(
        `http://127.0.0.1:${emulator.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password, returnSecureToken: true }),
        },
      );
      expect(res.status).toBe(200);
      const { idToken } = (await res.json()) as { idToken: string };
      return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as Record<
        string,
        unknown
      >;
    };

    it('signs the documented moderator in with the moderator claim', async () => {
      expect(await signIn('moderator@vithelper.test', 'moderator-demo')).toMatchObject({
        user_id: 'sample-moderator',
        moderator: true,
      });
    });

    it('signs the documented student in as the owner of the sample submissions, no claim', async () => {
      const claims = await signIn('student@vithelper.test', 'student-demo');
      expect(claims).toMatchObject({ user_id: SAMPLE_STUDENT_UID });
      expect(claims).not.toHaveProperty('moderator');
    });
  });
});
