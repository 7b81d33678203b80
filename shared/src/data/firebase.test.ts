import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';

const initFirebase = jest.fn(() => ({ app: 'app' }));
const watchSignIn = jest.fn();
const watchPublishedPapers = jest.fn();
/** The order the SDK's parts were run in (each mock's factory runs when its module is). */
const evaluated: string[] = [];
jest.mock('./firebase-sdk', () => {
  evaluated.push('sdk');
  return { initFirebase, watchSignIn, watchPublishedPapers };
});
jest.mock('./firebase-auth-part', () => {
  evaluated.push('auth');
  return {};
});
jest.mock('./firebase-database-part', () => {
  evaluated.push('database');
  return {};
});

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
  evaluated.length = 0;
});
afterEach(() => jest.useRealTimers());

describe('connectFirebaseWhenIdle', () => {
  it('loads nothing until the quiet period has passed, then connects once', async () => {
    const { connectFirebaseWhenIdle } = load();
    connectFirebaseWhenIdle(config, (connect) => setTimeout(connect, 3000));
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

  it("runs the SDK's parts one task after another: Auth, the database, then our module", async () => {
    // A fresh registry: none of the parts has run yet.
    jest.resetModules();
    const parts: typeof import('./firebase') = jest.requireActual('./firebase');
    parts.connectFirebaseWhenIdle(config, (connect) => setTimeout(connect, 3000));
    jest.advanceTimersByTime(3000);
    // Promises only, no timer: Auth's part is run, the next part waits for the next task.
    for (let i = 0; i < 5; i += 1) await new Promise(jest.requireActual('timers').setImmediate);
    expect(evaluated).toEqual(['auth']);
    await settle();
    expect(evaluated).toEqual(['auth', 'database', 'sdk']);
    expect(initFirebase).toHaveBeenCalledTimes(1);
  });

  it('starts at once when something needs the SDK before the quiet period ends', async () => {
    const { connectFirebaseWhenIdle, firebaseReady } = load();
    connectFirebaseWhenIdle(config, (connect) => setTimeout(connect, 3000));
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
