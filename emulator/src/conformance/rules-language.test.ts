import { onLog, setLogLevel } from 'firebase/app';
import {
  equalTo,
  get,
  limitToFirst,
  orderByKey,
  onValue,
  orderByChild,
  query,
  ref,
  set,
} from 'firebase/database';
import { signInAnonymously } from 'firebase/auth';
import { DatabaseRules, type AuthContext } from '../rules/database-rules';
import { startOpenEmulator, waitUntil, type OpenEnv } from './open-env';

jest.setTimeout(30_000);

const user = (uid: string, token: Record<string, unknown> = {}): AuthContext => ({
  uid,
  provider: 'password',
  token: { sub: uid, ...token },
});

/** Whether writing `value` at `path` over `oldRoot` is allowed. */
function writes(
  rules: DatabaseRules,
  path: string[],
  oldRoot: unknown,
  newRoot: unknown,
  auth: AuthContext | null = user('u1'),
): boolean {
  return rules.canWrite({
    oldRoot: oldRoot as never,
    newRoot: newRoot as never,
    paths: [path],
    auth,
    now: 1000,
  });
}

describe('rules language: functions and variables', () => {
  it('matches() tests a regular expression, with the i flag', () => {
    const rules = DatabaseRules.fromJson({
      rules: {
        codes: {
          $id: {
            '.write': true,
            '.validate': 'newData.isString() && newData.val().matches(/^[A-Z]{3}\\d{4}$/)',
          },
        },
        tags: { $id: { '.write': true, '.validate': 'newData.val().matches(/^vit/i)' } },
      },
    });
    expect(writes(rules, ['codes', 'a'], null, { codes: { a: 'CSE2005' } })).toBe(true);
    expect(writes(rules, ['codes', 'a'], null, { codes: { a: 'cse2005' } })).toBe(false);
    expect(writes(rules, ['codes', 'a'], null, { codes: { a: 'XCSE2005' } })).toBe(false);
    expect(writes(rules, ['tags', 'a'], null, { tags: { a: 'VITHelper' } })).toBe(true);
  });

  it.each([
    ["$id.beginsWith('pub_')", 'pub_x', 'priv_x'],
    ["$id.endsWith('_ok')", 'a_ok', 'a_no'],
    ["$id.contains('mid')", 'amidb', 'ab'],
    ["$id.replace('-', '_') == 'a_b_c'", 'a-b-c', 'a-b'],
    ["$id.toLowerCase() == 'abc'", 'ABC', 'ABD'],
    ["$id.toUpperCase() == 'ABC'", 'abc', 'abd'],
    ['$id.length == 3', 'abc', 'abcd'],
  ])('string method %s', (rule, allowed, denied) => {
    const rules = DatabaseRules.fromJson({ rules: { s: { $id: { '.read': rule } } } });
    expect(rules.canRead(['s', allowed], null, null, 0)).toBe(true);
    expect(rules.canRead(['s', denied], null, null, 0)).toBe(false);
  });

  it('auth.token.* reads custom claims and provider fields', () => {
    const rules = DatabaseRules.fromJson({
      rules: {
        staff: {
          '.read':
            "auth.token.email_verified == true && auth.token.email.endsWith('@vit.ac.in') && auth.token.role == 'admin'",
        },
      },
    });
    const admin = user('a', { email: 'x@vit.ac.in', email_verified: true, role: 'admin' });
    expect(rules.canRead(['staff'], null, admin, 0)).toBe(true);
    const unverified = user('b', { email: 'x@vit.ac.in', email_verified: false, role: 'admin' });
    expect(rules.canRead(['staff'], null, unverified, 0)).toBe(false);
    expect(rules.canRead(['staff'], null, null, 0)).toBe(false);
  });

  it('newData and data navigate with child, parent, root, hasChild and hasChildren', () => {
    const rules = DatabaseRules.fromJson({
      rules: {
        rooms: {
          $room: {
            messages: {
              $m: {
                '.write':
                  "data.parent().parent().child('members/' + auth.uid).exists() && root.child('open').val() == true",
                '.validate':
                  "newData.hasChildren(['text', 'by']) && newData.child('by').val() == auth.uid && newData.parent().parent().hasChild('members')",
              },
            },
          },
        },
      },
    });
    const old = { open: true, rooms: { r1: { members: { u1: true } } } };
    const message = (by: string) => ({
      ...old,
      rooms: { r1: { members: { u1: true }, messages: { m1: { text: 'hi', by } } } },
    });
    expect(writes(rules, ['rooms', 'r1', 'messages', 'm1'], old, message('u1'))).toBe(true);
    expect(writes(rules, ['rooms', 'r1', 'messages', 'm1'], old, message('u2'))).toBe(false);
    expect(writes(rules, ['rooms', 'r1', 'messages', 'm1'], old, message('u2'), user('u2'))).toBe(
      false,
    );
    const closed = { ...old, open: false };
    expect(writes(rules, ['rooms', 'r1', 'messages', 'm1'], closed, message('u1'))).toBe(false);
  });

  it('getPriority() reads a stored priority', () => {
    const rules = DatabaseRules.fromJson({
      rules: { items: { $i: { '.read': 'data.getPriority() == 5' } } },
    });
    const root = { items: { a: { '.value': 1, '.priority': 5 }, b: 1 } };
    expect(rules.canRead(['items', 'a'], root as never, null, 0)).toBe(true);
    expect(rules.canRead(['items', 'b'], root as never, null, 0)).toBe(false);
  });
});

