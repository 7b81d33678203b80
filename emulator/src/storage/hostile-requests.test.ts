import { mkdir, writeFile } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import path from 'node:path';
import type { RunningEmulator } from '../index';
import { createTestEnv, PDF_BYTES, type TestEnv } from '../testing/test-emulator';
import { MAX_UPLOAD_BYTES } from './server';

jest.setTimeout(60_000);

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{allPaths=**} {
      allow read;
    }
    match /open/{allPaths=**} {
      allow read, write;
    }
    match /{top} {
      allow read, write;
    }
  }
}
`;

const BUCKET = '/v0/b/demo-vithelper.appspot.com/o';

type Answer = { status: number; body: string; continued: boolean };

/**
 * Sends an upload's headers and `sent` bytes of its body, then waits for the answer without
 * sending the rest (`finish` sends the rest first). An emulator that reads the whole body
 * before answering never answers such a request.
 */
function upload(
  port: number,
  query: string,
  headers: Record<string, string | number>,
  sent: Buffer | Buffer[],
  finish = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: `${BUCKET}?${query}`, headers },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            continued,
          });
          req.destroy();
        });
      },
    );
    req.on('error', reject);
    req.on('continue', () => {
      continued = true;
    });
    const writeAll = (): void => {
      for (const piece of Array.isArray(sent) ? sent : [sent]) req.write(piece);
      if (finish) req.end();
    };
    if (String(headers.Expect ?? '') === '100-continue') req.once('continue', writeAll);
    else writeAll();
    req.flushHeaders();
  });
}

describe('Storage emulator against hostile requests', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let base: string;

  beforeAll(async () => {
    env = await createTestEnv();
    await mkdir(path.join(env.storageDir, 'imagesecret'), { recursive: true });
    await writeFile(path.join(env.storageDir, 'imagesecret', 'key.pdf'), PDF_BYTES);
    const storageRules = path.join(env.dir, 'storage.rules');
    await writeFile(storageRules, RULES);
    emulator = await env.start({ storageRules });
    base = `http://127.0.0.1:${emulator.ports.storage}${BUCKET}`;
  });
  afterAll(() => env.cleanup());

  it('lists whole path segments: prefix images does not list imagesecret/', async () => {
    for (const prefix of ['images', 'images/']) {
      const res = await fetch(`${base}?prefix=${prefix}&delimiter=/`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { prefixes: string[]; items: Array<{ name: string }> };
      expect(page.items.map((item) => item.name)).toEqual(['images/sample paper.pdf']);
      expect(page.prefixes).toEqual([]);
    }
    const all = (await (await fetch(`${base}?prefix=images`)).json()) as {
      items: Array<{ name: string }>;
    };
    expect(all.items.map((item) => item.name)).toEqual(['images/sample paper.pdf']);
  });

  it('refuses a forbidden media upload from its headers, before the body is sent', async () => {
    const answer = await upload(
      emulator.ports.storage,
      'uploadType=media&name=images/big.pdf',
      { 'Content-Type': 'application/pdf', 'Content-Length': 10 * 1024 * 1024 },
      Buffer.alloc(1024),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('Permission denied');
  });

  it('refuses a forbidden upload that asks 100-continue without asking for its body', async () => {
    const answer = await upload(
      emulator.ports.storage,
      'uploadType=media&name=images/big.pdf',
      {
        'Content-Type': 'application/pdf',
        'Content-Length': 10 * 1024 * 1024,
        Expect: '100-continue',
      },
      Buffer.alloc(10 * 1024 * 1024),
    );
    expect(answer).toMatchObject({ status: 403, continued: false });
  });

  it('refuses a forbidden multipart upload once its metadata part is read', async () => {
    const boundary = '123456';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n` +
        `{"name":"images/big.pdf","contentType":"application/pdf"}\r\n--${boundary}\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const answer = await upload(
      emulator.ports.storage,
      'name=images/big.pdf',
      {
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': `multipart/related; boundary=${boundary}`,
        'Content-Length': head.length + 10 * 1024 * 1024 + boundary.length + 6,
      },
      head,
    );
    expect(answer.status).toBe(403);
  });

  it('answers 413 to an upload declared over the limit, before its body', async () => {
    const answer = await upload(
      emulator.ports.storage,
      'uploadType=media&name=open/huge.bin',
      { 'Content-Type': 'application/octet-stream', 'Content-Length': MAX_UPLOAD_BYTES + 1 },
      Buffer.alloc(1024),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(`larger than ${MAX_UPLOAD_BYTES} bytes`);
  });

  it('answers 413, not a connection reset, to a streamed upload that passes the limit', async () => {
    const piece = Buffer.alloc(4 * 1024 * 1024, 1);
    const pieces = Array.from({ length: MAX_UPLOAD_BYTES / piece.length + 2 }, () => piece);
    const answer = await upload(
      emulator.ports.storage,
      'uploadType=media&name=open/streamed.bin',
      { 'Content-Type': 'application/octet-stream', 'Transfer-Encoding': 'chunked' },
      pieces,
      true,
    );
    expect(answer.status).toBe(413);
    expect((await fetch(`${base}/${encodeURIComponent('open/streamed.bin')}`)).status).toBe(404);
  });

  it('stores objects named like inherited object members, and keeps them across a restart', async () => {
    const restart = async (): Promise<void> => {
      await emulator.stop();
      emulator = await env.start({ storageRules: path.join(env.dir, 'storage.rules') });
      base = `http://127.0.0.1:${emulator.ports.storage}${BUCKET}`;
    };
    // The second start reads the saved object list back from its file.
    await restart();
    for (const name of ['constructor', 'toString', '__proto__']) {
      expect((await fetch(`${base}/${name}`)).status).toBe(404);
    }
    for (const name of ['__proto__', 'constructor']) {
      const res = await fetch(`${base}?uploadType=media&name=${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: `I am ${name}`,
      });
      expect(res.status).toBe(200);
    }
    const read = async (port: number, name: string): Promise<string> =>
      (
        await fetch(
          `http://127.0.0.1:${port}${BUCKET}/${name}?alt=media&token=${
            (
              (await (await fetch(`http://127.0.0.1:${port}${BUCKET}/${name}`)).json()) as {
                downloadTokens: string;
              }
            ).downloadTokens
          }`,
        )
      ).text();
    expect(await read(emulator.ports.storage, '__proto__')).toBe('I am __proto__');
    await restart();
    expect(await read(emulator.ports.storage, '__proto__')).toBe('I am __proto__');
    expect(await read(emulator.ports.storage, 'constructor')).toBe('I am constructor');
  });
});
