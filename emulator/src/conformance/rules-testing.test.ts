import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, setLogLevel } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, goOffline, ref, set } from 'firebase/database';
import type { RunningEmulator } from '../index';
import { createTestEnv, type TestEnv } from '../testing/test-emulator';

jest.setTimeout(30_000);
// Denied writes are what these tests expect; the SDK would warn about each one.
setLogLevel('error');

const NOTES_RULES = JSON.stringify({
  rules: {
    notes: {
      '.read': 'auth != null',
      $uid: { '.write': 'auth != null && auth.uid == $uid && auth.token.role == "student"' },
    },
  },
});

describe('the official rules-testing library against the emulator', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let testEnv: RulesTestEnvironment;
  const rulesUrl = (ns: string) =>
    `http://127.0.0.1:${emulator.ports.database}/.settings/rules.json?ns=${ns}`;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    testEnv = await initializeTestEnvironment({
      projectId: 'demo-rules-lib',
      database: { host: '127.0.0.1', port: emulator.ports.database, rules: NOTES_RULES },
    });
  });
  afterAll(async () => {
    await testEnv.cleanup();
    await env.cleanup();
  });

  it('applies the rules loaded at run time for its namespace', async () => {
    const db = testEnv.authenticatedContext('u1', { role: 'student' }).database();
    await assertSucceeds(db.ref('notes/u1').set('mine'));
    await assertFails(db.ref('notes/u2').set('not mine'));
    await assertFails(testEnv.authenticatedContext('u1').database().ref('notes/u1').set('no role'));
    await assertFails(testEnv.unauthenticatedContext().database().ref('notes').get());
  });

  it('keeps the default rules file for other namespaces', async () => {
    const res = await fetch(
      `http://127.0.0.1:${emulator.ports.database}/notes.json?ns=demo-vithelper`,
    );
    expect(res.status).toBe(401);
  });

  it('accepts a mockUserToken passed to connectDatabaseEmulator', async () => {
    const app = initializeApp(
      {
        projectId: 'demo-rules-lib',
        databaseURL: `http://127.0.0.1:${emulator.ports.database}?ns=demo-rules-lib`,
      },
      'mock-token',
    );
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', emulator.ports.database, {
      mockUserToken: { user_id: 'u9', role: 'student' },
    });
    try {
      await set(ref(db, 'notes/u9'), 'hello');
      expect((await get(ref(db, 'notes/u9'))).val()).toBe('hello');
    } finally {
      goOffline(db);
      await deleteApp(app);
    }
  });

  it('refuses a rules upload without the owner credential', async () => {
    const res = await fetch(rulesUrl('demo-rules-lib'), { method: 'PUT', body: NOTES_RULES });
    expect(res.status).toBe(401);
  });

  it('refuses rules it cannot evaluate, naming the rule and position, and keeps the old ones', async () => {
    const res = await fetch(rulesUrl('demo-rules-lib'), {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify({ rules: { notes: { '.read': 'auth.uid ==' } } }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toContain('/notes/.read');
    expect(body.error).toMatch(/character \d+/);
    const db = testEnv.authenticatedContext('u1', { role: 'student' }).database();
    await assertSucceeds(db.ref('notes/u1').set('still allowed'));
  });
});
