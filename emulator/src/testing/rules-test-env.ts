import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { REPO_ROOT, type RunningEmulator } from '../index';
import { createTestEnv } from './test-emulator';

export type RulesTestSetup = {
  emulator: RunningEmulator;
  testEnv: RulesTestEnvironment;
  cleanup(): Promise<void>;
};

/**
 * An emulator of its own with the repo's database.rules.json (and storage.rules, when asked)
 * loaded the way Firebase's emulators take them: through @firebase/rules-unit-testing.
 */
export async function startRulesTestEnvironment({
  storage = false,
}: { storage?: boolean } = {}): Promise<RulesTestSetup> {
  const env = await createTestEnv();
  const emulator = await env.start();
  const rulesFile = (name: string) => readFile(path.join(REPO_ROOT, name), 'utf8');
  const testEnv = await initializeTestEnvironment({
    projectId: 'demo-vithelper',
    database: {
      host: '127.0.0.1',
      port: emulator.ports.database,
      rules: await rulesFile('database.rules.json'),
    },
    ...(storage
      ? {
          storage: {
            host: '127.0.0.1',
            port: emulator.ports.storage,
            rules: await rulesFile('storage.rules'),
          },
        }
      : {}),
  });
  return {
    emulator,
    testEnv,
    async cleanup() {
      await testEnv.cleanup();
      await env.cleanup();
    },
  };
}

/**
 * The rules environment of one describe block: started before its tests, the database (and
 * Storage, when asked) cleared after each test, stopped after the last. The returned function
 * gives it once started.
 */
export function useRulesTestEnvironment(options: { storage?: boolean } = {}): () => RulesTestSetup {
  let setup: RulesTestSetup | undefined;
  const running = () => {
    if (!setup) throw new Error('The rules test environment has not started yet.');
    return setup;
  };
  beforeAll(async () => {
    setup = await startRulesTestEnvironment(options);
  });
  afterEach(async () => {
    await running().testEnv.clearDatabase();
    if (!options.storage) return;
    const reset = await fetch(
      `http://127.0.0.1:${running().emulator.ports.storage}/internal/reset`,
      { method: 'POST' },
    );
    if (!reset.ok) throw new Error(`Storage did not reset: ${reset.status}`);
  });
  afterAll(() => setup?.cleanup());
  return running;
}
