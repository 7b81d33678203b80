import { signInAnonymously } from 'firebase/auth';
import type { RunningEmulator } from '../index';
import { createClient, type TestClient } from '../testing/firebase-client';
import { createTestEnv, type TestEnv } from '../testing/test-emulator';
import { decodeIdToken } from './tokens';

jest.setTimeout(30_000);

describe('Auth emulator', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let client: TestClient;
  let base: string;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    client = createClient(emulator, 'auth-test');
    base = `http://127.0.0.1:${emulator.ports.auth}`;
  });

  afterAll(async () => {
    await client.close();
    await env.cleanup();
  });

  it('signs in anonymously with a uid that survives a token refresh', async () => {
    const { user } = await signInAnonymously(client.auth);
    expect(user.isAnonymous).toBe(true);
    const first = await user.getIdToken();
    const claims = decodeIdToken(first);
    expect(claims).toMatchObject({ user_id: user.uid, sub: user.uid, provider_id: 'anonymous' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await user.getIdToken(true);
    expect(refreshed).not.toBe(first);
    expect(decodeIdToken(refreshed)?.user_id).toBe(user.uid);
    expect(client.auth.currentUser?.uid).toBe(user.uid);
  });

  it('answers CORS preflights and the snake_case token endpoint', async () => {
    const preflight = await fetch(
      `${base}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k`,
      {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:3000',
          'Access-Control-Request-Headers': 'content-type,x-client-version',
        },
      },
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-version');

    const signUp = (await (
      await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k`, {
        method: 'POST',
        body: '{}',
      })
    ).json()) as { localId: string; refreshToken: string };
    const res = await fetch(`${base}/securetoken.googleapis.com/v1/token?key=k`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(signUp.refreshToken)}`,
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      user_id: signUp.localId,
      refresh_token: signUp.refreshToken,
      token_type: 'Bearer',
    });
    expect(typeof body.id_token).toBe('string');
    expect(typeof body.expires_in).toBe('string');

    const bad = await fetch(`${base}/securetoken.googleapis.com/v1/token?key=k`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&refresh_token=nope',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 400, message: 'INVALID_REFRESH_TOKEN' },
    });
  });

  it('keeps users across a restart', async () => {
    const signUp = (await (
      await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k`, {
        method: 'POST',
        body: '{}',
      })
    ).json()) as { localId: string; idToken: string };
    await emulator.stop();
    emulator = await env.start();
    const lookup = await fetch(
      `http://127.0.0.1:${emulator.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken: signUp.idToken }),
      },
    );
    expect(await lookup.json()).toMatchObject({ users: [{ localId: signUp.localId }] });
  });
});
