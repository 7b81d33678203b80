import {
  get,
  limitToFirst,
  orderByPriority,
  query,
  ref,
  runTransaction,
  set,
  setPriority,
  setWithPriority,
  update,
} from 'firebase/database';
import { startOpenEmulator, type OpenEnv } from './open-env';

jest.setTimeout(30_000);

describe('priorities', () => {
  let open: OpenEnv;

  beforeAll(async () => {
    open = await startOpenEmulator();
  });
  afterAll(() => open.close());

  it('setWithPriority stores the priority another client reads back', async () => {
    const writer = open.client('prio-writer');
    await setWithPriority(ref(writer.db, 'items/a'), { title: 'A' }, 5);
    const reader = open.client('prio-reader');
    const snapshot = await get(ref(reader.db, 'items/a'));
    expect(snapshot.priority).toBe(5);
    expect(snapshot.val()).toEqual({ title: 'A' });
  });

  it('setPriority changes only the priority of a leaf', async () => {
    const writer = open.client('prio-leaf');
    await set(ref(writer.db, 'leaves/x'), 'hello');
    await setPriority(ref(writer.db, 'leaves/x'), 'zzz');
    const reader = open.client('prio-leaf-reader');
    const snapshot = await get(ref(reader.db, 'leaves/x'));
    expect(snapshot.val()).toBe('hello');
    expect(snapshot.priority).toBe('zzz');
  });

  it('orders children by priority: none, then numbers, then strings', async () => {
    const writer = open.client('prio-order');
    await set(ref(writer.db, 'ordered'), { n: 1 });
    await update(ref(writer.db, 'ordered'), {
      s: { '.value': 2, '.priority': 'b' },
      m: { '.value': 3, '.priority': 10 },
      k: { '.value': 4, '.priority': 2 },
    });
    const reader = open.client('prio-order-reader');
    const snapshot = await get(
      query(ref(reader.db, 'ordered'), orderByPriority(), limitToFirst(3)),
    );
    const keys: string[] = [];
    snapshot.forEach((c) => {
      keys.push(c.key ?? '');
    });
    expect(keys).toEqual(['n', 'k', 'm']);
  });

  it('a transaction on a node with a priority commits (the hash includes it)', async () => {
    const writer = open.client('prio-tx');
    await setWithPriority(ref(writer.db, 'scored'), 7, 1);
    const other = open.client('prio-tx-2');
    const result = await runTransaction(
      ref(other.db, 'scored'),
      (v: number | null) => (v ?? 0) + 1,
    );
    expect(result.committed).toBe(true);
    expect((await get(ref(writer.db, 'scored'))).val()).toBe(8);
  });

  it('REST export format shows priorities, the plain format hides them', async () => {
    const base = `http://127.0.0.1:${open.emulator.ports.database}/items/a.json`;
    expect(await (await fetch(base)).json()).toEqual({ title: 'A' });
    expect(await (await fetch(`${base}?format=export`)).json()).toEqual({
      title: 'A',
      '.priority': 5,
    });
  });
});
