import fc from 'fast-check';
import { isValidKey } from '../database/tree';
import { openRawSocket, replyTo, type RawSocket } from '../testing/raw-socket';
import { http, readJson, startHostileEnv, stillServing, type HostileEnv } from './hostile-env';

jest.setTimeout(120_000);

const MEMBER_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'then'];
const BUCKET = '/v0/b/demo-vithelper.appspot.com/o';
/** Statuses a write may be refused with; anything else (or no answer) is a failure. */
const REFUSALS = ['invalid_data', 'invalid_path', 'permission_denied', 'write_too_big'];

/** Keys as a hostile client picks them: any text, member names, and the characters Firebase forbids. */
const anyKey = fc.oneof(
  fc.constantFrom(...MEMBER_NAMES),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
  // `.priority` ending a path addresses a priority, not a child: the frame fuzz below sends it.
  fc.constantFrom('.value', '.sv', 'a.b', '$x', '#', '[0]', 'a/b', '\u0000', ' '),
);

/** Keys Firebase stores as they are and never turns into array indexes. */
const dataKey = fc
  .oneof(
    fc.constantFrom(...MEMBER_NAMES),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
  )
  .filter((key) => isValidKey(key) && !/^(0|[1-9]\d{0,8})$/.test(key));

/** Values whose stored form reads back as the same JSON (no nulls, arrays or empty objects). */
const storedValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    fc.dictionary(dataKey, tie('value'), { minKeys: 1, maxKeys: 4 }),
  ),
})).value;

/** Anything at all a client might put in a frame's body. */
const anyBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      p: fc.oneof(
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.constantFrom('/fuzz/frames/.priority', '/.info/connected', '/faqs/constructor'),
        fc.jsonValue({ maxDepth: 1 }),
      ),
      d: fc.jsonValue({ maxDepth: 3 }),
      q: fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.dictionary(
          fc.constantFrom('sp', 'ep', 'sn', 'en', 'l', 'vf', 'i', 'sin', 'ein'),
          fc.jsonValue({ maxDepth: 1 }),
        ),
      ),
      t: fc.oneof(fc.integer(), fc.jsonValue({ maxDepth: 1 })),
      h: fc.oneof(fc.string({ maxLength: 30 }), fc.jsonValue({ maxDepth: 1 })),
      // Not the owner credential, which may write anything anywhere.
      cred: fc.string({ maxLength: 60 }).filter((cred) => cred !== 'owner'),
    },
    { requiredKeys: [] },
  ),
);

const ACTIONS = ['p', 'm', 'g', 'q', 'n', 'o', 'om', 'oc', 'auth', 'gauth', 'unauth', 's', 'zz'];

/** One WebSocket frame as a hostile client writes it: garbage, JSON, or a request of any shape. */
const anyFrame = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.json({ maxDepth: 3 }),
  fc
    .record({
      r: fc.oneof(fc.nat(), fc.double(), fc.string({ maxLength: 5 })),
      a: fc.constantFrom(...ACTIONS),
      b: anyBody,
    })
    .map((d) => JSON.stringify({ t: 'd', d })),
  fc
    .record({ t: fc.constant('c'), d: fc.jsonValue({ maxDepth: 2 }) })
    .map((c) => JSON.stringify(c)),
);

type Reply = { s: string; d: unknown };

