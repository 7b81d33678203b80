import fc from 'fast-check';
import { openRawSocket, replyStatus, replyTo, type RawSocket } from '../testing/raw-socket';
import { http, startHostileEnv, stillServing, type HostileEnv } from './hostile-env';

jest.setTimeout(120_000);

/**
 * New requests a student may make in a day: requesters/<uid> in database.rules.json (the app
 * states it as FEEDBACK_LIMITS.maxRequestsPerDay; scripts/verified-writes-rules.test.ts checks
 * that the two agree).
 */
const MAX_PER_DAY = 5;
const NOW = { '.sv': 'timestamp' };
const PLUS_ONE = { '.sv': { increment: 1 } };

/** The unsigned token @firebase/rules-unit-testing makes (iat 0, alg none), for a raw socket. */
function mockToken(uid: string, claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', type: 'JWT' })}.${encode({
    iat: 0,
    exp: 4_000_000_000,
    sub: uid,
    user_id: uid,
    ...claims,
  })}.`;
}

const VERIFIED = { email_verified: true, firebase: { sign_in_provider: 'password' } };
const UNVERIFIED = { email_verified: false, firebase: { sign_in_provider: 'password' } };
const GUEST = { firebase: { sign_in_provider: 'anonymous' } };

type Client = { socket: RawSocket; next: number };

async function signedIn(port: number, uid: string, claims: Record<string, unknown>) {
  const client: Client = { socket: await openRawSocket(port), next: 1 };
  expect(await send(client, 'auth', { cred: mockToken(uid, claims) })).toBe('ok');
  return client;
}

/** Sends one frame and waits for its answer's status. */
async function send(client: Client, action: string, body: unknown): Promise<unknown> {
  const r = client.next++;
  client.socket.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
  return replyStatus(await client.socket.waitFor(replyTo(r)));
}

/** Sends many frames at once, as a script would, and gathers every answer's status. */
async function burst(client: Client, frames: [string, unknown][]): Promise<unknown[]> {
  const numbers = frames.map(([action, body]) => {
    const r = client.next++;
    client.socket.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    return r;
  });
  const answers: unknown[] = [];
  for (const r of numbers) answers.push(replyStatus(await client.socket.waitFor(replyTo(r))));
  return answers;
}

const key = (code: string) => `cat1~${code}~any`;

/** A new request with its vote and the day's counter (none: null), in one multi-path update. */
function newRequest(uid: string, code: string, counter: Record<string, unknown> | null) {
  return {
    p: '/',
    d: {
      [`requests/${key(code)}`]: {
        exam: 'cat1',
        courseCode: code,
        by: uid,
        createdAt: NOW,
        status: 'open',
        votes: { [uid]: true },
      },
      ...(counter
        ? {
            ...Object.fromEntries(
              Object.entries(counter).map(([name, value]) => [`requesters/${uid}/${name}`, value]),
            ),
            [`requesters/${uid}/last`]: key(code),
          }
        : {}),
    },
  };
}

const FIRST = { since: NOW, count: 1 };

describe('requests and votes under attack, against an emulator process', () => {
  let env: HostileEnv;
  let port: number;
  const stored = async (at: string): Promise<unknown> => {
    const answer = await http(port, 'GET', `${at}.json`, {
      'Accept-Encoding': 'identity',
      Authorization: 'Bearer owner',
    });
    return JSON.parse(answer.body.toString('utf8')) as unknown;
  };
  const clear = async () => {
    for (const at of ['/requests', '/requesters']) {
      const answer = await http(
        port,
        'PUT',
        `${at}.json`,
        { Authorization: 'Bearer owner' },
        'null',
      );
      expect(answer.status).toBe(200);
    }
  };

  beforeAll(async () => {
    env = await startHostileEnv();
    port = env.emulator.ports.database;
  });
  beforeEach(() => clear());
  afterEach(async () => {
    expect(await stillServing(env)).toBe(true);
  });
  afterAll(() => env.cleanup());

  it('keeps 200 requests sent at once by one student to the day’s limit', async () => {
    const asha = await signedIn(port, 'asha', VERIFIED);
    const codes = Array.from({ length: 200 }, (_, n) => `CSE${String(1000 + n)}`);
    const answers = await burst(
      asha,
      codes.map((code, n) => [
        'm',
        newRequest('asha', code, n === 0 ? FIRST : { count: PLUS_ONE }),
      ]),
    );
    expect(answers.filter((status) => status === 'ok')).toHaveLength(MAX_PER_DAY);
    expect(answers.filter((status) => status !== 'ok')).toEqual(
      Array(200 - MAX_PER_DAY).fill('permission_denied'),
    );
    expect(Object.keys((await stored('/requests')) as object)).toHaveLength(MAX_PER_DAY);
    expect(await stored('/requesters/asha/count')).toBe(MAX_PER_DAY);
    asha.socket.ws.close();
  });

  it('refuses a counter started afresh, moved back or moved alone', async () => {
    const asha = await signedIn(port, 'asha', VERIFIED);
    expect(await send(asha, 'm', newRequest('asha', 'CSE1000', FIRST))).toBe('ok');
    for (const counter of [FIRST, { count: 1 }, { count: 0 }, { since: 0, count: 1 }]) {
      expect(await send(asha, 'm', newRequest('asha', 'CSE1001', counter))).toBe(
        'permission_denied',
      );
    }
    expect(await send(asha, 'p', { p: '/requesters/asha/count', d: 0 })).toBe('permission_denied');
    expect(await send(asha, 'p', { p: '/requesters/asha', d: null })).toBe('permission_denied');
    expect(await stored('/requesters/asha/count')).toBe(1);
    asha.socket.ws.close();
  });

  it('takes no request and no vote from an unverified email or a guest, nor reads every request', async () => {
    const asha = await signedIn(port, 'asha', VERIFIED);
    expect(await send(asha, 'm', newRequest('asha', 'CSE1000', FIRST))).toBe('ok');
    for (const [uid, claims] of [
      ['ravi', UNVERIFIED],
      ['anon', GUEST],
    ] as const) {
      const client = await signedIn(port, uid, claims);
      expect(await send(client, 'm', newRequest(uid, 'CSE1001', FIRST))).toBe('permission_denied');
      expect(
        await send(client, 'p', { p: `/requests/${key('CSE1000')}/votes/${uid}`, d: true }),
      ).toBe('permission_denied');
      expect(await send(client, 'g', { p: '/requests', q: {} })).toBe('permission_denied');
      client.socket.ws.close();
    }
    expect(await stored(`/requests/${key('CSE1000')}/votes`)).toEqual({ asha: true });
    expect(await stored(`/requests/${key('CSE1001')}`)).toBeNull();
    asha.socket.ws.close();
  });

  it('answers generated requests and votes within the rules: never past the limit, never unverified', async () => {
    const asha = await signedIn(port, 'asha', VERIFIED);
    const ravi = await signedIn(port, 'ravi', UNVERIFIED);
    const code = fc.constantFrom('CSE1000', 'CSE1001', 'CSE1002', 'MAT2001', 'MAT2002', 'PHY3001');
    const counter = fc.oneof(
      fc.constant(FIRST),
      fc.constant({ count: PLUS_ONE }),
      fc.record({ count: fc.integer({ min: -2, max: 12 }) }),
      fc.record({ since: fc.integer(), count: fc.integer({ min: 0, max: 12 }) }),
      fc.constant({}),
      fc.constant(null),
    );
    const step = fc.oneof(
      fc.record({ kind: fc.constant('request' as const), code, counter, fromRavi: fc.boolean() }),
      fc.record({
        kind: fc.constant('vote' as const),
        code,
        voter: fc.constantFrom('asha', 'ravi', 'meera'),
        value: fc.constantFrom<unknown>(true, null, 5, 'yes'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => {
        await clear();
        for (const action of steps) {
          const client = action.kind === 'request' && !action.fromRavi ? asha : ravi;
          const status =
            action.kind === 'request'
              ? await send(
                  client,
                  'm',
                  newRequest(action.fromRavi ? 'ravi' : 'asha', action.code, action.counter),
                )
              : await send(action.voter === 'asha' ? asha : ravi, 'p', {
                  p: `/requests/${key(action.code)}/votes/${action.voter}`,
                  d: action.value,
                });
          expect(['ok', 'permission_denied']).toContain(status);
        }
        const requests = ((await stored('/requests')) ?? {}) as Record<
          string,
          { by: string; votes?: Record<string, unknown> }
        >;
        const mine = Object.values(requests).filter((request) => request.by === 'asha');
        expect(mine.length).toBeLessThanOrEqual(MAX_PER_DAY);
        expect((await stored('/requesters/asha/count')) ?? 0).toBe(mine.length);
        for (const request of Object.values(requests)) {
          expect(request.by).toBe('asha');
          for (const [voter, value] of Object.entries(request.votes ?? {})) {
            expect([voter, value]).toEqual(['asha', true]);
          }
        }
        expect(await stored('/requesters/ravi')).toBeNull();
      }),
      { numRuns: 40 },
    );
    asha.socket.ws.close();
    ravi.socket.ws.close();
  });
});
