import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunningEmulator } from '../index';
import { createClient, type TestClient } from '../testing/firebase-client';
import { createTestEnv, type TestEnv } from '../testing/test-emulator';

export type OpenEnv = {
  env: TestEnv;
  emulator: RunningEmulator;
  clients: TestClient[];
  client(name: string): TestClient;
  close(): Promise<void>;
};

/**
 * An emulator whose database rules are the given ones (open by default), for
 * behaviours that need client writes the project's own rules forbid.
 */
export async function startOpenEmulator(
  rules: unknown = { rules: { '.read': true, '.write': true } },
): Promise<OpenEnv> {
  const env = await createTestEnv();
  const rulesFile = path.join(env.dir, 'database.rules.json');
  await writeFile(rulesFile, JSON.stringify(rules));
  const emulator = await env.start({ databaseRules: rulesFile });
  const clients: TestClient[] = [];
  return {
    env,
    emulator,
    clients,
    client(name) {
      const client = createClient(emulator, name);
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((c) => c.close()));
      await env.cleanup();
    },
  };
}

export async function waitUntil(test: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
