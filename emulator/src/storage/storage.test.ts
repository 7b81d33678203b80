import { getDownloadURL, getMetadata, ref } from 'firebase/storage';
import type { RunningEmulator } from '../index';
import { createClient, type TestClient } from '../testing/firebase-client';
import { createTestEnv, PDF_BYTES, type TestEnv } from '../testing/test-emulator';

jest.setTimeout(30_000);

describe('Storage emulator', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let client: TestClient;
  let base: string;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    client = createClient(emulator, 'storage-test');
    base = `http://127.0.0.1:${emulator.ports.storage}/v0/b/demo-vithelper.appspot.com/o`;
  });

  afterAll(async () => {
    await client.close();
    await env.cleanup();
  });

  it('gives a download URL whose bytes are the PDF', async () => {
    const fileRef = ref(client.storage, 'images/sample paper.pdf');
    const url = await getDownloadURL(fileRef);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF_BYTES);
    const metadata = await getMetadata(fileRef);
    expect(metadata).toMatchObject({
      fullPath: 'images/sample paper.pdf',
      size: PDF_BYTES.length,
      contentType: 'application/pdf',
    });
  });

  it('answers a missing object with a Firebase-shaped 404', async () => {
    await expect(getDownloadURL(ref(client.storage, 'images/missing.pdf'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
    const res = await fetch(`${base}/${encodeURIComponent('images/missing.pdf')}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 404 } });
  });

  it('enforces storage.rules: only images/ and logos/ are readable, nothing is writable', async () => {
    const secret = await fetch(`${base}/${encodeURIComponent('private/secret.pdf')}`);
    expect(secret.status).toBe(403);
    const upload = await fetch(`${base}?name=${encodeURIComponent('images/new.pdf')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/pdf' },
      body: 'x',
    });
    expect(upload.status).toBe(403);
    for (const method of ['DELETE', 'PATCH']) {
      const res = await fetch(`${base}/${encodeURIComponent('images/sample paper.pdf')}`, {
        method,
        body: method === 'DELETE' ? undefined : '{}',
      });
      expect(res.status).toBe(403);
    }
  });

  it('answers a method it does not support with an error naming it', async () => {
    const res = await fetch(`${base}/${encodeURIComponent('images/new.pdf')}`, {
      method: 'PUT',
      body: 'x',
    });
    expect(res.status).toBe(501);
    expect(await res.json()).toMatchObject({
      error: { message: expect.stringContaining('does not support PUT') },
    });
  });

  it('never serves files outside the storage folder', async () => {
    for (const name of [
      'images/../../outside.txt',
      'images/../private/secret.pdf',
      'images/%2e%2e/x',
      'images/.hidden',
      'images//x.pdf',
    ]) {
      const meta = await fetch(`${base}/${encodeURIComponent(name)}`);
      const media = await fetch(`${base}/${encodeURIComponent(name)}?alt=media`);
      expect([meta.status, media.status].every((s) => s === 403 || s === 404)).toBe(true);
      expect(await media.text()).not.toContain('must never be served');
    }
  });

  it('rejects a wrong download token and serves byte ranges', async () => {
    const url = `${base}/${encodeURIComponent('images/sample paper.pdf')}?alt=media`;
    expect((await fetch(`${url}&token=wrong`)).status).toBe(403);
    const part = await fetch(url, { headers: { Range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('%PDF-1.1');
  });
});
