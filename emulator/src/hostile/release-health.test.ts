import fc from 'fast-check';
import { openRawSocket, replyTo, type RawSocket } from '../testing/raw-socket';
import { readJson, startHostileEnv, stillServing, type HostileEnv } from './hostile-env';

jest.setTimeout(120_000);

/**
 * The section-load reports (database.rules.json: releaseHealth) under attack: floods, other
 * accounts' names, made-up release keys, and generated writes of any shape over raw sockets.
 * What a report may be: packages/contracts/src/release/load-report.ts reportUpdate.
 */
const RELEASE = '1,0,1-0badcafe';
type Reply = { s: string; d: unknown };

/** An unsigned mock ID token for `uid` (the kind @firebase/rules-unit-testing makes). */
function mockToken(uid: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iat: 0,
    sub: uid,
    user_id: uid,
    firebase: { sign_in_provider: 'anonymous' },
  })}.`;
}

const reportUpdate = (uid: string, release = RELEASE, outcome = 'chunk', bucket = 't1000') => ({
  [`_reporters/${uid}/at`]: { '.sv': 'timestamp' },
  [`_reporters/${uid}/n`]: { '.sv': { increment: 1 } },
  [`exams/${release}/${uid}/n`]: { '.sv': { increment: 1 } },
  [`exams/${release}/${uid}/last`]: `${outcome}/${bucket}`,
  [`exams/${release}/${uid}/${outcome}/${bucket}`]: { '.sv': { increment: 1 } },
});

type Client = { request(a: string, b: unknown): Promise<Reply>; close(): void };

describe('release load reports attacked over raw sockets', () => {
  let env: HostileEnv;
  const sockets: RawSocket[] = [];

  /** A raw socket signed in as `uid` (or not signed in at all). */
  async function client(uid?: string): Promise<Client> {
    const socket = await openRawSocket(env.emulator.ports.database);
    sockets.push(socket);
    let r = 0;
    const request = async (a: string, b: unknown): Promise<Reply> => {
      r += 1;
      socket.send(JSON.stringify({ t: 'd', d: { r, a, b } }));
      return ((await socket.waitFor(replyTo(r))) as { d: { b: Reply } }).d.b;
    };
    if (uid !== undefined) expect((await request('auth', { cred: mockToken(uid) })).s).toBe('ok');
    return { request, close: () => socket.ws.close() };
  }

  const stored = async (at: string) => readJson(env.emulator.ports.database, at);
  /** The stored reports, with the owner credential (reads are maintainers' only). */
  const storedReports = async () => {
    const answer = await fetch(
      `http://127.0.0.1:${env.emulator.ports.database}/releaseHealth.json?ns=demo-vithelper`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    return (await answer.json()) as Record<string, unknown> | null;
  };

  beforeAll(async () => {
    env = await startHostileEnv();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.close();
    await env.cleanup();
  });
  afterEach(async () => {
    expect(await stillServing(env)).toBe(true);
  });

  it('refuses 200 reports from an unauthenticated socket, in the old form or the new', async () => {
    const anonymous = await client();
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2
          ? anonymous.request('p', {
              p: `/releaseHealth/exams/${RELEASE}/chunk/t1000`,
              d: { '.sv': { increment: 1 } },
            })
          : anonymous.request('m', { p: '/releaseHealth', d: reportUpdate(`nobody-${i}`) }),
      ),
    );
    expect(new Set(replies.map((reply) => reply.s))).toEqual(new Set(['permission_denied']));
    expect(await storedReports()).toBeNull();
    // Nor can it read them.
    await expect(stored('/releaseHealth')).rejects.toThrow(/401|403/);
  });

  it('takes one of 200 reports one account sends at once, on any counter or release', async () => {
    const flooder = await client('flooder');
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        flooder.request('m', {
          p: '/releaseHealth',
          d: reportUpdate('flooder', i % 2 ? RELEASE : `2,0,${i}-0badcafe`, i % 3 ? 'ok' : 'chunk'),
        }),
      ),
    );
    expect(replies.filter((reply) => reply.s === 'ok')).toHaveLength(1);
    const all = (await storedReports()) as {
      _reporters: Record<string, { n: number }>;
      exams: Record<string, Record<string, { n: number }>>;
    };
    expect(all._reporters.flooder!.n).toBe(1);
    // One release record, holding one report.
    const records = Object.values(all.exams).flatMap((release) => Object.values(release));
    expect(records.map((record) => record.n)).toEqual([1]);
  });

  it('refuses made-up release keys and reports in another account’s name', async () => {
    const attacker = await client('attacker');
    for (const release of ['evil', 'latest', `1,0,1-${'x'.repeat(60)}`, '-1,0,0']) {
      const reply = await attacker.request('m', {
        p: '/releaseHealth',
        d: reportUpdate('attacker', release),
      });
      expect(reply.s).toBe('permission_denied');
      const counter = await attacker.request('p', {
        p: `/releaseHealth/exams/${release}/ok/t1000`,
        d: { '.sv': { increment: 1 } },
      });
      expect(counter.s).toBe('permission_denied');
    }
    const forged = await attacker.request('m', { p: '/releaseHealth', d: reportUpdate('victim') });
    expect(forged.s).toBe('permission_denied');
    const all = (await storedReports()) ?? {};
    expect(JSON.stringify(all)).not.toMatch(/attacker|victim|evil|latest/);
  });

  it('keeps every account’s reports consistent, whatever generated writes it sends', async () => {
    const uids = ['fuzz-a', 'fuzz-b', 'fuzz-c'];
    const clients = new Map<string, Client>();
    for (const uid of uids) clients.set(uid, await client(uid));
    const key = fc.constantFrom(
      'exams',
      'n',
      'last',
      'at',
      'ok',
      'chunk',
      't1000',
      'tmore',
      't7',
      RELEASE,
      'evil',
      '_reporters',
      ...uids,
      'victim',
    );
    const value = fc.oneof(
      fc.constant({ '.sv': 'timestamp' }),
      fc.integer({ min: -3, max: 3 }).map((by) => ({ '.sv': { increment: by } })),
      fc.integer({ min: -1, max: 10_000 }),
      fc.constantFrom('ok/t1000', 'chunk/t1000', 'n', '../x', 'ok/t7'),
      fc.constant(null),
      fc.dictionary(key, fc.integer({ min: 0, max: 5 }), { maxKeys: 3 }),
    );
    const write = fc.record({
      uid: fc.constantFrom(...uids),
      action: fc.constantFrom('m', 'p'),
      path: fc.array(key, { minLength: 0, maxLength: 5 }).map((keys) => keys.join('/')),
      data: fc.dictionary(
        fc.array(key, { minLength: 1, maxLength: 5 }).map((keys) => keys.join('/')),
        value,
        { minKeys: 1, maxKeys: 6 },
      ),
      // A report as the app sends it, sometimes, so that some writes get through.
      genuine: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(write, async ({ uid, action, path, data, genuine }) => {
        const socket = clients.get(uid)!;
        // The account's last report long ago: the rate lets this write be judged on its content.
        await fetch(
          `http://127.0.0.1:${env.emulator.ports.database}/releaseHealth/_reporters/${uid}/at.json?ns=demo-vithelper`,
          { method: 'PUT', headers: { Authorization: 'Bearer owner' }, body: '0' },
        );
        const at = `/releaseHealth${path ? `/${path}` : ''}`;
        if (genuine) {
          const reply = await socket.request('m', { p: '/releaseHealth', d: reportUpdate(uid) });
          expect(reply.s).toBe('ok');
        } else
          await socket.request(action, {
            p: at,
            d: action === 'm' ? data : Object.values(data)[0],
          });
        // The flood above left its one report.
        checkConsistent(await storedReports(), [...uids, 'flooder']);
      }),
      { numRuns: 60, interruptAfterTimeLimit: 60_000 },
    );
  });
});

