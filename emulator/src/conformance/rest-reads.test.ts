import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RunningEmulator } from '../index';
import { createTestEnv, FIXTURE_SEED, type TestEnv } from '../testing/test-emulator';

type RawResponse = { status: number; headers: Record<string, unknown>; body: Buffer };

function rawGet(port: number, path: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('REST reads like the production API', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;

  beforeAll(async () => {
    env = await createTestEnv();
    // The shell's origin as `npm run emulator` passes it (--site-origin) at offset 0.
    emulator = await env.start({ allowedOrigins: ['http://localhost:3000'] });
  });
  afterAll(() => env.cleanup());

  it('answers gzip when the client accepts gzip', async () => {
    const res = await rawGet(emulator.ports.database, '/materials.json', {
      'Accept-Encoding': 'gzip',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toEqual(FIXTURE_SEED.materials);
  });

  it('answers brotli when the client accepts it', async () => {
    const res = await rawGet(emulator.ports.database, '/materials.json', {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8'))).toEqual(
      FIXTURE_SEED.materials,
    );
    expect(res.body.length).toBeLessThan(JSON.stringify(FIXTURE_SEED.materials).length / 10);
  });

  it("sends a start-up read at brotli's best quality (the fewest bytes a phone downloads)", async () => {
    const res = await rawGet(emulator.ports.database, '/materials.json', {
      'Accept-Encoding': 'br',
    });
    const best = brotliCompressSync(Buffer.from(JSON.stringify(FIXTURE_SEED.materials)));
    expect(res.body.length).toBe(best.length);
  });

  it('answers a changed value with the change, though the same read was answered before', async () => {
    const read = async () =>
      JSON.parse(
        brotliDecompressSync(
          (await rawGet(emulator.ports.database, '/faqs.json', { 'Accept-Encoding': 'br' })).body,
        ).toString('utf8'),
      ) as unknown;
    expect(await read()).toEqual(FIXTURE_SEED.faqs);
    expect(await read()).toEqual(FIXTURE_SEED.faqs);
    const changed = { f9: { question: 'Is the answer fresh?', answer: 'Yes.' } };
    const put = await fetch(`http://127.0.0.1:${emulator.ports.database}/faqs.json`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(changed),
    });
    expect(put.status).toBe(200);
    expect(await read()).toEqual(changed);
    await fetch(`http://127.0.0.1:${emulator.ports.database}/faqs.json`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(FIXTURE_SEED.faqs),
    });
    expect(await read()).toEqual(FIXTURE_SEED.faqs);
  });

  it('answers plain JSON without Accept-Encoding', async () => {
    const res = await rawGet(emulator.ports.database, '/faqs.json', {});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(FIXTURE_SEED.faqs);
  });

  it('denies an unauthenticated read the rules deny, with no data', async () => {
    const res = await rawGet(emulator.ports.database, '/users.json', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(401);
    expect(res.body.toString('utf8')).toContain('Permission denied');
  });

  it('sends the CORS header for a browser origin', async () => {
    const res = await rawGet(emulator.ports.database, '/faqs.json', {
      Origin: 'http://localhost:3000',
      'Accept-Encoding': 'br',
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('answers shallow=true with child keys set to true', async () => {
    const res = await rawGet(emulator.ports.database, '/cat1.json?shallow=true', {});
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ p1: true });
  });

  it('names what it does not support: long-polling and REST writes', async () => {
    const lp = await rawGet(emulator.ports.database, '/.lp?start=t&ser=1&cb=1&v=5', {});
    expect(lp.status).toBe(400);
    expect(lp.body.toString('utf8')).toContain('forceWebSockets');
    const patch = await fetch(`http://127.0.0.1:${emulator.ports.database}/faqs.json`, {
      method: 'PATCH',
      body: '{}',
    });
    expect(patch.status).toBe(405);
    expect(await patch.text()).toContain('REST PATCH is not supported');
  });
});
