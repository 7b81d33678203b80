/**
 * A device's section-load reports (shell/src/features/remotes/data/load-reports-sdk.ts) with the
 * real SDK against the emulator and the repo's rules: sent as the visitor's guest account once
 * there is one, one at a time at the rules' pace, each counted once in that account's record.
 */
import { onIdTokenChanged, signInAnonymously, type Auth } from 'firebase/auth';
import { get, ref } from 'firebase/database';
import { queueReport, REPORTS_KEY, type LoadReport } from '@vithelper/contracts/release';
import { sendKeptReports } from '@vithelper/shell/load-reports-sdk';
import type { RunningEmulator } from '../emulator/src/index';
import { createClient, type TestClient } from '../emulator/src/testing/firebase-client';
import { createTestEnv, type TestEnv } from '../emulator/src/testing/test-emulator';

jest.setTimeout(60_000);

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

/** The account signed in now, or the first one to be, as the page's session says it. */
const signedIn = (auth: Auth) => (): Promise<string> =>
  new Promise((resolve) => {
    const stop = onIdTokenChanged(auth, (user) => {
      if (!user) return;
      stop();
      resolve(user.uid);
    });
  });

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('a device sending its load reports to the emulator', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let device: TestClient;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    await emulator.authReady();
    device = createClient(emulator, 'load-reports-device');
  });
  afterAll(async () => {
    await device.close();
    await env.cleanup();
  });

  const stored = async (at: string): Promise<unknown> => {
    const answer = await fetch(
      `http://127.0.0.1:${emulator.ports.database}/${at}.json?ns=demo-vithelper`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    return answer.json();
  };

  it('waits for the guest account, then counts each queued report once, as that account', async () => {
    const storage = memoryStorage();
    const report: LoadReport = {
      section: 'exams',
      release: '1,0,1-0badcafe',
      outcome: 'chunk',
      bucket: 't1000',
    };
    queueReport(storage, report);
    queueReport(storage, { ...report, outcome: 'ok', bucket: 't500' });
    sendKeptReports({ db: device.db, signedIn: signedIn(device.auth) }, storage);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No account yet: nothing is sent, nothing is lost.
    expect(await stored('releaseHealth')).toBeNull();
    expect(JSON.parse(storage.getItem(REPORTS_KEY) ?? '[]')).toHaveLength(2);

    const { user } = await signInAnonymously(device.auth);
    await until(async () => storage.getItem(REPORTS_KEY) === null);
    await until(
      async () =>
        ((await stored(`releaseHealth/exams/1,0,1-0badcafe/${user.uid}/n`)) as number) === 2,
    );
    expect(await stored(`releaseHealth/exams/1,0,1-0badcafe/${user.uid}`)).toEqual({
      n: 2,
      last: 'ok/t500',
      chunk: { t1000: 1 },
      ok: { t500: 1 },
    });
    expect(await stored(`releaseHealth/_reporters/${user.uid}/n`)).toBe(2);
    // The device itself cannot read the reports back (maintainers only).
    await expect(get(ref(device.db, 'releaseHealth'))).rejects.toThrow(/permission/i);
  });
});
