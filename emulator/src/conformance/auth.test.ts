import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithCredential,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { get, increment, ref as dbRef, serverTimestamp, update } from 'firebase/database';
import { getBytes, ref as storageRef, uploadString } from 'firebase/storage';
import { decodeIdToken } from '../auth/tokens';
import type { RunningEmulator } from '../index';
import { createClient, type TestClient } from '../testing/firebase-client';
import { createTestEnv, type TestEnv } from '../testing/test-emulator';

jest.setTimeout(60_000);

const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /uploads/{uid}/{file=**} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
  }
}
`;

/** An unsigned custom token, as the Auth emulator accepts them (no service account needed). */
function unsignedCustomToken(uid: string, claims: Record<string, unknown>): string {
  const encode = (value: unknown): string =>
    Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: 'firebase-adminsdk@demo-vithelper.iam.gserviceaccount.com',
    sub: 'firebase-adminsdk@demo-vithelper.iam.gserviceaccount.com',
    aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
    iat: now,
    exp: now + 3600,
    uid,
    claims,
  })}.`;
}

describe('Auth conformance with the firebase SDK', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let client: TestClient;
  const logLines: string[] = [];

  beforeAll(async () => {
    env = await createTestEnv();
    const storageRules = path.join(env.dir, 'storage.rules');
    await writeFile(storageRules, STORAGE_RULES);
    emulator = await env.start({ storageRules, log: (line) => logLines.push(line) });
    await emulator.authReady();
    client = createClient(emulator, 'auth-conformance');
  });

  afterEach(async () => {
    await signOut(client.auth);
  });

  afterAll(async () => {
    await client.close();
    await env.cleanup();
  });

  it('signs in anonymously', async () => {
    const { user } = await signInAnonymously(client.auth);
    expect(user.isAnonymous).toBe(true);
    expect(decodeIdToken(await user.getIdToken())).toMatchObject({
      user_id: user.uid,
      firebase: { sign_in_provider: 'anonymous' },
    });
  });

  it('signs up and signs in with email and password, and refuses a wrong password', async () => {
    const created = await createUserWithEmailAndPassword(client.auth, 'asha@vit.ac.in', 'secret-1');
    expect(created.user.email).toBe('asha@vit.ac.in');
    await signOut(client.auth);
    const { user } = await signInWithEmailAndPassword(client.auth, 'asha@vit.ac.in', 'secret-1');
    expect(user.uid).toBe(created.user.uid);
    await expect(
      signInWithEmailAndPassword(client.auth, 'asha@vit.ac.in', 'wrong'),
    ).rejects.toMatchObject({ code: expect.stringMatching(/wrong-password|invalid-credential/) });
  });

  it('prints the password reset code in the log, and the code resets the password', async () => {
    await createUserWithEmailAndPassword(client.auth, 'ravi@vit.ac.in', 'old-pass');
    await signOut(client.auth);
    await sendPasswordResetEmail(client.auth, 'ravi@vit.ac.in');
    let line: string | undefined;
    for (let i = 0; i < 50 && !line; i += 1) {
      line = logLines.find((l) => l.includes('PASSWORD_RESET') && l.includes('ravi@vit.ac.in'));
      if (!line) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const code = /code (\S+)/.exec(line ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    await confirmPasswordReset(client.auth, code, 'new-pass');
    const { user } = await signInWithEmailAndPassword(client.auth, 'ravi@vit.ac.in', 'new-pass');
    expect(user.email).toBe('ravi@vit.ac.in');
  });

  it('signs in with an unsigned custom token and keeps its claims', async () => {
    const { user } = await signInWithCustomToken(
      client.auth,
      unsignedCustomToken('maintainer-1', { role: 'editor' }),
    );
    expect(user.uid).toBe('maintainer-1');
    expect((await user.getIdTokenResult()).claims).toMatchObject({ role: 'editor' });
  });

  it('signs in with Google through the emulator’s fake identity provider', async () => {
    const credential = GoogleAuthProvider.credential(
      JSON.stringify({ sub: 'google-42', email: 'meera@gmail.com', email_verified: true }),
    );
    const { user } = await signInWithCredential(client.auth, credential);
    expect(user.email).toBe('meera@gmail.com');
    expect(user.providerData[0]?.providerId).toBe('google.com');
    const page = await fetch(
      `http://127.0.0.1:${emulator.ports.auth}/emulator/auth/handler?apiKey=demo-key&providerId=google.com`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Auth Emulator IDP Login Widget');
  });

  it('gives tokens that pass database and storage rules which need auth', async () => {
    const { user } = await signInWithEmailAndPassword(client.auth, 'asha@vit.ac.in', 'secret-1');
    await update(dbRef(client.db, `users/${user.uid}`), {
      coins: increment(30),
      lastRewardAt: serverTimestamp(),
    });
    expect((await get(dbRef(client.db, `users/${user.uid}/coins`))).val()).toBe(30);
    const fileRef = storageRef(client.storage, `uploads/${user.uid}/cv.txt`);
    await uploadString(fileRef, 'my cv', 'raw', { contentType: 'text/plain' });
    expect(Buffer.from(await getBytes(fileRef)).toString()).toBe('my cv');
    await expect(
      uploadString(storageRef(client.storage, 'uploads/someone-else/cv.txt'), 'x'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('keeps accounts across a restart', async () => {
    await client.close();
    await emulator.stop();
    emulator = await env.start({ storageRules: path.join(env.dir, 'storage.rules') });
    client = createClient(emulator, 'auth-conformance-restarted');
    const { user } = await signInWithEmailAndPassword(client.auth, 'asha@vit.ac.in', 'secret-1');
    expect(user.email).toBe('asha@vit.ac.in');
  });
});
