import { mkdir, writeFile } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import path from 'node:path';
import type { RunningEmulator } from '../index';
import { createTestEnv, PDF_BYTES, type TestEnv } from '../testing/test-emulator';

jest.setTimeout(60_000);

/** open/ anything; once/ created, never replaced; images/ read only. */
const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{allPaths=**} {
      allow read;
    }
    match /open/{allPaths=**} {
      allow read, write;
    }
    match /once/{file} {
      allow read;
      allow create: if request.resource.size > 0 && request.resource.size < 1024 * 1024;
      allow delete;
    }
  }
}
`;

const BUCKET = '/v0/b/demo-vithelper.appspot.com/o';

type Answer = { status: number; body: string };

/**
 * Sends a chunked upload's headers and `sent` pieces without ending it, and resolves with the
 * answer: an emulator that reads the whole body before its rules never answers such a request.
 */
function unendedUpload(
  port: number,
  query: string,
  headers: Record<string, string>,
  sent: Buffer[],
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${BUCKET}?${query}`,
        headers: { ...headers, 'Transfer-Encoding': 'chunked' },
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          req.destroy();
        });
      },
    );
    req.on('error', reject);
    for (const piece of sent) req.write(piece);
  });
}

describe('Storage emulator: deletes, create-only rules and bodies of unknown length', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let base: string;

  const object = (name: string): string => `${base}/${encodeURIComponent(name)}`;
  const put = (name: string, body: string) =>
    fetch(`${base}?uploadType=media&name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/pdf' },
      body,
    });
  /** The object's bytes through its download token, or the status when there is none. */
  const bytesOf = async (name: string): Promise<string | number> => {
    const meta = await fetch(object(name));
    if (meta.status !== 200) return meta.status;
    const { downloadTokens } = (await meta.json()) as { downloadTokens: string };
    const media = await fetch(`${object(name)}?alt=media&token=${downloadTokens.split(',')[0]}`);
    return media.status === 200 ? media.text() : media.status;
  };

  beforeAll(async () => {
    env = await createTestEnv();
    await mkdir(path.join(env.storageDir, 'open'), { recursive: true });
    await writeFile(path.join(env.storageDir, 'open', 'seeded.pdf'), PDF_BYTES);
    await writeFile(path.join(env.storageDir, 'open', 'plain.pdf'), PDF_BYTES);
    const storageRules = path.join(env.dir, 'storage.rules');
    await writeFile(storageRules, RULES);
    emulator = await env.start({ storageRules });
    base = `http://127.0.0.1:${emulator.ports.storage}${BUCKET}`;
  });
  afterAll(() => env.cleanup());

  it('does not bring a content file back after it was overwritten and then deleted', async () => {
    expect(await bytesOf('open/seeded.pdf')).toBe(PDF_BYTES.toString());
    expect((await put('open/seeded.pdf', 'the replacement')).status).toBe(200);
    expect(await bytesOf('open/seeded.pdf')).toBe('the replacement');
    expect((await fetch(object('open/seeded.pdf'), { method: 'DELETE' })).status).toBe(204);
    expect(await bytesOf('open/seeded.pdf')).toBe(404);
    expect((await fetch(object('open/seeded.pdf'), { method: 'DELETE' })).status).toBe(404);
    const listed = (await (await fetch(`${base}?prefix=open/`)).json()) as {
      items: Array<{ name: string }>;
    };
    expect(listed.items.map((item) => item.name)).not.toContain('open/seeded.pdf');
    // A new upload under the name is a new object again.
    expect((await put('open/seeded.pdf', 'uploaded anew')).status).toBe(200);
    expect(await bytesOf('open/seeded.pdf')).toBe('uploaded anew');
  });

  it('keeps a deleted content file deleted across a restart', async () => {
    expect((await fetch(object('open/plain.pdf'), { method: 'DELETE' })).status).toBe(204);
    await emulator.stop();
    emulator = await env.start({ storageRules: path.join(env.dir, 'storage.rules') });
    base = `http://127.0.0.1:${emulator.ports.storage}${BUCKET}`;
    expect(await bytesOf('open/plain.pdf')).toBe(404);
  });

  it('refuses a second upload to a name that allows create but not update', async () => {
    expect((await put('once/a.pdf', 'first')).status).toBe(200);
    const second = await put('once/a.pdf', 'second');
    expect(second.status).toBe(403);
    expect(await bytesOf('once/a.pdf')).toBe('first');
  });

  it('lets only one of two simultaneous creates of one new name win', async () => {
    // Two resumable uploads both started while the name is free, then finished together.
    const start = async (): Promise<string> => {
      const res = await fetch(`${base}?name=${encodeURIComponent('once/raced.pdf')}`, {
        method: 'POST',
        headers: {
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
          'X-Goog-Upload-Header-Content-Length': '6',
          'X-Goog-Upload-Header-Content-Type': 'application/pdf',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ contentType: 'application/pdf' }),
      });
      expect(res.status).toBe(200);
      return res.headers.get('x-goog-upload-url') ?? '';
    };
    const urls = [await start(), await start()];
    const answers = await Promise.all(
      urls.map((url, i) =>
        fetch(url, {
          method: 'POST',
          headers: {
            'X-Goog-Upload-Command': 'upload, finalize',
            'X-Goog-Upload-Offset': '0',
          },
          body: `file-${i}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 403]);
    const winner = answers.findIndex((res) => res.status === 200);
    expect(await bytesOf('once/raced.pdf')).toBe(`file-${winner}`);
  });

  it('refuses a forbidden chunked media upload before its body has ended', async () => {
    const answer = await unendedUpload(
      emulator.ports.storage,
      'uploadType=media&name=images/chunked.pdf',
      { 'Content-Type': 'application/pdf' },
      [Buffer.alloc(64 * 1024, 1)],
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('Permission denied');
    expect(await bytesOf('images/chunked.pdf')).toBe(404);
  });

  it('refuses a forbidden chunked multipart upload once its metadata part is read', async () => {
    const boundary = 'b0undary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n` +
        `{"name":"images/chunked-multi.pdf","contentType":"application/pdf"}\r\n--${boundary}\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const answer = await unendedUpload(
      emulator.ports.storage,
      'name=images/chunked-multi.pdf',
      {
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': `multipart/related; boundary=${boundary}`,
      },
      [head, Buffer.alloc(64 * 1024, 1)],
    );
    expect(answer.status).toBe(403);
  });

  it('starts a resumable upload without an announced size when some size is allowed', async () => {
    const start = (name: string) =>
      fetch(`${base}?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: {
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ contentType: 'application/pdf' }),
      });
    expect((await start('images/unsized.pdf')).status).toBe(403);
    const allowed = await start('once/unsized.pdf');
    expect(allowed.status).toBe(200);
    const finish = await fetch(allowed.headers.get('x-goog-upload-url') ?? '', {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '0' },
      body: 'sized at the end',
    });
    expect(finish.status).toBe(200);
    expect(await bytesOf('once/unsized.pdf')).toBe('sized at the end');
  });

  it('still reads a chunked upload whose rules need its size, and checks the size at the end', async () => {
    const small = await fetch(`${base}?uploadType=media&name=once/chunked.pdf`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/pdf' },
      body: new Blob(['chunked bytes']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(small.status).toBe(200);
    expect(await bytesOf('once/chunked.pdf')).toBe('chunked bytes');
    const empty = await fetch(`${base}?uploadType=media&name=once/empty.pdf`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/pdf' },
      body: new Blob([]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(empty.status).toBe(403);
  });
});
