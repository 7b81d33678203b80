import {
  endAt,
  endBefore,
  equalTo,
  get,
  limitToFirst,
  limitToLast,
  onChildAdded,
  onChildRemoved,
  onValue,
  orderByChild,
  orderByKey,
  orderByPriority,
  orderByValue,
  query,
  ref,
  remove,
  set,
  setWithPriority,
  startAfter,
  startAt,
  type DataSnapshot,
} from 'firebase/database';
import { startOpenEmulator, waitUntil, type OpenEnv } from './open-env';

jest.setTimeout(30_000);

const PAPERS = Object.fromEntries(
  Array.from({ length: 40 }, (_, i) => {
    const n = String(40 - i).padStart(2, '0');
    return [`p${n}`, { file_name: `PAPER_${n}`, year: 2000 + (i % 5) }];
  }),
);

const keys = (snapshot: DataSnapshot): string[] => {
  const out: string[] = [];
  snapshot.forEach((child) => {
    out.push(child.key ?? '');
  });
  return out;
};

describe('server-side queries for one-shot get', () => {
  let open: OpenEnv;
  let db: ReturnType<OpenEnv['client']>['db'];

  beforeAll(async () => {
    open = await startOpenEmulator({
      rules: { '.read': true, '.write': true, papers: { '.indexOn': ['file_name'] } },
    });
    const writer = open.client('query-writer');
    await set(ref(writer.db, 'papers'), PAPERS);
    await set(ref(writer.db, 'scores'), { a: 3, b: 1, c: 2, d: 'x', e: true });
    db = open.client('query-reader').db;
  });
  afterAll(() => open.close());

  it('orderByChild + limitToFirst(3) returns exactly 3, in order', async () => {
    const snapshot = await get(
      query(ref(db, 'papers'), orderByChild('file_name'), limitToFirst(3)),
    );
    expect(keys(snapshot)).toEqual(['p01', 'p02', 'p03']);
    expect(Object.keys(snapshot.val() as object)).toHaveLength(3);
  });

  it('limitToLast takes from the end', async () => {
    const snapshot = await get(query(ref(db, 'papers'), orderByKey(), limitToLast(2)));
    expect(keys(snapshot)).toEqual(['p39', 'p40']);
  });

  it('startAt/endAt on a child are inclusive', async () => {
    const snapshot = await get(
      query(ref(db, 'papers'), orderByChild('file_name'), startAt('PAPER_10'), endAt('PAPER_12')),
    );
    expect(keys(snapshot)).toEqual(['p10', 'p11', 'p12']);
  });

  it('startAfter/endBefore are exclusive', async () => {
    const snapshot = await get(
      query(ref(db, 'papers'), orderByKey(), startAfter('p10'), endBefore('p13')),
    );
    expect(keys(snapshot)).toEqual(['p11', 'p12']);
  });

  it('equalTo on a child selects only matching children', async () => {
    const snapshot = await get(query(ref(db, 'papers'), orderByChild('year'), equalTo(2003)));
    expect(keys(snapshot)).toHaveLength(8);
    snapshot.forEach((child) => {
      expect((child.val() as { year: number }).year).toBe(2003);
    });
  });

  it('orderByValue orders booleans, numbers, then strings', async () => {
    const snapshot = await get(query(ref(db, 'scores'), orderByValue(), limitToFirst(4)));
    expect(keys(snapshot)).toEqual(['e', 'b', 'c', 'a']);
  });

  it('orderByPriority orders by the stored priorities', async () => {
    const writer = open.client('query-priority');
    await setWithPriority(ref(writer.db, 'ranked/x'), 'x', 3);
    await setWithPriority(ref(writer.db, 'ranked/y'), 'y', 1);
    await setWithPriority(ref(writer.db, 'ranked/z'), 'z', 2);
    const snapshot = await get(query(ref(db, 'ranked'), orderByPriority(), limitToFirst(2)));
    expect(keys(snapshot)).toEqual(['y', 'z']);
  });

  it('REST reads accept the same query parameters', async () => {
    const base = `http://127.0.0.1:${open.emulator.ports.database}`;
    const byKey = `${base}/papers.json?orderBy=%22$key%22&startAfter=%22p38%22`;
    expect(Object.keys((await (await fetch(byKey)).json()) as object)).toEqual(['p39', 'p40']);
    const byName = `${base}/papers.json?orderBy=%22file_name%22&limitToFirst=2`;
    expect(Object.keys((await (await fetch(byName)).json()) as object)).toEqual(['p01', 'p02']);
  });

  it('REST refuses an ordering by an unindexed child, as Firebase does', async () => {
    const url = `http://127.0.0.1:${open.emulator.ports.database}/papers.json?orderBy=%22year%22&limitToFirst=2`;
    const res = await fetch(url);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      'Index not defined, add ".indexOn": "year", for path "/papers", to the rules',
    );
  });
});

describe('live query windows', () => {
  let open: OpenEnv;

  beforeAll(async () => {
    open = await startOpenEmulator();
  });
  afterAll(() => open.close());

  it('a limitToFirst(2) window refills with the next child after a remove', async () => {
    const writer = open.client('window-writer');
    await set(ref(writer.db, 'queue'), { a: 1, b: 2, c: 3, d: 4 });
    const watcher = open.client('window-watcher');
    let seen: string[] = [];
    const stop = onValue(query(ref(watcher.db, 'queue'), orderByKey(), limitToFirst(2)), (s) => {
      seen = keys(s);
    });
    try {
      await waitUntil(() => seen.join() === 'a,b');
      await remove(ref(writer.db, 'queue/a'));
      await waitUntil(() => seen.join() === 'b,c');
      expect(seen).toEqual(['b', 'c']);
    } finally {
      stop();
    }
  });

  it('a limitToLast(2) window by child value follows new children', async () => {
    const writer = open.client('window-writer-2');
    await set(ref(writer.db, 'board'), { a: { s: 5 }, b: { s: 9 }, c: { s: 7 } });
    const watcher = open.client('window-watcher-2');
    let seen: string[] = [];
    const stop = onValue(
      query(ref(watcher.db, 'board'), orderByChild('s'), limitToLast(2)),
      (s) => {
        seen = keys(s);
      },
    );
    try {
      await waitUntil(() => seen.join() === 'c,b');
      await set(ref(writer.db, 'board/d'), { s: 8 });
      await waitUntil(() => seen.join() === 'd,b');
      await remove(ref(writer.db, 'board/b'));
      await waitUntil(() => seen.join() === 'c,d');
      expect(seen).toEqual(['c', 'd']);
    } finally {
      stop();
    }
  });

  it('child events on a limitToLast(2) chat window: added for the new, removed for the oldest', async () => {
    const writer = open.client('window-chat-writer');
    await set(ref(writer.db, 'chat'), { m1: { t: 1 }, m2: { t: 2 }, m3: { t: 3 } });
    const watcher = open.client('window-chat-watcher');
    const events: string[] = [];
    const window = query(ref(watcher.db, 'chat'), orderByChild('t'), limitToLast(2));
    const stopAdded = onChildAdded(window, (s) => events.push(`+${s.key ?? ''}`));
    const stopRemoved = onChildRemoved(window, (s) => events.push(`-${s.key ?? ''}`));
    try {
      await waitUntil(() => events.join() === '+m2,+m3');
      await set(ref(writer.db, 'chat/m4'), { t: 4 });
      await waitUntil(() => events.length === 4);
      expect(events.slice(2).sort()).toEqual(['+m4', '-m2']);
    } finally {
      stopAdded();
      stopRemoved();
    }
  });
});
