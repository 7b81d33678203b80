import { createHash } from 'node:crypto';
import { get, onValue, ref, runTransaction, set } from 'firebase/database';
import { hashNode } from '../database/ordering';
import { startOpenEmulator, waitUntil, type OpenEnv } from './open-env';

jest.setTimeout(60_000);

describe('transactions use compare-and-set like Firebase', () => {
  let open: OpenEnv;

  beforeAll(async () => {
    open = await startOpenEmulator();
  });
  afterAll(() => open.close());

  it('increments a stored 5 to 6, not a value computed from an empty cache', async () => {
    const writer = open.client('tx-writer');
    await set(ref(writer.db, 'counters/five'), 5);
    const fresh = open.client('tx-fresh');
    const result = await runTransaction(
      ref(fresh.db, 'counters/five'),
      (current: number | null) => (current ?? 0) + 1,
    );
    expect(result.committed).toBe(true);
    expect(result.snapshot.val()).toBe(6);
    expect((await get(ref(writer.db, 'counters/five'))).val()).toBe(6);
  });

  it('ends at 50 when two clients each increment 25 times at the same time', async () => {
    const a = open.client('tx-a');
    const b = open.client('tx-b');
    await set(ref(a.db, 'counters/race'), 0);
    const bump = (db: typeof a.db) =>
      runTransaction(ref(db, 'counters/race'), (current: number | null) => (current ?? 0) + 1);
    const runs = (db: typeof a.db) => Promise.all(Array.from({ length: 25 }, () => bump(db)));
    await Promise.all([runs(a.db), runs(b.db)]);
    const reader = open.client('tx-reader');
    expect((await get(ref(reader.db, 'counters/race'))).val()).toBe(50);
  });

  it('transforms an object and keeps the fields it does not touch', async () => {
    const a = open.client('tx-object');
    await set(ref(a.db, 'profiles/p1'), { name: 'Asha', visits: 2 });
    const other = open.client('tx-object-2');
    await runTransaction(
      ref(other.db, 'profiles/p1'),
      (p: { name: string; visits: number } | null) =>
        p === null ? { name: 'nobody', visits: 1 } : { ...p, visits: p.visits + 1 },
    );
    expect((await get(ref(a.db, 'profiles/p1'))).val()).toEqual({ name: 'Asha', visits: 3 });
  });
});

describe('hashNode agrees with the SDK on awkward data', () => {
  let open: OpenEnv;

  beforeAll(async () => {
    open = await startOpenEmulator();
  });
  afterAll(() => open.close());

  it('commits at once on floats, unicode, integer-like keys, booleans and priorities', async () => {
    const writer = open.client('tx-awkward-writer');
    const awkward = {
      '10': 0.1 + 0.2,
      '2': -1e-300,
      '-5': 1e21,
      big: 2 ** 53 + 2,
      é: 'ünïcødé 😀',
      flag: false,
      list: ['a', 'b'],
      nested: { '.priority': 'p', deep: { x: -0.5 } },
      ranked: { '.value': 3, '.priority': 1.5 },
    };
    await set(ref(writer.db, 'awkward'), awkward);
    const other = open.client('tx-awkward');
    // A listener keeps the data cached, so the first attempt is computed from it.
    let loaded = false;
    const stop = onValue(ref(other.db, 'awkward'), (s) => {
      loaded = s.exists();
    });
    await waitUntil(() => loaded);
    let attempts = 0;
    const result = await runTransaction(
      ref(other.db, 'awkward'),
      (current: Record<string, unknown> | null) => {
        attempts += 1;
        return current === null ? current : { ...current, flag: true };
      },
    );
    expect(result.committed).toBe(true);
    // A hash mismatch would make the SDK retry until it gives up; one attempt means they agree.
    expect(attempts).toBe(1);
    stop();
    expect((await get(ref(writer.db, 'awkward/flag'))).val()).toBe(true);
  });
});

describe('hashNode matches the SDK', () => {
  const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('base64');

  it('hashes null as the empty string', () => {
    expect(hashNode(null)).toBe('');
  });

  it('hashes leaves as the SDK does: type, colon, value (numbers as IEEE 754 hex)', () => {
    expect(hashNode(5)).toBe(sha1('number:4014000000000000'));
    expect(hashNode(-0.5)).toBe(sha1('number:bfe0000000000000'));
    expect(hashNode('a')).toBe(sha1('string:a'));
    expect(hashNode(true)).toBe(sha1('boolean:true'));
  });

  it('hashes objects over their children in key order, integer keys first', () => {
    const expected = sha1(
      `:2:${sha1('number:3ff0000000000000')}:10:${sha1('string:x')}:a:${sha1('boolean:false')}`,
    );
    expect(hashNode({ a: false, 10: 'x', 2: 1 })).toBe(expected);
  });
});
