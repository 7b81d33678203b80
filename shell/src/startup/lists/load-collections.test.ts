import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { sampleConfig } from '@vithelper/shared/testing';
import { getCollections, getUnreadable } from '@vithelper/shared';
import { setCollections, setConfig } from '@vithelper/shared/bus-writers';
import { contentUrl } from '@vithelper/contracts/content-reads';
import { loadCollections, rereadCollection, type ReadAnswer } from './load-collections';

const stored: Record<string, unknown> = {
  cat1: {
    good: { name: ['Calculus For Engineers', 'MAT1011'], file_name: 'MAT1011' },
    broken: { name: 'not a list', file_name: 42 },
  },
  cat2: null,
  fat: {},
  materials: {},
  faqs: { q1: { question: 'When is FFCS?', answer: 'Before each semester.' } },
  placements: {},
};

const reply = (status: number, body: unknown): ReadAnswer => ({
  ok: status >= 200 && status < 300,
  status,
  json: () => Promise.resolve(JSON.parse(JSON.stringify(body)) as unknown),
});

/** Answers each REST read from `stored`, the way the database would. */
function answering(values: Record<string, unknown>, requested: string[] = []) {
  return (url: string) => {
    requested.push(url);
    const path = new URL(url).pathname.replace(/^\//, '').replace(/\.json$/, '');
    return Promise.resolve(reply(200, values[path] ?? null));
  };
}

describe('contentUrl', () => {
  it('addresses the emulator by host and passes the namespace', () => {
    const config: RuntimeConfig = {
      ...sampleConfig,
      emulators: { database: '127.0.0.1:9400', auth: '127.0.0.1:9099', storage: '127.0.0.1:9199' },
    };
    expect(contentUrl(config, 'cat1')).toBe('http://127.0.0.1:9400/cat1.json?ns=test');
  });

  it('addresses a production database at its own URL', () => {
    const config: RuntimeConfig = {
      ...sampleConfig,
      firebase: { ...sampleConfig.firebase, databaseURL: 'https://vithelper.firebaseio.com/' },
    };
    expect(contentUrl(config, 'faqs')).toBe('https://vithelper.firebaseio.com/faqs.json');
  });
});

describe('loadCollections', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("reads the paper lists' first parts over REST into lists of id plus fields, and nothing else", async () => {
    const requested: string[] = [];
    const collections = await loadCollections(sampleConfig, answering(stored, requested));
    expect(requested.map((url) => new URL(url).pathname).sort()).toEqual([
      '/cat1.json',
      '/cat2.json',
      '/fat.json',
    ]);
    expect(collections.cat1).toEqual([
      { id: 'good', name: ['Calculus For Engineers', 'MAT1011'], file_name: 'MAT1011' },
    ]);
    expect(collections.cat2).toEqual([]);
    // Read when a page asks for them (shell/src/startup/lists/first-part.ts).
    expect(collections.faqs).toEqual([]);
  });

  it('skips a malformed record, keeps the rest and says which one in a console warning', async () => {
    const collections = await loadCollections(sampleConfig, answering(stored));
    expect(collections.cat1.map((paper) => paper.id)).toEqual(['good']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('Skipped a malformed record at cat1/broken');
  });

  it('marks a list stored as a string unreadable and reports it, the other lists read as usual', async () => {
    const collections = await loadCollections(
      sampleConfig,
      answering({ ...stored, cat1: 'oops', fat: 42 }),
    );
    expect(collections.cat1).toEqual([]);
    expect(collections.fat).toEqual([]);
    expect(getUnreadable()).toEqual(expect.arrayContaining(['cat1', 'fat']));
    expect(getUnreadable()).toHaveLength(2);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      'Could not read the list at cat1: expected an object of children keyed by id, found a string',
      'Could not read the list at fat: expected an object of children keyed by id, found a number',
    ]);
  });

  it('reads one list again on Try again: a readable answer replaces it and clears the mark', async () => {
    setConfig(sampleConfig);
    setCollections(await loadCollections(sampleConfig, answering({ ...stored, cat1: 'oops' })));
    expect(getUnreadable()).toEqual(['cat1']);

    // Still broken: the mark stays.
    await rereadCollection('cat1', answering({ cat1: 'still oops' }));
    expect(getUnreadable()).toEqual(['cat1']);

    await rereadCollection('cat1', answering(stored));
    expect(getUnreadable()).toEqual([]);
    expect(getCollections()?.cat1.map((paper) => paper.id)).toEqual(['good']);

    const refusing = () => Promise.resolve(reply(503, {}));
    await expect(rereadCollection('cat2', refusing)).rejects.toThrow('answered 503');
  });

  it('fails when the database refuses a read, so the start-up can offer a retry', async () => {
    const refusing = () => Promise.resolve(reply(401, { error: 'Permission denied' }));
    await expect(loadCollections(sampleConfig, refusing)).rejects.toThrow('answered 401');
  });
});
