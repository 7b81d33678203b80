import fc from 'fast-check';
import { submissionRecord } from '../testing/contribution-fixtures';
import { submissionId } from '../testing/submission-ids';
import { openRawSocket, replyStatus, replyTo, type RawSocket } from '../testing/raw-socket';
import { http, startHostileEnv, stillServing, type HostileEnv } from './hostile-env';

jest.setTimeout(120_000);

/**
 * Records the app must be able to read, attacked over the wire: submissions, hash claims and
 * reports with values the app's schemas refuse (half pages, vanishing sizes, blank or spoofed
 * names, ids an object treats as special), replayed, then generated. Nothing refused may be
 * stored, and every write the server acknowledges reads back as it was sent and holds no
 * control or text-direction character.
 */

const TIMESTAMP = { '.sv': 'timestamp' };
/** The characters database.rules.json refuses in a name, a note or a reason (line feed aside). */
const SPOOFING: ReadonlyArray<readonly [number, number]> = [
  [0x00, 0x09],
  [0x0b, 0x1f],
  [0x7f, 0x9f],
  [0x61c, 0x61c],
  [0x200e, 0x200f],
  [0x2028, 0x202e],
  [0x2066, 0x2069],
];
const spoofs = (text: string) =>
  [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return SPOOFING.some(([from, to]) => code >= from && code <= to);
  });

