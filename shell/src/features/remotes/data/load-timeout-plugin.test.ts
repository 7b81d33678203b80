import { LOAD_TIMEOUT_MS } from '@vithelper/contracts/runtime-config';
import loadTimeoutPlugin, { getLoadTimeout, setLoadTimeout } from './load-timeout-plugin';

type CreateScript = (args: { url: string; resourceContext?: { resourceType: string } }) => unknown;

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
});
