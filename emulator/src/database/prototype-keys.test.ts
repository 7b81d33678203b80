import { request } from 'node:http';
import { startOpenEmulator, type OpenEnv } from '../conformance/open-env';
import { openRawSocket, replyTo, type RawSocket } from '../testing/raw-socket';

jest.setTimeout(30_000);

/** Keys that name members every plain JavaScript object inherits: Firebase stores them like any other. */
const INHERITED_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

const frame = (r: number, a: string, b: unknown): string =>
  JSON.stringify({ t: 'd', d: { r, a, b } });
const isHandshake = (m: unknown): boolean => (m as { d?: { t?: unknown } }).d?.t === 'h';

function rest(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A JSON object whose own keys are the inherited names (a literal `__proto__:` would set the prototype). */
function recordOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  return JSON.parse(
    `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`,
  ) as Record<string, unknown>;
}

describe('keys named like inherited object members', () => {
  let open: OpenEnv;
  let socket: RawSocket;
  let r = 0;

  beforeAll(async () => {
    open = await startOpenEmulator({
      rules: {
        '.read': true,
        box: { '.write': true },
        guarded: {
          // An absent child is absent, whatever its name.
          '.write': "!data.child('constructor').exists() && !data.child('__proto__').exists()",
          '.validate': "newData.child('toString').val() == 'kept'",
        },
      },
    });
    socket = await openRawSocket(open.emulator.ports.database);
    await socket.waitFor(isHandshake);
  });
  afterAll(async () => {
    socket.ws.close();
    await open.close();
  });

  async function send(a: string, b: unknown): Promise<{ s: unknown; d: unknown }> {
    r += 1;
    socket.send(frame(r, a, b));
    return ((await socket.waitFor(replyTo(r))) as { d: { b: { s: unknown; d: unknown } } }).d.b;
  }

  it('reads an absent child named like a member as null, over REST and the socket, and keeps serving', async () => {
    const port = open.emulator.ports.database;
    for (const name of INHERITED_NAMES) {
      const answer = await rest(port, `/faqs/${name}.json`);
      expect(answer).toEqual({ status: 200, body: 'null' });
      expect(await send('g', { p: `/faqs/${name}`, q: {} })).toEqual({ s: 'ok', d: null });
    }
    expect(JSON.parse((await rest(port, '/faqs/q1/question.json')).body)).toBe('How?');
  });

  it('stores and reads back children named like members, and deletes them', async () => {
    const port = open.emulator.ports.database;
    const value = recordOf(INHERITED_NAMES.map((name, i) => [name, { n: i }]));
    expect(await send('p', { p: '/box/set', d: value })).toEqual({ s: 'ok', d: '' });
    expect(await send('m', { p: '/box/merged', d: value })).toEqual({ s: 'ok', d: '' });
    expect(await send('p', { p: '/box/__proto__/toString', d: 'deep' })).toEqual({
      s: 'ok',
      d: '',
    });
    for (const where of ['set', 'merged']) {
      expect(JSON.parse((await rest(port, `/box/${where}.json`)).body)).toEqual(value);
      expect((await send('g', { p: `/box/${where}`, q: {} })).d).toEqual(value);
      expect(JSON.parse((await rest(port, `/box/${where}/__proto__/n.json`)).body)).toBe(1);
    }
    expect(JSON.parse((await rest(port, '/box/__proto__.json')).body)).toEqual(
      recordOf([['toString', 'deep']]),
    );
    const shallow = JSON.parse((await rest(port, '/box/set.json?shallow=true')).body) as object;
    expect(Object.keys(shallow).sort()).toEqual([...INHERITED_NAMES].sort());
    const ordered = JSON.parse(
      (await rest(port, '/box/set.json?orderBy="$key"&startAt="__proto__"&limitToFirst=2')).body,
    ) as object;
    expect(Object.keys(ordered)).toEqual(['__proto__', 'constructor']);

    expect(await send('p', { p: '/box/set/__proto__', d: null })).toEqual({ s: 'ok', d: '' });
    const rest1 = JSON.parse((await rest(port, '/box/set.json')).body) as object;
    expect(Object.keys(rest1).sort()).toEqual(
      INHERITED_NAMES.filter((n) => n !== '__proto__').sort(),
    );
  });

  it('sends listeners the children named like members', async () => {
    const tag = 7;
    const answer = await send('q', { p: '/box/listened', t: tag, q: { i: '.key' }, h: '' });
    expect(answer.s).toBe('ok');
    const value = recordOf([
      ['__proto__', 1],
      ['constructor', 2],
    ]);
    expect(await send('p', { p: '/box/listened', d: value })).toEqual({ s: 'ok', d: '' });
    const push = (await socket.waitFor((m) => {
      const b = (m as { d?: { a?: string; b?: { p?: string; d?: unknown } } }).d;
      return b?.a === 'd' && b.b?.p === '/box/listened' && b.b.d !== null;
    })) as { d: { b: { d: unknown } } };
    expect(push.d.b.d).toEqual(value);
  });

  it('evaluates data.child() of such names in rules as any other child', async () => {
    expect(await send('p', { p: '/guarded', d: { toString: 'kept', a: 1 } })).toEqual({
      s: 'ok',
      d: '',
    });
    // Neither `constructor` nor `__proto__` is stored under /guarded: the write rule allows.
    expect(await send('p', { p: '/guarded/b', d: 2 })).toEqual({ s: 'ok', d: '' });
    // The validate rule reads the stored `toString` child.
    expect((await send('p', { p: '/guarded/toString', d: 'changed' })).s).toBe('permission_denied');
    expect(await send('p', { p: '/guarded/constructor', d: 1 })).toEqual({ s: 'ok', d: '' });
    expect((await send('p', { p: '/guarded/c', d: 3 })).s).toBe('permission_denied');
  });
});