/** An unsigned token the emulator accepts, as @firebase/rules-unit-testing makes them. */
function token(uid: string, claims: Record<string, unknown> = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    sub: uid,
    user_id: uid,
    iat: 0,
    firebase: { sign_in_provider: 'google.com' },
    ...claims,
  })}.`;
}

type Session = { socket: RawSocket; next: number };

async function signIn(env: HostileEnv, uid: string, claims?: Record<string, unknown>) {
  const session: Session = { socket: await openRawSocket(env.emulator.ports.database), next: 1 };
  const r = session.next++;
  session.socket.send(
    JSON.stringify({ t: 'd', d: { r, a: 'auth', b: { cred: token(uid, claims) } } }),
  );
  expect(replyStatus(await session.socket.waitFor(replyTo(r), 20_000))).toBe('ok');
  return session;
}

/** One multi-path update at the root; the server's status ("ok" or "permission_denied"). */
async function update(session: Session, data: Record<string, unknown>): Promise<unknown> {
  const r = session.next++;
  session.socket.send(JSON.stringify({ t: 'd', d: { r, a: 'm', b: { p: '/', d: data } } }));
  return replyStatus(await session.socket.waitFor(replyTo(r), 20_000));
}

/** What is stored, read past the rules with the owner credential. */
async function stored(env: HostileEnv, at: string): Promise<unknown> {
  const answer = await http(env.emulator.ports.database, 'GET', `/${encodeURI(at)}.json`, {
    Authorization: 'Bearer owner',
    'Accept-Encoding': 'identity',
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body.toString('utf8')) as unknown;
}

/** The id every replayed submission takes: a push id, as the rules ask of new submissions. */
const S1 = submissionId('s1');

let serial = 0;
const sha = () => (serial += 1).toString(16).padStart(64, '0');

function submission(uid: string, id: string, sha256: string, fields: Record<string, unknown>) {
  return {
    [`submissions/${uid}/${id}`]: submissionRecord(uid, id, sha256, fields),
    [`hashes/${sha256}`]: { exam: 'cat1' },
    [`hashOwners/${sha256}`]: { uid, submission: id },
    [`contributors/${uid}`]: { pending: 1, lastAt: TIMESTAMP, last: id },
  };
}

describe('strict records, attacked against an emulator process', () => {
  let env: HostileEnv;
  const sessions: Session[] = [];
  const session = async (uid: string, claims?: Record<string, unknown>) => {
    const opened = await signIn(env, uid, claims);
    sessions.push(opened);
    return opened;
  };

  beforeAll(async () => {
    env = await startHostileEnv();
  });
  afterAll(async () => {
    for (const opened of sessions) opened.socket.ws.close();
    await env.cleanup();
  });
  afterEach(async () => {
    expect(await stillServing(env)).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['half a page', { pages: 1.5 }],
    ['a size of 1e-300', { size: 1e-300 }],
    ['a blank course name', { courseName: ' \t ' }],
    ['a right-to-left override', { courseName: 'Operating \u202eSystems' }],
    ['an escape character', { courseName: 'Operating \u001b[2JSystems' }],
  ])('stores no submission with %s, nor its claim', async (_, fields) => {
    const uid = `replay-${(serial += 1)}`;
    const student = await session(uid);
    const sha256 = sha();
    expect(await update(student, submission(uid, S1, sha256, fields))).toBe('permission_denied');
    expect(await stored(env, `submissions/${uid}`)).toBeNull();
    expect(await stored(env, `hashes/${sha256}`)).toBeNull();
  });

  it.each([
    ['__proto__', '__proto__'],
    ['768 bytes long', 'a'.repeat(768)],
  ])('stores no submission named %s, nor its claim', async (_, id) => {
    const uid = `replay-${(serial += 1)}`;
    const student = await session(uid);
    const sha256 = sha();
    expect(await update(student, submission(uid, id, sha256, {}))).not.toBe('ok');
    expect(await stored(env, `hashes/${sha256}`)).toBeNull();
    expect(await stored(env, `hashOwners/${sha256}`)).toBeNull();
  });

  it('never lets a rejected submission claim its file again', async () => {
    const uid = `replay-${(serial += 1)}`;
    const student = await session(uid);
    const moderator = await session('replay-mod', { moderator: true });
    const sha256 = sha();
    expect(await update(student, submission(uid, S1, sha256, {}))).toBe('ok');
    expect(
      await update(moderator, {
        [`submissions/${uid}/${S1}/status`]: 'rejected',
        [`submissions/${uid}/${S1}/reason`]: 'Blurred',
        [`submissions/${uid}/${S1}/decidedBy`]: 'replay-mod',
        [`submissions/${uid}/${S1}/decidedAt`]: TIMESTAMP,
        [`contributors/${uid}/pending`]: 0,
        [`hashes/${sha256}`]: null,
        [`hashOwners/${sha256}`]: null,
      }),
    ).toBe('ok');
    expect(
      await update(student, { [`hashes/${sha256}`]: { exam: 'cat1', uid, submission: S1 } }),
    ).toBe('permission_denied');
    expect(
      await update(student, {
        [`hashes/${sha256}`]: { exam: 'cat1' },
        [`hashOwners/${sha256}`]: { uid, submission: S1 },
      }),
    ).toBe('permission_denied');
    expect(await stored(env, `hashes/${sha256}`)).toBeNull();
  });

  /** Names, notes and reasons: plain words mixed with white space, controls and bidi marks. */
  const hostileText = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc
      .array(
        fc.constantFrom(
          'Os',
          ' ',
          '\t',
          '\n',
          '\u0000',
          '\u0007',
          '\u001b',
          '\u0085',
          '\u00a0',
          '\u061c',
          '\u200e',
          '\u200f',
          '\u2028',
          '\u202a',
          '\u202e',
          '\u2066',
          '\u2069',
          '\u3000',
          'é',
        ),
        { minLength: 1, maxLength: 8 },
      )
      .map((parts) => parts.join('')),
  );

  /** Accepted: stored exactly as sent, trimmed, with nothing that spoofs. Refused: not stored. */
  async function checkOutcome(status: unknown, at: string, sent: string, multiline: boolean) {
    const value = await stored(env, at);
    if (status === 'ok') {
      expect(value).toBe(sent);
      expect(sent.trim()).toBe(sent);
      expect(spoofs(sent) || (!multiline && sent.includes('\n'))).toBe(false);
    } else {
      expect(status).toBe('permission_denied');
      expect(value).toBeNull();
    }
  }

  it('keeps only readable course names, and every acknowledged one reads back', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (name) => {
        const uid = `fuzz-${(serial += 1)}`;
        const student = await session(uid);
        const status = await update(student, submission(uid, S1, sha(), { courseName: name }));
        await checkOutcome(status, `submissions/${uid}/${S1}/courseName`, name, false);
        student.socket.ws.close();
      }),
      { numRuns: 40, interruptAfterTimeLimit: 30_000 },
    );
  });

  it('keeps only readable report notes and details, and every acknowledged one reads back', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, fc.boolean(), async (text, asDetail) => {
        const uid = `fuzz-${(serial += 1)}`;
        const student = await session(uid);
        const report = asDetail
          ? { kind: 'details', field: 'courseName', value: text }
          : { kind: 'other', text };
        const status = await update(student, {
          [`reports/${uid}/cat1-p1`]: {
            exam: 'cat1',
            paperId: 'p1',
            ...report,
            createdAt: TIMESTAMP,
            status: 'open',
          },
          [`reporters/${uid}`]: { since: TIMESTAMP, count: 1, last: 'cat1-p1' },
        });
        const field = asDetail ? 'value' : 'text';
        await checkOutcome(status, `reports/${uid}/cat1-p1/${field}`, text, !asDetail);
        student.socket.ws.close();
      }),
      { numRuns: 40, interruptAfterTimeLimit: 30_000 },
    );
  });

  it('keeps only readable rejection reasons, and every acknowledged one reads back', async () => {
    const moderator = await session('fuzz-mod', { moderator: true });
    await fc.assert(
      fc.asyncProperty(hostileText, async (reason) => {
        const uid = `fuzz-${(serial += 1)}`;
        const student = await session(uid);
        const sha256 = sha();
        expect(await update(student, submission(uid, S1, sha256, {}))).toBe('ok');
        const status = await update(moderator, {
          [`submissions/${uid}/${S1}/status`]: 'rejected',
          [`submissions/${uid}/${S1}/reason`]: reason,
          [`submissions/${uid}/${S1}/decidedBy`]: 'fuzz-mod',
          [`submissions/${uid}/${S1}/decidedAt`]: TIMESTAMP,
          [`contributors/${uid}/pending`]: 0,
          [`hashes/${sha256}`]: null,
          [`hashOwners/${sha256}`]: null,
        });
        await checkOutcome(status, `submissions/${uid}/${S1}/reason`, reason, true);
        student.socket.ws.close();
      }),
      { numRuns: 30, interruptAfterTimeLimit: 30_000 },
    );
  });
});