/**
 * What the rules promise of whatever got stored: only known accounts' records, under valid
 * keys, each record's counters adding up to its count, and each account's records adding up
 * to its rate record's count (every report moved the rate record on).
 */
function checkConsistent(all: Record<string, unknown> | null, uids: string[]): void {
  if (!all) return;
  const { _reporters: reporters = {}, ...sections } = all as {
    _reporters?: Record<string, { at: number; n: number }>;
  } & Record<string, Record<string, Record<string, Record<string, unknown>>>>;
  const perAccount = new Map<string, number>();
  for (const [section, releases] of Object.entries(sections)) {
    expect(section).toMatch(/^[a-z][a-z0-9-]{0,39}$/);
    for (const [release, records] of Object.entries(releases)) {
      expect(release).toMatch(/^(current|[0-9]{1,9},[0-9]{1,9},[0-9]{1,9}[0-9A-Za-z,+_-]{0,40})$/);
      for (const [uid, record] of Object.entries(records)) {
        expect(uids).toContain(uid);
        const { n, last, ...outcomes } = record as { n: number; last: string } & Record<
          string,
          Record<string, number>
        >;
        expect(last).toMatch(/^(ok|manifest|chunk|timeout|render)\/t(\d+|more)$/);
        let sum = 0;
        for (const [outcome, buckets] of Object.entries(outcomes)) {
          expect(outcome).toMatch(/^(ok|manifest|chunk|timeout|render)$/);
          for (const count of Object.values(buckets)) sum += count;
        }
        expect(sum).toBe(n);
        perAccount.set(uid, (perAccount.get(uid) ?? 0) + n);
      }
    }
  }
  for (const [uid, n] of perAccount) expect(reporters[uid]?.n).toBe(n);
}
