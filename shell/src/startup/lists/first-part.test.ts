import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import type { Paper } from '@vithelper/contracts/papers';
import { comparePapers, isInPaperOrder } from '@vithelper/contracts/papers';
import { sampleConfig } from '@vithelper/shared/testing';
import { getArrivals, getCollections, getUnreadable } from '@vithelper/shared';
import { emptyCollections } from '@vithelper/contracts/content';
import { setArrival, setCollections, setConfig } from '@vithelper/shared/bus-writers';
import {
  applyChanges,
  completeList,
  firstPartUrl,
  mergeWhole,
  refreshChanges,
  setWholeReader,
  whenListWhole,
} from './first-part';
import { loadCollections, type ReadAnswer } from './load-collections';
import { readWholeList } from './whole-read';

const paper = (id: string, name: string, code: string, slot?: string): Paper => ({
  id,
  name: slot ? [name, code, slot] : [name, code],
  file_name: `${code}_${id}`,
});
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

const reply = (status: number, body: unknown): ReadAnswer => ({
  ok: status >= 200 && status < 300,
  status,
  json: () => Promise.resolve(JSON.parse(JSON.stringify(body)) as unknown),
});

const emulated: RuntimeConfig = {
  ...sampleConfig,
  emulators: { database: '127.0.0.1:9400', auth: '127.0.0.1:9099', storage: '127.0.0.1:9199' },
};

describe('the first part of a paper list', () => {
  it('is read at firstPartUrl, the address the boot script (shell/src/startup/boot/) starts too', () => {
    expect(firstPartUrl(emulated, 'cat1')).toBe(
      'http://127.0.0.1:9400/cat1.json?ns=test&orderBy=%22name%2F0%22&limitToFirst=60',
    );
    const production = {
      ...sampleConfig,
      firebase: { ...sampleConfig.firebase, databaseURL: 'https://vithelper.firebaseio.com/' },
    };
    expect(firstPartUrl(production, 'fat')).toBe(
      'https://vithelper.firebaseio.com/fat.json?orderBy=%22name%2F0%22&limitToFirst=60',
    );
  });

  it('is what the start-up reads for the paper lists; the others wait for a page, all marked as arriving', async () => {
    const requested: string[] = [];
    const collections = await loadCollections(emulated, (url) => {
      requested.push(url);
      const list = new URL(url).pathname.slice(1).replace(/\.json$/, '');
      return Promise.resolve(
        reply(200, list === 'cat1' ? { a: { name: ['Calculus', 'MAT1011'], file_name: 'x' } } : {}),
      );
    });
    expect(
      requested
        .filter((url) => url.includes('limitToFirst=60'))
        .map((url) => new URL(url).pathname),
    ).toEqual(['/cat1.json', '/cat2.json', '/fat.json']);
    expect(requested.filter((url) => !url.includes('limitToFirst'))).toHaveLength(0);
    expect(ids(collections.cat1)).toEqual(['a']);
    expect(getArrivals()).toEqual({
      cat1: 'arriving',
      cat2: 'arriving',
      fat: 'arriving',
      materials: 'arriving',
      faqs: 'arriving',
      placements: 'arriving',
    });
  });
});

describe('mergeWhole', () => {
  const firstPart = [paper('a', 'Algorithms', 'CSE2001'), paper('b', 'Biology', 'BIT1001')];

  it("keeps the whole read's order and counts each record once", () => {
    const whole = [
      paper('a', 'Algorithms', 'CSE2001'),
      paper('b', 'Biology', 'BIT1001'),
      paper('b', 'Biology', 'BIT1001'),
      paper('c', 'Calculus', 'MAT1011'),
    ];
    const merged = mergeWhole(firstPart, whole);
    expect(ids(merged)).toEqual(['a', 'b', 'c']);
  });

  it('drops a record deleted between the two reads and takes the new fields of one that changed', () => {
    const whole = [paper('b', 'Biology II', 'BIT1002'), paper('c', 'Calculus', 'MAT1011')];
    const merged = mergeWhole(firstPart, whole);
    expect(ids(merged)).toEqual(['b', 'c']);
    expect(merged[0]!.name).toEqual(['Biology II', 'BIT1002']);
  });
});

