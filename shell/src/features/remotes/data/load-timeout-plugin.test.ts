import { LOAD_TIMEOUT_MS } from '@vithelper/shared/constants';
import loadTimeoutPlugin, { getLoadTimeout, setLoadTimeout } from './load-timeout-plugin';

type CreateScript = (args: { url: string; resourceContext?: { resourceType: string } }) => unknown;
type FetchHook = (
  url: string,
  init: RequestInit,
  info: unknown,
  ctx?: { resourceType: string },
) => unknown;

describe('the load-timeout runtime plugin', () => {
  afterEach(() => setLoadTimeout(undefined));

  it('ships with the 120 s constant', () => {
    expect(LOAD_TIMEOUT_MS).toBe(120_000);
    expect(getLoadTimeout()).toBe(120_000);
  });

  it('gives the remoteEntry script the timeout, and leaves other scripts alone', () => {
    const createScript = loadTimeoutPlugin().createScript as unknown as CreateScript;
    expect(
      createScript({
        url: 'http://x/remoteEntry.js',
        resourceContext: { resourceType: 'remoteEntry' },
      }),
    ).toEqual({
      timeout: 120_000,
    });
    expect(
      createScript({ url: 'http://x/1.js', resourceContext: { resourceType: 'js' } }),
    ).toBeUndefined();
  });

  it('fetches the manifest with an abort signal that fires after the timeout', async () => {
    jest.useFakeTimers();
    setLoadTimeout(50);
    const calls: RequestInit[] = [];
    global.fetch = jest.fn((_url: string, init: RequestInit) => {
      calls.push(init);
      return new Promise<Response>(() => undefined);
    }) as unknown as typeof fetch;
    const fetchHook = loadTimeoutPlugin().fetch as unknown as FetchHook;
    void fetchHook('http://x/mf-manifest.json', {}, undefined, { resourceType: 'manifest' });
    expect(
      fetchHook('http://x/other.json', {}, undefined, { resourceType: 'other' }),
    ).toBeUndefined();
    const signal = calls[0]?.signal;
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(60);
    await Promise.resolve();
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(signal?.aborted).toBe(true);
  });
});
