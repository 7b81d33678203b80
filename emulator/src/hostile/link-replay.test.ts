import { openRawSocket, replyStatus, replyTo, type RawSocket } from '../testing/raw-socket';
import { http, startHostileEnv, stillServing, type HostileEnv } from './hostile-env';

jest.setTimeout(60_000);

/** Links a browser takes off the site (it reads `\` as `/` and drops tabs), sent as raw frames. */
const OFF_SITE = [
  '//evil.example/cat1papers/p1',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example/cat1papers/p1',
  'javascript:alert(1)',
];
const NOW = { '.sv': 'timestamp' };

/** An unsigned token as the SDK's mockUserToken sends it (issued at 0, accepted by the emulator). */
function token(uid: string, claims: Record<string, unknown> = {}): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    sub: uid,
    user_id: uid,
    iat: 0,
    ...claims,
  })}.`;
}

/** A socket signed in as `uid`; `send` returns the status of each write's reply. */
async function signedIn(env: HostileEnv, uid: string, claims: Record<string, unknown>) {
  const socket: RawSocket = await openRawSocket(env.emulator.ports.database);
  let r = 0;
  const call = async (action: string, body: unknown): Promise<unknown> => {
    r += 1;
    socket.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    return replyStatus(await socket.waitFor(replyTo(r)));
  };
  expect(await call('auth', { cred: token(uid, claims) })).toBe('ok');
  return {
    update: (value: Record<string, unknown>) => call('m', { p: '/', d: value }),
    close: () => socket.ws.close(),
  };
}

async function ownerRead(env: HostileEnv, at: string): Promise<unknown> {
  const answer = await http(env.emulator.ports.database, 'GET', `${at}.json`, {
    Authorization: 'Bearer owner',
    'Accept-Encoding': 'identity',
  });
  return JSON.parse(answer.body.toString('utf8')) as unknown;
}

/** Off-site links once got into duplicate reports and inbox items; each is refused now. */
describe('links off the site, replayed as raw frames against an emulator process', () => {
  let env: HostileEnv;

  beforeAll(async () => {
    env = await startHostileEnv();
  });
  afterAll(() => env.cleanup());

  afterEach(async () => {
    expect(await stillServing(env)).toBe(true);
  });

  it('refuses them in a student’s duplicate report, and stores a site path', async () => {
    const student = await signedIn(env, 'asha', { firebase: { sign_in_provider: 'google.com' } });
    const report = (link: string) => ({
      'reports/asha/cat1-p1': {
        exam: 'cat1',
        paperId: 'p1',
        kind: 'duplicate',
        link,
        createdAt: NOW,
        status: 'open',
      },
      'reporters/asha/since': NOW,
      'reporters/asha/count': 1,
      'reporters/asha/last': 'cat1-p1',
    });
    for (const link of OFF_SITE) {
      expect(await student.update(report(link))).toBe('permission_denied');
    }
    expect(await ownerRead(env, '/reports')).toBeNull();
    expect(await student.update(report('/cat2papers/p1'))).toBe('ok');
    expect(await ownerRead(env, '/reports/asha/cat1-p1/link')).toBe('/cat2papers/p1');
    student.close();
  });

  it('refuses them in an inbox item a moderator writes, and stores a site path', async () => {
    const moderator = await signedIn(env, 'mod', {
      moderator: true,
      firebase: { sign_in_provider: 'password' },
    });
    const item = (id: string, link: string) => ({
      [`inbox/asha/${id}`]: { kind: 'arrived', title: 'A paper arrived', link, at: NOW, by: 'mod' },
    });
    for (const link of OFF_SITE) {
      expect(await moderator.update(item('i1', link))).toBe('permission_denied');
    }
    expect(await ownerRead(env, '/inbox')).toBeNull();
    expect(await moderator.update(item('i2', '/cat1papers/p1'))).toBe('ok');
    expect(await ownerRead(env, '/inbox/asha/i2/link')).toBe('/cat1papers/p1');
    moderator.close();
  });
});
