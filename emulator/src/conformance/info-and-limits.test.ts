import { get, onValue, ref, set, update } from 'firebase/database';
import { openRawSocket, replyTo } from '../testing/raw-socket';
import { startOpenEmulator, waitUntil, type OpenEnv } from './open-env';

jest.setTimeout(60_000);

describe('.info paths', () => {
  let open: OpenEnv;

  beforeAll(async () => {
    open = await startOpenEmulator();
  });
  afterAll(() => open.close());

  it('.info/connected turns true once connected', async () => {
    const client = open.client('info-connected');
    let connected: unknown = null;
    const stop = onValue(ref(client.db, '.info/connected'), (s) => {
      connected = s.val();
    });
    await waitUntil(() => connected === true);
    stop();
  });

  it('.info/serverTimeOffset is the offset the server reported in its handshake', async () => {
    const client = open.client('info-offset');
    let offset: unknown = null;
    const stop = onValue(ref(client.db, '.info/serverTimeOffset'), (s) => {
      offset = s.val();
    });
    await waitUntil(() => typeof offset === 'number');
    stop();
    expect(Math.abs(offset as number)).toBeLessThan(60_000);
  });

  it('a one-shot get of .info answers instead of failing', async () => {
    const client = open.client('info-get');
    expect((await get(ref(client.db, '.info/connected'))).val()).toBe(true);
  });
});

describe("Firebase's documented limits", () => {
  let open: OpenEnv;

  beforeAll(async () => {
    open = await startOpenEmulator();
  });
  afterAll(() => open.close());

  it('refuses a write over 16 MB with write_too_big and keeps the connection working', async () => {
    const client = open.client('limit-write');
    const chunk = 'x'.repeat(1024 * 1024);
    const big = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`c${i}`, chunk]));
    await expect(set(ref(client.db, 'big'), big)).rejects.toThrow(/write_too_big/i);
    await set(ref(client.db, 'small'), 1);
    expect((await get(ref(client.db, 'small'))).val()).toBe(1);
  });

  it('accepts a write just under the limit', async () => {
    const client = open.client('limit-ok');
    const chunk = 'y'.repeat(1024 * 1024);
    const payload = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`c${i}`, chunk]));
    await set(ref(client.db, 'nearly'), payload);
    const fresh = open.client('limit-ok-reader');
    expect(Object.keys((await get(ref(fresh.db, 'nearly'))).val() as object)).toHaveLength(15);
  });

  it('answers write_too_big to a raw client too, without closing its socket', async () => {
    const socket = await openRawSocket(open.emulator.ports.database);
    const text = JSON.stringify({
      t: 'd',
      d: { r: 7, a: 'p', b: { p: '/big', d: 'z'.repeat(21 * 1024 * 1024) } },
    });
    const frames = Math.ceil(text.length / 16384);
    socket.send(String(frames));
    for (let i = 0; i < frames; i += 1) socket.send(text.slice(i * 16384, (i + 1) * 16384));
    const answer = (await socket.waitFor(replyTo(7), 20_000)) as { d: { b: { s: string } } };
    expect(answer.d.b.s).toBe('write_too_big');
    socket.send(JSON.stringify({ t: 'd', d: { r: 8, a: 'g', b: { p: '/small' } } }));
    await socket.waitFor(replyTo(8));
    socket.ws.close();
  });

  it('refuses keys Firebase forbids and keys over 768 bytes', async () => {
    const client = open.client('limit-keys');
    const socket = await openRawSocket(open.emulator.ports.database);
    socket.send(JSON.stringify({ t: 'd', d: { r: 1, a: 'p', b: { p: '/k', d: { 'a.b': 1 } } } }));
    socket.send(
      JSON.stringify({ t: 'd', d: { r: 2, a: 'p', b: { p: `/${'k'.repeat(769)}`, d: 1 } } }),
    );
    const status = (m: unknown) => (m as { d: { b: { s: string } } }).d.b.s;
    expect(status(await socket.waitFor(replyTo(1)))).not.toBe('ok');
    expect(status(await socket.waitFor(replyTo(2)))).not.toBe('ok');
    socket.ws.close();
    // The SDK refuses such keys itself, before sending, as against Firebase.
    expect(() => update(ref(client.db, 'k'), { 'a#b': 1 })).toThrow(/#/);
  });

  it('refuses data nested deeper than 32 levels and strings over 10 MB', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 33; i += 1) deep = { d: deep };
    const socket = await openRawSocket(open.emulator.ports.database);
    socket.send(JSON.stringify({ t: 'd', d: { r: 1, a: 'p', b: { p: '/deep', d: deep } } }));
    const long = JSON.stringify({
      t: 'd',
      d: { r: 2, a: 'p', b: { p: '/long', d: 'l'.repeat(10 * 1024 * 1024 + 1) } },
    });
    const frames = Math.ceil(long.length / 16384);
    socket.send(String(frames));
    for (let i = 0; i < frames; i += 1) socket.send(long.slice(i * 16384, (i + 1) * 16384));
    const status = (m: unknown) => (m as { d: { b: { s: string } } }).d.b.s;
    expect(status(await socket.waitFor(replyTo(1)))).toBe('invalid_data');
    expect(status(await socket.waitFor(replyTo(2), 20_000))).toBe('invalid_data');
    socket.ws.close();
  });
});