describe('applyChanges (what changed since the cached whole list)', () => {
  const list = [
    paper('a', 'Algorithms', 'CSE2001'),
    paper('c', 'Calculus', 'MAT1011'),
    paper('e', 'Economics', 'HUM1021'),
  ];

  it("puts a new paper in its place in the list's order, once", () => {
    const changed = applyChanges(
      list,
      { d: paper('d', 'Databases', 'CSE2004'), a: paper('a', 'Algorithms', 'CSE2001') },
      comparePapers,
    );
    expect(ids(changed)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('replaces a changed paper where it stands and removes a withdrawn one', () => {
    const changed = applyChanges(list, { c: paper('c', 'Calculus', 'MAT1012'), e: null });
    expect(ids(changed)).toEqual(['a', 'c']);
    expect(changed[1]!.name[1]).toBe('MAT1012');
  });

  it('appends new papers last without an order, and adds one sorting last at the end', () => {
    expect(ids(applyChanges(list, { b: paper('b', 'Biology', 'BIT1001') }))).toEqual([
      'a',
      'c',
      'e',
      'b',
    ]);
    expect(ids(applyChanges(list, { z: paper('z', 'Zoology', 'BIT4001') }, comparePapers))).toEqual(
      ['a', 'c', 'e', 'z'],
    );
  });
});

describe('readWholeList (what the worker runs)', () => {
  it('skips malformed records and names them, and sorts the rest as the list shows them', async () => {
    const stored = {
      p2: { name: ['Operating Systems', 'CSE2005', 'C1'], file_name: 'CSE2005_C1' },
      broken: { name: 'not a list', file_name: 42 },
      p1: { name: ['algorithms', 'CSE2001'], file_name: 'CSE2001' },
      empty: { name: ['', 'CSE1001'], file_name: 'CSE1001' },
    };
    const whole = await readWholeList('cat1', 'http://db/cat1.json', () =>
      Promise.resolve(reply(200, stored)),
    );
    expect(ids(whole.items)).toEqual(['p1', 'p2']);
    expect(whole.problems.map((problem) => problem.id).sort()).toEqual(['broken', 'empty']);
    expect(whole.unreadable).toBe(false);
  });

  it('says a list that is not a list is unreadable, and rejects a failed read', async () => {
    const whole = await readWholeList('fat', 'u', () => Promise.resolve(reply(200, 'oops')));
    expect(whole).toMatchObject({ items: [], unreadable: true });
    await expect(
      readWholeList('fat', 'u', () => Promise.resolve(reply(503, null))),
    ).rejects.toThrow('The content at fat answered 503.');
  });
});

describe('completeList', () => {
  const changeReads: string[] = [];
  beforeEach(() => {
    setConfig(sampleConfig);
    setCollections({ ...emptyCollections(), cat1: [paper('a', 'Algorithms', 'CSE2001')] });
    setArrival('cat1', 'arriving');
    // The first part is in the database's order, not known to be the list's.
    expect(isInPaperOrder(getCollections()!.cat1)).toBe(false);
    // The change-only refresh that follows a whole read: nothing published since.
    changeReads.length = 0;
    global.fetch = jest.fn((url: string) => {
      changeReads.push(url);
      return Promise.resolve(reply(200, null));
    }) as unknown as typeof fetch;
  });

  it('replaces the first part with the whole list once, and marks it whole', async () => {
    const reads: string[] = [];
    setWholeReader((name, url) => {
      reads.push(url);
      return Promise.resolve({
        items: [paper('a', 'Algorithms', 'CSE2001'), paper('b', 'Biology', 'BIT1001')],
        problems: [{ path: name, id: 'bad', message: 'name: Invalid input' }],
        unreadable: false,
      });
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const waiting = whenListWhole('cat1');
    await Promise.all([completeList('cat1'), completeList('cat1')]);
    expect(reads).toHaveLength(1);
    expect(ids(getCollections()!.cat1)).toEqual(['a', 'b']);
    // Sorted by the whole read: the page shows it without sorting it again.
    expect(isInPaperOrder(getCollections()!.cat1)).toBe(true);
    expect(getArrivals().cat1).toBeUndefined();
    expect(ids(await waiting)).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledWith(
      'Skipped a malformed record at cat1/bad: name: Invalid input',
    );
    // Then only what was published since: none of these papers was, so since 0.
    expect(changeReads).toEqual([
      'http://127.0.0.1:9000/cat1.json?ns=test&orderBy=%22approvedAt%22&startAfter=0',
    ]);
    // Whole: nothing more is read.
    await completeList('cat1');
    expect(reads).toHaveLength(1);
    warn.mockRestore();
  });

  it('keeps the first part and says the list failed when the whole read fails; Try again reads it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setWholeReader(() => Promise.reject(new Error('offline')));
    await completeList('cat1');
    expect(getArrivals().cat1).toBe('failed');
    expect(ids(getCollections()!.cat1)).toEqual(['a']);
    setWholeReader(() => Promise.resolve({ items: [], problems: [], unreadable: true }));
    await completeList('cat1');
    expect(getArrivals().cat1).toBeUndefined();
    expect(getUnreadable()).toContain('cat1');
    warn.mockRestore();
  });
});

describe('completeList during the start-up wait', () => {
  it('puts a whole list read before the start-up lists are on the bus in after them, so it is never replaced by its first part', async () => {
    // A fresh bus: nothing on it yet, as during the start-up wait.
    let bus!: typeof import('@vithelper/shared') & typeof import('@vithelper/shared/bus-writers');
    let parts!: typeof import('./first-part');
    await jest.isolateModulesAsync(async () => {
      bus = {
        ...(await import('@vithelper/shared')),
        ...(await import('@vithelper/shared/bus-writers')),
      };
      parts = await import('./first-part');
    });
    bus.setConfig(sampleConfig);
    bus.setArrival('fat', 'arriving');
    global.fetch = jest.fn(() => Promise.resolve(reply(200, null))) as unknown as typeof fetch;
    parts.setWholeReader(() =>
      Promise.resolve({
        items: [paper('a', 'Algorithms', 'CSE2001'), paper('z', 'Zoology', 'BIO4001')],
        problems: [],
        unreadable: false,
      }),
    );
    const completing = parts.completeList('fat');
    // The viewer preparing its PDF has the whole list before the wait ends (an endless wait
    // too: it must not wait for the start-up's lists).
    expect(ids(await parts.whenListWhole('fat'))).toEqual(['a', 'z']);
    expect(bus.getCollections()).toBeNull();
    // The start-up's first part goes on the bus after the whole read answered.
    bus.setCollections({ ...emptyCollections(), fat: [paper('a', 'Algorithms', 'CSE2001')] });
    await completing;
    expect(ids(bus.getCollections()!.fat)).toEqual(['a', 'z']);
    expect(bus.getArrivals().fat).toBeUndefined();
  });
});

describe('refreshChanges (only what was published since the kept whole list)', () => {
  const kept = [
    { ...paper('a', 'Algorithms', 'CSE2001'), approvedAt: 1000 },
    paper('c', 'Calculus', 'MAT1011'),
    { ...paper('e', 'Economics', 'HUM1021'), approvedAt: 5000 },
  ];
  beforeEach(() => {
    setConfig(sampleConfig);
    setCollections({ ...emptyCollections(), cat1: kept });
  });

  it('reads after the newest publication it holds and puts new papers in their place, once', async () => {
    const reads: string[] = [];
    await refreshChanges('cat1', (url) => {
      reads.push(url);
      return Promise.resolve(
        reply(200, {
          d: { name: ['Databases', 'CSE2004'], file_name: 'CSE2004_d', approvedAt: 6000 },
          e: { name: ['Economics', 'HUM1021'], file_name: 'HUM1021_e', approvedAt: 5000 },
        }),
      );
    });
    expect(reads).toEqual([
      'http://127.0.0.1:9000/cat1.json?ns=test&orderBy=%22approvedAt%22&startAfter=5000',
    ]);
    expect(ids(getCollections()!.cat1)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('skips a malformed published record and keeps the list when the read fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await refreshChanges('cat1', () =>
      Promise.resolve(reply(200, { bad: { name: 'x', file_name: 1, approvedAt: 7000 } })),
    );
    expect(ids(getCollections()!.cat1)).toEqual(['a', 'c', 'e']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Skipped a malformed record at cat1\/bad/),
    );
    await refreshChanges('cat1', () => Promise.resolve(reply(503, null)));
    expect(ids(getCollections()!.cat1)).toEqual(['a', 'c', 'e']);
    warn.mockRestore();
  });
});

describe('a list the start-up did not read (FAQs)', () => {
  beforeEach(() => {
    setConfig(sampleConfig);
    setCollections(emptyCollections());
    setArrival('faqs', 'arriving');
  });

  it('is read whole when asked for, and says it could not be read when the read fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setWholeReader(() => Promise.reject(new Error('offline')));
    await completeList('faqs');
    expect(getArrivals().faqs).toBeUndefined();
    expect(getUnreadable()).toContain('faqs');
    setArrival('faqs', 'arriving');
    setWholeReader((name, url) =>
      readWholeList(name, url, () =>
        Promise.resolve(reply(200, { q1: { question: 'When is FFCS?', answer: 'Before.' } })),
      ),
    );
    await completeList('faqs');
    expect(getCollections()!.faqs.map((faq) => faq.question)).toEqual(['When is FFCS?']);
    expect(getArrivals().faqs).toBeUndefined();
    warn.mockRestore();
  });
});