describe('generated keys, values, frames and requests against an emulator process', () => {
  let env: HostileEnv;
  let socket: RawSocket;
  let r = 0;
  /** Every write the emulator acknowledged, by path, with the JSON it must read back as. */
  const acknowledged = new Map<string, unknown>();

  async function writer(): Promise<RawSocket> {
    if (!socket || socket.ws.readyState !== socket.ws.OPEN) {
      socket = await openRawSocket(env.emulator.ports.database);
    }
    return socket;
  }

  async function request(a: string, b: unknown): Promise<Reply> {
    const ws = await writer();
    r += 1;
    ws.send(JSON.stringify({ t: 'd', d: { r, a, b } }));
    return ((await ws.waitFor(replyTo(r))) as { d: { b: Reply } }).d.b;
  }

  beforeAll(async () => {
    env = await startHostileEnv();
  });
  afterAll(async () => {
    socket?.ws.close();
    await env.cleanup();
  });

  afterEach(async () => {
    expect(await stillServing(env)).toBe(true);
    expect(env.emulator.stderr()).toBe('');
  });

  it('reads back every generated value it acknowledged, set or merged', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(storedValue, fc.boolean(), async (value, merge) => {
        n += 1;
        const at = `/fuzz/values/${n}`;
        const expected = JSON.parse(JSON.stringify(value)) as unknown;
        const isObject = typeof expected === 'object' && expected !== null;
        const reply =
          merge && isObject
            ? await request('m', { p: at, d: value })
            : await request('p', { p: at, d: value });
        expect(reply).toEqual({ s: 'ok', d: '' });
        acknowledged.set(at, expected);
        expect(await readJson(env.emulator.ports.database, at)).toEqual(expected);
        expect((await request('g', { p: at, q: {} })).d).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('stores a hostile key when it is valid and refuses it otherwise, never both', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(anyKey, { minLength: 1, maxLength: 3 }),
        storedValue,
        async (keys, value) => {
          n += 1;
          const at = `/fuzz/keys/${n}/${keys.join('/')}`;
          const reply = await request('p', { p: at, d: value });
          const read = await request('g', { p: at, q: {} });
          if (reply.s === 'ok') {
            const expected = JSON.parse(JSON.stringify(value)) as unknown;
            expect(read).toEqual({ s: 'ok', d: expected });
            acknowledged.set(at, expected);
          } else {
            expect(REFUSALS).toContain(reply.s);
            expect(keys.some((key) => !isValidKey(key))).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses an update under a priority, which no restart could read back from the log', async () => {
    // A priority ends a path; an update's children would be written below it.
    const reply = await request('m', { p: '/fuzz/priority/.priority', d: { child: 1 } });
    expect(reply.s).toBe('invalid_data');
    expect(await readJson(env.emulator.ports.database, '/fuzz/priority')).toBeNull();
  });

  it('survives any sequence of frames, answering without an internal error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyFrame, { minLength: 1, maxLength: 8 }), async (frames) => {
        const raw = await openRawSocket(env.emulator.ports.database);
        for (const frame of frames) raw.send(frame);
        raw.send('{"t":"c","d":{"t":"p","d":{}}}');
        // The pong (or the socket closing on abuse) says every frame before it was handled.
        await Promise.race([
          raw.waitFor((m) => (m as { d?: { t?: unknown } }).d?.t === 'o', 10_000),
          raw.closed,
        ]);
        raw.ws.close();
        expect(JSON.stringify(raw.messages)).not.toContain('Internal error');
      }),
      { numRuns: 120 },
    );
  });

  it('answers any REST request below 500', async () => {
    const pathPart = fc.oneof(
      fc.constantFrom(
        ...MEMBER_NAMES,
        'faqs',
        'fuzz',
        'users',
        '.settings',
        'rules',
        '.json',
        '%',
        '%2F',
        '%00',
        '..',
      ),
      fc.string({ unit: 'binary', maxLength: 10 }).map(encodeURIComponent),
    );
    const query = fc.dictionary(
      fc.constantFrom(
        'orderBy',
        'startAt',
        'startAfter',
        'endAt',
        'endBefore',
        'equalTo',
        'limitToFirst',
        'limitToLast',
        'shallow',
        'print',
        'format',
        'auth',
        'ns',
      ),
      fc.oneof(fc.json({ maxDepth: 1 }), fc.string({ maxLength: 10 })),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'POST'),
        fc.array(pathPart, { maxLength: 4 }),
        fc.boolean(),
        query,
        fc.constantFrom(undefined, 'Bearer owner', 'Bearer x.y.z'),
        fc.json({ maxDepth: 3 }),
        async (method, parts, json, params, authorization, body) => {
          const search = new URLSearchParams(params).toString();
          // The owner credential may overwrite anything; its writes stay under /fuzz/rest, away
          // from the acknowledged writes and the content this suite reads back.
          const owned = method === 'PUT' && authorization === 'Bearer owner';
          const where = owned ? ['fuzz', 'rest', ...parts] : parts;
          const target = `/${where.join('/')}${json ? '.json' : ''}${search ? `?${search}` : ''}`;
          const headers: Record<string, string> = authorization
            ? { Authorization: authorization }
            : {};
          const answer = await http(
            env.emulator.ports.database,
            method,
            target,
            headers,
            method === 'GET' ? undefined : body,
          );
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers any storage request below 500 and reads back what it stored', async () => {
    const name = fc.oneof(
      fc.constantFrom(...MEMBER_NAMES),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(name, { minLength: 1, maxLength: 3 }),
        fc.uint8Array({ maxLength: 256 }),
        fc.constantFrom('upload', 'get', 'list', 'patch', 'delete'),
        async (parts, bytes, op) => {
          const objectName = `open/${parts.join('/')}`;
          const object = `${BUCKET}/${encodeURIComponent(objectName)}`;
          const { storage } = env.emulator.ports;
          let answer;
          if (op === 'upload') {
            answer = await http(
              storage,
              'POST',
              `${BUCKET}?uploadType=media&name=${encodeURIComponent(objectName)}`,
              { 'Content-Type': 'application/octet-stream' },
              Buffer.from(bytes),
            );
            if (answer.status === 200) {
              const { downloadTokens } = JSON.parse(answer.body.toString('utf8')) as {
                downloadTokens: string;
              };
              const back = await http(
                storage,
                'GET',
                `${object}?alt=media&token=${downloadTokens}`,
              );
              expect(back.status).toBe(200);
              expect(back.body.equals(Buffer.from(bytes))).toBe(true);
            }
          } else if (op === 'list') {
            answer = await http(
              storage,
              'GET',
              `${BUCKET}?prefix=${encodeURIComponent(objectName)}&delimiter=/&maxResults=${bytes.length}`,
            );
          } else {
            const method = op === 'get' ? 'GET' : op === 'patch' ? 'PATCH' : 'DELETE';
            answer = await http(
              storage,
              method,
              object,
              {},
              op === 'patch' ? Buffer.from(bytes) : undefined,
            );
          }
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('still has every acknowledged write after kill -9', async () => {
    expect(acknowledged.size).toBeGreaterThan(100);
    socket.ws.close();
    await env.restart();
    for (const [at, expected] of acknowledged) {
      expect(await request('g', { p: at, q: {} })).toEqual({ s: 'ok', d: expected });
    }
  });
});
