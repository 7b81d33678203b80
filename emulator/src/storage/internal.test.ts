import type { RunningEmulator } from '../index';
import { createTestEnv, PDF_BYTES, type TestEnv } from '../testing/test-emulator';

jest.setTimeout(30_000);

const OPEN_UPLOADS = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} { allow read, write; }
  }
}`;

describe("the Storage emulator's test endpoints (PUT /internal/setRules, POST /internal/reset)", () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let origin: string;
  const objectUrl = (name: string) => `${origin}/v0/b/demo-vithelper/o/${encodeURIComponent(name)}`;
  const upload = (name: string) =>
    fetch(`${origin}/v0/b/demo-vithelper/o?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/pdf' },
      body: PDF_BYTES,
    });
  const setRules = (body: unknown) =>
    fetch(`${origin}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    origin = `http://127.0.0.1:${emulator.ports.storage}`;
  });
  afterAll(() => env.cleanup());

  it('applies rules sent to setRules to the next request', async () => {
    expect((await upload('notes/a.pdf')).status).toBe(403);
    const res = await setRules({
      rules: { files: [{ name: 'storage.rules', content: OPEN_UPLOADS }] },
    });
    expect(res.status).toBe(200);
    expect((await upload('notes/a.pdf')).status).toBe(200);
  });

  it('refuses rules it cannot read, naming the file and line, and keeps the ones in force', async () => {
    const res = await setRules({
      rules: { files: [{ name: 'broken.rules', content: "rules_version = '2';\nnonsense" }] },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/broken\.rules: line 2/);
    expect((await setRules({ rules: {} })).status).toBe(400);
    expect((await upload('notes/b.pdf')).status).toBe(200);
  });

  it('reset drops every upload and keeps the content folder', async () => {
    expect((await upload('notes/c.pdf')).status).toBe(200);
    const res = await fetch(`${origin}/internal/reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await fetch(objectUrl('notes/c.pdf'))).status).toBe(404);
    expect((await fetch(objectUrl('images/sample paper.pdf'))).status).toBe(200);
  });
});
