import type { RuntimeConfig } from '../contracts/runtime-config';

const initFirebase = jest.fn(() => ({ app: 'app' }));
const watchSignIn = jest.fn();
const watchPublishedPapers = jest.fn();
jest.mock('./firebase-sdk', () => ({ initFirebase, watchSignIn, watchPublishedPapers }));

const config = { firebase: { projectId: 'demo' } } as unknown as RuntimeConfig;

/** A fresh copy of the module: its state (connecting, pending) is per page. */
function load(): typeof import('./firebase') {
  let module!: typeof import('./firebase');
  jest.isolateModules(() => {
    module = jest.requireActual('./firebase');
  });
  return module;
}

/** Runs the timers and the promises of the SDK's load. */
async function settle() {
  for (let i = 0; i < 10; i += 1) {
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    await new Promise(jest.requireActual('timers').setImmediate);
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  initFirebase.mockClear();
  watchSignIn.mockClear();
  watchPublishedPapers.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('connectFirebaseWhenIdle', () => {
  it('loads nothing until the quiet period has passed, then connects once', async () => {
    const { connectFirebaseWhenIdle } = load();
    connectFirebaseWhenIdle(config, 3000);
    jest.advanceTimersByTime(2999);
    await settle();
    expect(initFirebase).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(initFirebase).toHaveBeenCalledTimes(1);
    expect(initFirebase).toHaveBeenCalledWith(config);
    expect(watchSignIn).toHaveBeenCalledTimes(1);
    // Papers published while the page is open join its lists (firebase-sdk.ts).
    expect(watchPublishedPapers).toHaveBeenCalledWith({ app: 'app' });
  });

  it('starts at once when something needs the SDK before the quiet period ends', async () => {
    const { connectFirebaseWhenIdle, firebaseReady } = load();
    connectFirebaseWhenIdle(config, 3000);
    const ready = firebaseReady();
    await settle();
    await expect(ready).resolves.toMatchObject({ handles: { app: 'app' } });
    expect(initFirebase).toHaveBeenCalledTimes(1);
    // The scheduled load finds it connected and starts nothing more.
    jest.advanceTimersByTime(3000);
    await settle();
    expect(initFirebase).toHaveBeenCalledTimes(1);
  });

  it('waits without loading while no start-up has given the settings', async () => {
    const { firebaseReady } = load();
    let resolved = false;
    void firebaseReady().then(() => (resolved = true));
    await settle();
    expect(resolved).toBe(false);
    expect(initFirebase).not.toHaveBeenCalled();
  });
});
