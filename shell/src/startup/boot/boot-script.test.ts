import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { takeBootFile, takeBootPreview } from '@vithelper/contracts/boot-reads';
import { paperPdfPath } from '@vithelper/contracts/papers';
import { pdfPreviewUrl } from '@vithelper/contracts/papers/preview';
import { sampleConfig } from '@vithelper/shared/testing';
import { installBootReads } from '@vithelper/contracts/boot-reads';
import { FIRST_PART_LISTS, firstPartUrl } from '../lists/first-part-query';
import {
  REMEMBERED_CONFIG_KEY,
  startContentReads,
  startRememberedReads,
  startRuntimeReads,
} from './content-reads';
import { startFirstDocument } from './first-document';

const config: RuntimeConfig = {
  ...sampleConfig,
  emulators: { database: '127.0.0.1:9400', auth: '127.0.0.1:9099', storage: '127.0.0.1:9199' },
};
const record = { name: ['Calculus', 'MAT1011'], file_name: 'MAT1011_p1' };

let requested: string[];
const answer = (body: unknown, ok = true) =>
  Promise.resolve({ ok, status: ok ? 200 : 404, json: () => Promise.resolve(body) });

function serve(records: Record<string, unknown>) {
  requested = [];
  global.fetch = jest.fn((url: string) => {
    requested.push(url);
    if (url === '/config.json') return answer(config);
    if (url === '/remotes.json') return answer({ remotes: [] });
    const path = new URL(url).pathname;
    return answer(path in records ? records[path] : null);
  }) as unknown as typeof fetch;
}

/** The page's boot script's reads (its content and document parts), as at this address. */
async function boot(address: string) {
  window.history.replaceState(null, '', address);
  const reads = startContentReads();
  startFirstDocument(reads);
  installBootReads(reads);
  // Let /config.json, the record and the preview's request go out.
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return reads;
}

beforeEach(() => localStorage.clear());

describe('the boot script', () => {
  it("reads the lists' first parts at the address the shell takes them from", async () => {
    serve({});
    await boot('/cat1papers');
    expect(requested.slice(0, 2)).toEqual(['/config.json', '/remotes.json']);
    expect(requested.slice(2)).toEqual(FIRST_PART_LISTS.map((list) => firstPartUrl(config, list)));
  });

  it("on a paper's link, asks for its record, then its page-1 preview where the viewer looks for it", async () => {
    serve({ '/cat1/p1.json': record });
    await boot('/cat1papers/p1');
    expect(requested).toContain('http://127.0.0.1:9400/cat1/p1.json?ns=test');
    const preview = pdfPreviewUrl(config, paperPdfPath(record))!;
    expect(preview).toBe(
      'http://127.0.0.1:9199/v0/b/test.appspot.com/o/previews%2FMAT1011_p1.webp?alt=media',
    );
    expect(requested).toContain(preview);
    // Handed over once, to the viewer's request for that address.
    expect(takeBootPreview(preview)).toBeDefined();
    expect(takeBootPreview(preview)).toBeUndefined();
  });

  it("still reads a paper's record when the shell takes the config over before the device's cache answers", async () => {
    serve({ '/cat1/p1.json': record });
    window.history.replaceState(null, '', '/cat1papers/p1');
    const reads = startContentReads();
    startFirstDocument(reads);
    installBootReads(reads);
    // A repeat visit: the shell's cached code runs at once and takes /config.json over.
    expect(takeBootFile('config')).toBeDefined();
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(requested).toContain('http://127.0.0.1:9400/cat1/p1.json?ns=test');
  });

  it('asks Storage for nothing on a list, or for a paper that is not there', async () => {
    serve({});
    await boot('/cat1papers');
    await boot('/fatpapers/missing');
    expect(requested).toContain('http://127.0.0.1:9400/fat/missing.json?ns=test');
    expect(requested.filter((url) => url.includes(':9199'))).toEqual([]);
  });

  it("starts a repeat visit's reads from the remembered addresses, and ignores a malformed memory", async () => {
    serve({});
    await boot('/');
    expect(JSON.parse(localStorage.getItem(REMEMBERED_CONFIG_KEY)!)).toEqual({
      firebase: {
        databaseURL: config.firebase.databaseURL,
        projectId: 'test',
        storageBucket: 'test.appspot.com',
      },
      emulators: { database: '127.0.0.1:9400', storage: '127.0.0.1:9199' },
    });
    serve({});
    window.history.replaceState(null, '', '/');
    startContentReads();
    // Before /config.json has answered.
    expect(requested).toContain(firstPartUrl(config, 'cat1'));

    localStorage.setItem(
      REMEMBERED_CONFIG_KEY,
      JSON.stringify({ firebase: { databaseURL: 'javascript:alert(1)', projectId: 'x' } }),
    );
    serve({});
    startContentReads();
    expect(requested).toEqual(['/config.json', '/remotes.json']);
  });

  it("the page's parse asks for the runtime files without touching storage; the remembered reads follow", async () => {
    serve({});
    await boot('/');
    serve({});
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const reads = startRuntimeReads();
    expect(getItem).not.toHaveBeenCalled();
    expect(requested).toEqual(['/config.json', '/remotes.json']);
    startRememberedReads(reads);
    // Before /config.json has answered: the last visit's addresses.
    expect(requested.slice(2)).toEqual(FIRST_PART_LISTS.map((list) => firstPartUrl(config, list)));
    getItem.mockRestore();
    // Once it answers, nothing is asked twice.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(new Set(requested).size).toBe(requested.length);
  });
});
