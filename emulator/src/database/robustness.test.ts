import { get, ref } from 'firebase/database';
import type { RunningEmulator } from '../index';
import { createClient } from '../testing/firebase-client';
import { openRawSocket, replyStatus, replyTo, type RawSocket } from '../testing/raw-socket';
import { createTestEnv, FIXTURE_SEED, type TestEnv } from '../testing/test-emulator';

jest.setTimeout(30_000);

const request = (r: number, a: string, b: unknown): string =>
  JSON.stringify({ t: 'd', d: { r, a, b } });
const isHandshake = (m: unknown): boolean => (m as { d?: { t?: unknown } }).d?.t === 'h';

describe('database server against hostile clients', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start({ limits: { splitTimeoutMs: 300, maxFramesPerSecond: 500 } });
  });

  afterAll(async () => {
    await env.cleanup();
  });

  async function connect(): Promise<RawSocket> {
    const socket = await openRawSocket(emulator.ports.database);
    await socket.waitFor(isHandshake);
    return socket;
  }

  it('answers garbage with errors and keeps serving the same socket', async () => {
    const socket = await connect();
    socket.send('{not json');
    socket.send('[1,2,3]');
    socket.send(JSON.stringify({ t: 'x', d: 1 }));
    socket.send(request(1, 'zzz', {}));
    socket.send(request(2, 'p', { p: '/users/a.b', d: 1 }));
    socket.send(request(3, 'p', { p: 'users//x', d: 1 }));
    socket.send(request(4, 'm', { p: '/users/x', d: { 'a/b#': 1 } }));
    socket.send(request(5, 'p', { p: '/users/x', d: { 'bad[key]': 1 } }));
    socket.send(request(6, 'p', { p: 42, d: 1 }));
    socket.send(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
    socket.send('0');
    socket.send(request(7, 'g', { p: '/faqs', q: {} }));
    expect(replyStatus(await socket.waitFor(replyTo(1)))).toBe('error');
    for (const r of [2, 3, 6])
      expect(replyStatus(await socket.waitFor(replyTo(r)))).toBe('invalid_path');
    for (const r of [4, 5])
      expect(replyStatus(await socket.waitFor(replyTo(r)))).toBe('invalid_data');
    await socket.waitFor((m) => (m as { d?: { t?: unknown } }).d?.t === 'o');
    const answer = (await socket.waitFor(replyTo(7))) as { d: { b: { s: string; d: unknown } } };
    expect(answer.d.b).toEqual({ s: 'ok', d: FIXTURE_SEED.faqs });
    socket.ws.close();
  });

  it('closes sockets that send huge split counts, unfinished splits, binary frames or floods', async () => {
    const huge = await connect();
    huge.send('999999');
    const unfinished = await connect();
    unfinished.send('3');
    unfinished.send('{"t":"d",');
    const binary = await connect();
    binary.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    const flood = await connect();
    for (let i = 0; i < 2000; i += 1) flood.send(request(i + 1, 's', {}));
    const codes = await Promise.all([huge.closed, unfinished.closed, binary.closed, flood.closed]);
    expect(codes.every((code) => code === 1008 || code === 1006)).toBe(true);
  });

  it('closes a socket whose split message exceeds the size cap', async () => {
    const socket = await connect();
    socket.send('700');
    expect(await socket.closed).toBe(1008);
  });

  it('reassembles a well-formed split message from a raw client', async () => {
    const socket = await connect();
    const message = request(1, 'g', { p: '/faqs', q: {}, pad: 'y'.repeat(20_000) });
    socket.send('2');
    socket.send(message.slice(0, 16_000));
    socket.send(message.slice(16_000));
    const answer = (await socket.waitFor(replyTo(1))) as { d: { b: { d: unknown } } };
    expect(answer.d.b.d).toEqual(FIXTURE_SEED.faqs);
    socket.ws.close();
  });

  it('still serves a good SDK client afterwards', async () => {
    const client = createClient(emulator, 'robustness-test');
    try {
      expect((await get(ref(client.db, 'placements'))).val()).toEqual(FIXTURE_SEED.placements);
    } finally {
      await client.close();
    }
  });
});
