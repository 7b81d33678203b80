import type { BootReads } from '@vithelper/contracts/boot-reads';
import manifestFetchPlugin from './manifest-fetch-plugin';
import { setLoadTimeout } from './load-timeout-plugin';

type FetchHook = (
  url: string,
  init: RequestInit,
  info: unknown,
  ctx?: { resourceType: string },
) => Promise<Response> | undefined;

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const PREVIEW = 'http://localhost:3001/1.0.1-0badcafe/mf-manifest.json';
const page = window as Window & { __vhBoot?: BootReads };
const manifest = () => ({ resourceType: 'manifest' });

/** What the page's inline script left for the shell: one manifest read, started. */
function bootRead(url: string, answer: Promise<Response>): void {
  page.__vhBoot = { manifests: { [url]: answer } };
}

describe('the manifest-fetch runtime plugin', () => {
  const fetchHook = manifestFetchPlugin().fetch as unknown as FetchHook;
  let fetched: Array<{ url: string; init: RequestInit }>;

  beforeEach(() => {
    fetched = [];
    global.fetch = jest.fn((url: string, init: RequestInit) => {
      fetched.push({ url, init });
      return new Promise<Response>(() => undefined);
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    delete page.__vhBoot;
    setLoadTimeout(undefined);
    jest.useRealTimers();
  });

  it("hands the runtime the page's read of that exact URL once; a retry fetches afresh", async () => {
    const response = { ok: true } as Response;
    bootRead(MANIFEST, Promise.resolve(response));

    await expect(fetchHook(MANIFEST, {}, undefined, manifest())).resolves.toBe(response);
    expect(fetched).toEqual([]);

    void fetchHook(MANIFEST, {}, undefined, manifest());
    expect(fetched.map(({ url }) => url)).toEqual([MANIFEST]);
  });

  it("fetches a preview's manifest itself and leaves the page's read alone", () => {
    const response = Promise.resolve({ ok: true } as Response);
    bootRead(MANIFEST, response);

    void fetchHook(PREVIEW, {}, undefined, manifest());
    expect(fetched.map(({ url }) => url)).toEqual([PREVIEW]);
    expect(page.__vhBoot?.manifests?.[MANIFEST]).toBe(response);
  });

  it("gives up on the page's read after the load timeout, as a timed-out fetch does", async () => {
    jest.useFakeTimers();
    setLoadTimeout(50);
    bootRead(MANIFEST, new Promise<Response>(() => undefined));

    const taken = fetchHook(MANIFEST, {}, undefined, manifest());
    jest.advanceTimersByTime(60);
    await expect(taken).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(fetched).toEqual([]);
  });

  it('fetches afresh with an abort signal that fires after the load timeout', async () => {
    setLoadTimeout(50);
    void fetchHook(MANIFEST, {}, undefined, manifest());
    const signal = fetched[0]?.init.signal;
    expect(signal?.aborted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(signal?.aborted).toBe(true);
  });

  it('leaves every other fetch to the runtime', () => {
    bootRead(MANIFEST, Promise.resolve({ ok: true } as Response));
    expect(fetchHook(MANIFEST, {}, undefined, { resourceType: 'other' })).toBeUndefined();
    expect(fetched).toEqual([]);
  });
});
