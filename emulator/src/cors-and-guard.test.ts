import { request } from 'node:http';
import { WebSocket } from 'ws';
import { createTestEnv, type TestEnv } from './testing/test-emulator';
import type { RunningEmulator } from './index';

jest.setTimeout(30_000);

type Answer = { status: number; headers: Record<string, unknown>; body: string };

function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const preflight = (origin: string): Record<string, string> => ({
  Origin: origin,
  'Access-Control-Request-Method': 'POST',
  'Access-Control-Request-Headers': 'authorization, content-type',
});

/** Resolves with the HTTP status of a refused upgrade, or 101 when the socket opened. */
function upgrade(port: number, path: string, origin?: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, origin ? { origin } : {});
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(0));
  });
}

describe('who may call the emulator, and what a bad request can do', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let services: Array<[string, number, string]>;

  beforeAll(async () => {
    env = await createTestEnv();
    // The site's origins as `npm run emulator` passes them at VH_PORT_OFFSET=3000
    // (scripts/emulator-args.ts): the shell on 6000, remotes 6001-6004, on both host names.
    emulator = await env.start({
      allowedOrigins: [6000, 6001, 6002, 6003, 6004].flatMap((port) => [
        `http://localhost:${port}`,
        `http://127.0.0.1:${port}`,
      ]),
    });
    services = [
      ['database', emulator.ports.database, '/faqs.json'],
      ['storage', emulator.ports.storage, '/v0/b/demo-vithelper.appspot.com/o?prefix=images'],
      ['auth', emulator.ports.auth, '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k'],
    ];
  });
  afterAll(() => env.cleanup());

  it("answers a foreign origin's preflight and calls with 403 and no Access-Control-Allow-Origin", async () => {
    for (const [, port, path] of services) {
      for (const origin of ['http://evil.example', 'http://localhost:3000', 'null']) {
        const answer = await send(port, 'OPTIONS', path, preflight(origin));
        expect(answer.status).toBe(403);
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
        const call = await send(port, 'GET', path, { Origin: origin });
        expect(call.status).toBe(403);
        expect(call.headers['access-control-allow-origin']).toBeUndefined();
        expect(call.body).toContain('is not allowed');
      }
    }
  });

  it("allows the site's own origins (shell and each remote, localhost and 127.0.0.1, at the offset)", async () => {
    for (const [, port, path] of services) {
      for (const origin of [
        'http://localhost:6000',
        'http://127.0.0.1:6000',
        'http://localhost:6003',
      ]) {
        const answer = await send(port, 'OPTIONS', path, preflight(origin));
        expect(answer.status).toBe(204);
        expect(answer.headers['access-control-allow-origin']).toBe(origin);
      }
    }
    const read = await send(emulator.ports.database, 'GET', '/faqs/q1/question.json', {
      Origin: 'http://localhost:6001',
    });
    expect(read).toMatchObject({ status: 200, body: '"How?"' });
    expect(read.headers['access-control-allow-origin']).toBe('http://localhost:6001');
  });

  it('also allows the origins it is given (VH_EMULATOR_ORIGINS), and still no other', async () => {
    const other = await env.start({
      auth: false,
      allowedOrigins: ['http://localhost:3000'],
      extraOrigins: ['https://vithelper.web.app'],
    });
    const port = other.ports.database;
    const allowed = await send(
      port,
      'OPTIONS',
      '/faqs.json',
      preflight('https://vithelper.web.app'),
    );
    expect(allowed.headers['access-control-allow-origin']).toBe('https://vithelper.web.app');
    const local = await send(port, 'OPTIONS', '/faqs.json', preflight('http://localhost:3000'));
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const foreign = await send(port, 'OPTIONS', '/faqs.json', preflight('https://evil.web.app'));
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves requests without an Origin (the SDK in Node, tools)', async () => {
    const read = await send(emulator.ports.database, 'GET', '/faqs/q1/question.json');
    expect(read).toMatchObject({ status: 200, body: '"How?"' });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("opens WebSockets for the site's origins and no-Origin clients only", async () => {
    const port = emulator.ports.database;
    expect(await upgrade(port, '/.ws?v=5&ns=demo-vithelper')).toBe(101);
    expect(await upgrade(port, '/.ws?v=5&ns=demo-vithelper', 'http://localhost:6000')).toBe(101);
    expect(await upgrade(port, '/.ws?v=5&ns=demo-vithelper', 'http://evil.example')).toBe(403);
  });

  it('answers 413 to an oversized REST body, not a connection reset', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: emulator.ports.database,
          method: 'PUT',
          path: '/.settings/rules.json?ns=big',
          headers: { Authorization: 'Bearer owner', 'Transfer-Encoding': 'chunked' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 64; i += 1) req.write(Buffer.alloc(64 * 1024, 32));
      req.end();
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('larger than');
  });

  it('answers an unparsable request URL with 400 (WebSocket: 404) and keeps serving', async () => {
    const port = emulator.ports.database;
    expect((await send(port, 'GET', '//')).status).toBe(400);
    expect((await send(emulator.ports.storage, 'GET', '//')).status).toBe(404);
    expect(await upgrade(port, '//')).toBe(404);
    expect((await send(port, 'GET', '/faqs/q1/question.json')).body).toBe('"How?"');
  });
});