describe('rules the emulator cannot evaluate are refused when loaded, naming rule and position', () => {
  it.each([
    ['a syntax error', { '.read': 'auth.uid ==' }, /\/\.read: .*character \d+/],
    [
      'an unknown variable',
      { '.read': 'user != null' },
      /\/\.read: unknown variable user at character 0/,
    ],
    ['an unbound $variable', { '.read': "$uid == 'x'" }, /unknown variable \$uid/],
    [
      'an unknown snapshot method',
      { '.read': 'data.vall() == 1' },
      /unknown snapshot method vall\(\) at character 4/,
    ],
    [
      'an unknown string method',
      { '.read': "'a'.trim() == 'a'" },
      /unknown string method trim\(\)/,
    ],
    ['newData in a read rule', { '.read': 'newData.exists()' }, /newData is not defined in \.read/],
    [
      'query in a write rule',
      { '.write': 'query.limitToFirst < 5' },
      /query is only defined in \.read/,
    ],
    ['an unknown query field', { '.read': 'query.limit < 5' }, /unknown query field limit/],
    ['a regex flag Firebase lacks', { '.read': "'a'.matches(/a/g)" }, /flag "g"/],
    ['a look-ahead', { '.read': "'a'.matches(/a(?=b)/)" }, /look-arounds/],
    [
      'matches() with a string',
      { '.read': "'a'.matches('a')" },
      /matches\(\) takes one regular expression/,
    ],
    ['an assignment', { '.read': 'a = 1' }, /\/\.read: /],
    ['a method used as a value', { '.read': 'data.exists' }, /exists is a method/],
    [
      'a call of something that is not a method',
      { '.read': 'auth.uid()' },
      /only snapshot and string methods can be called at character 5/,
    ],
    ['two expressions', { '.read': "'a' in b" }, /expected one expression, found several/],
    ['an unknown rule type', { '.reed': true }, /\/\.reed: unknown rule type/],
    ['a bad .indexOn', { '.indexOn': 5 }, /\/\.indexOn: expected a child name/],
  ])('%s', (_what, rule, message) => {
    expect(() => DatabaseRules.fromJson({ rules: { a: rule } })).toThrow(message);
  });

  it('names the full path of a nested rule', () => {
    expect(() =>
      DatabaseRules.fromJson({ rules: { users: { $uid: { name: { '.validate': 'x' } } } } }),
    ).toThrow(/^\/users\/\$uid\/name\/\.validate: unknown variable x/);
  });
});

describe('query-based rules and .indexOn through the SDK', () => {
  let open: OpenEnv;

  beforeAll(async () => {
    open = await startOpenEmulator({
      rules: {
        posts: {
          '.indexOn': ['owner'],
          '.read': "auth != null && query.orderByChild == 'owner' && query.equalTo == auth.uid",
          '.write': true,
        },
        feed: {
          '.read': 'query.orderByKey && query.limitToFirst <= 10',
          '.write': true,
        },
        board: { '.read': true, '.write': true },
      },
    });
    const writer = open.client('query-rules-writer');
    await set(
      ref(writer.db, 'feed'),
      Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])),
    );
  });
  afterAll(() => open.close());

  it('allows a query whose owner filter equals the caller, denies the whole list', async () => {
    const client = open.client('query-rules-owner');
    const uid = (await signInAnonymously(client.auth)).user.uid;
    await set(ref(client.db, `posts/p1`), { owner: uid, text: 'mine' });
    await set(ref(client.db, `posts/p2`), { owner: 'someone-else', text: 'theirs' });
    const mine = await get(query(ref(client.db, 'posts'), orderByChild('owner'), equalTo(uid)));
    expect(mine.val()).toEqual({ p1: { owner: uid, text: 'mine' } });
    await expect(
      get(query(ref(client.db, 'posts'), orderByChild('owner'), equalTo('someone-else'))),
    ).rejects.toThrow(/permission/i);
    await expect(get(ref(client.db, 'posts'))).rejects.toThrow(/permission/i);
  });

  it('checks query.limitToFirst', async () => {
    const client = open.client('query-rules-limit');
    const ten = await get(query(ref(client.db, 'feed'), orderByKey(), limitToFirst(10)));
    expect(Object.keys(ten.val() as object)).toHaveLength(10);
    await expect(
      get(query(ref(client.db, 'feed'), orderByKey(), limitToFirst(11))),
    ).rejects.toThrow(/permission/i);
  });

  it('warns like Firebase about a listen on an unindexed child, not on an indexed one', async () => {
    const warnings: string[] = [];
    const quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setLogLevel('warn');
    onLog((entry) => warnings.push(entry.message), { level: 'warn' });
    try {
      const client = open.client('indexon-watcher');
      const uid = (await signInAnonymously(client.auth)).user.uid;
      let loaded = 0;
      const stopIndexed = onValue(
        query(ref(client.db, 'posts'), orderByChild('owner'), equalTo(uid)),
        () => (loaded += 1),
      );
      const stopUnindexed = onValue(
        query(ref(client.db, 'board'), orderByChild('size'), limitToFirst(3)),
        () => (loaded += 1),
        () => undefined,
      );
      await waitUntil(() => warnings.some((w) => w.includes('"size" at /board')));
      stopIndexed();
      stopUnindexed();
      const indexWarnings = warnings.filter((w) => w.includes('.indexOn'));
      expect(indexWarnings.some((w) => w.includes('owner'))).toBe(false);
    } finally {
      onLog(null);
      setLogLevel('error');
      quiet.mockRestore();
    }
  });
});
