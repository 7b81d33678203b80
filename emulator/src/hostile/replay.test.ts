import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { WebSocket } from 'ws';
import { startChildExpectingRefusal } from '../testing/child-process';
import { openRawSocket, replyTo } from '../testing/raw-socket';
import { http, readJson, startHostileEnv, stillServing, type HostileEnv } from './hostile-env';

jest.setTimeout(60_000);

const BUCKET = '/v0/b/demo-vithelper.appspot.com/o';
const MEMBER_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

/** Replays each attack that once stopped the emulator, lost data or got through, in one process. */
describe('attacks that once worked, replayed against an emulator process', () => {
  let env: HostileEnv;

  beforeAll(async () => {
    env = await startHostileEnv();
  });
  afterAll(() => env.cleanup());

  afterEach(async () => {
    expect(await stillServing(env)).toBe(true);
  });

  it('reads of children named like object members answer null', async () => {
    for (const name of MEMBER_NAMES) {
      expect(await readJson(env.emulator.ports.database, `/faqs/${name}`)).toBeNull();
      expect(await readJson(env.emulator.ports.database, `/faqs/q1/${name}/x`)).toBeNull();
    }
  });

  it('keeps a __proto__ write it acknowledged, across kill -9', async () => {
    const socket = await openRawSocket(env.emulator.ports.database);
    const value = '{"__proto__":{"role":"admin"},"constructor":1}';
    socket.send(`{"t":"d","d":{"r":1,"a":"p","b":{"p":"/fuzz/proto","d":${value}}}}`);
    const reply = (await socket.waitFor(replyTo(1))) as { d: { b: { s: string } } };
    expect(reply.d.b.s).toBe('ok');
    socket.ws.close();
    await env.restart();
    expect(await readJson(env.emulator.ports.database, '/fuzz/proto')).toEqual(JSON.parse(value));
  });

  it('answers unparsable URLs without stopping', async () => {
    const { database, storage } = env.emulator.ports;
    expect((await http(database, 'GET', '//')).status).toBe(400);
    expect((await http(storage, 'GET', '//')).status).toBe(404);
    expect((await http(database, 'GET', '/%E0%A4%A.json')).status).toBe(400);
  });

  it('refuses foreign origins: preflight, call and WebSocket', async () => {
    const { database, storage } = env.emulator.ports;
    for (const port of [database, storage]) {
      const answer = await http(port, 'OPTIONS', '/faqs.json', {
        Origin: 'http://evil.example',
        'Access-Control-Request-Method': 'GET',
      });
      expect(answer.status).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${database}/.ws?v=5`, {
        origin: 'http://evil.example',
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it('lists a storage folder without its look-alike neighbours', async () => {
    const answer = await http(env.emulator.ports.storage, 'GET', `${BUCKET}?prefix=images`);
    const page = JSON.parse(answer.body.toString('utf8')) as { items: Array<{ name: string }> };
    expect(page.items.map((item) => item.name)).toEqual(['images/paper.pdf']);
  });

  it('refuses forbidden and over-limit uploads before their bodies', async () => {
    const { storage } = env.emulator.ports;
    const forbidden = await http(storage, 'POST', `${BUCKET}?uploadType=media&name=images/x.pdf`, {
      'Content-Type': 'application/pdf',
      'Content-Length': 60 * 1024 * 1024,
      Expect: '100-continue',
    });
    expect(forbidden.status).toBe(403);
    const tooBig = await http(storage, 'POST', `${BUCKET}?uploadType=media&name=open/x.bin`, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': 65 * 1024 * 1024,
      Expect: '100-continue',
    });
    expect(tooBig.status).toBe(413);
  });

  it('refuses to start on a snapshot replaced by null or foreign JSON, naming the file', async () => {
    const snapshot = path.join(env.options.dataDir ?? '', 'database.json');
    const saved = await readFile(snapshot);
    await env.emulator.kill();
    try {
      for (const text of ['null', '{"hello":"world"}', saved.subarray(0, 20).toString()]) {
        await writeFile(snapshot, text);
        const refused = await startChildExpectingRefusal(env.options);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(snapshot);
        expect(refused.stderr).toContain('--reset');
      }
    } finally {
      await writeFile(snapshot, saved);
      await env.restart();
    }
  });
});
