import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';

const initFirebase = jest.fn(() => ({ app: 'app' }));
const watchSignIn = jest.fn();
/** The order the SDK's parts were run in (each mock's factory runs when its module is). */
const evaluated: string[] = [];
jest.mock('./firebase-sdk', () => {
  evaluated.push('sdk');
  return { initFirebase, watchSignIn };
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

/** A fresh copy of the module and of the bus: their state (connecting, the settings) is per page. */
function load(): typeof import('./firebase') & { setConfig: (config: RuntimeConfig) => void } {
  let module!: typeof import('./firebase') & { setConfig: (config: RuntimeConfig) => void };
  jest.isolateModules(() => {
    module = {
      ...jest.requireActual<typeof import('./firebase')>('./firebase'),
      setConfig:
        jest.requireActual<typeof import('../bus/event-bus')>('../bus/event-bus').setConfig,
    };
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
  evaluated.length = 0;
});
afterEach(() => jest.useRealTimers());

describe('connectFirebase', () => {
  it('loads and starts the SDK once, however often it is asked', async () => {
    const { connectFirebase } = load();
    void connectFirebase(config, { inParts: true });
    void connectFirebase(config);
    await settle();
    expect(initFirebase).toHaveBeenCalledTimes(1);
    expect(initFirebase).toHaveBeenCalledWith(config);
    expect(watchSignIn).toHaveBeenCalledTimes(1);
  });

  it("runs the SDK's parts one task after another: Auth, the database, then our module", async () => {
    // A fresh registry: none of the parts has run yet.
    jest.resetModules();
    const parts: typeof import('./firebase') = jest.requireActual('./firebase');
    void parts.connectFirebase(config, { inParts: true });
    // Promises only, no timer: Auth's part is run, the next part waits for the next task.
    for (let i = 0; i < 5; i += 1) await new Promise(jest.requireActual('timers').setImmediate);
    expect(evaluated).toEqual(['auth']);
    await settle();
    expect(evaluated).toEqual(['auth', 'database', 'sdk']);
    expect(initFirebase).toHaveBeenCalledTimes(1);
  });
});

describe('firebaseReady', () => {
  it('starts the SDK at once with the settings on the bus when something needs it early', async () => {
    const { firebaseReady, connectFirebase, setConfig } = load();
    setConfig(config);
    const ready = firebaseReady();
    await settle();
    await expect(ready).resolves.toMatchObject({ handles: { app: 'app' } });
    expect(initFirebase).toHaveBeenCalledTimes(1);
    // The start-up's load at a quiet moment finds it connected and starts nothing more.
    void connectFirebase(config, { inParts: true });
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
