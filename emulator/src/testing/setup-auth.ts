import path from 'node:path';
import { warmUpAuth } from '../auth/server';

/**
 * Runs before each emulator test file's own hooks: builds the Auth app,
 * shared by the whole worker process, once (~10 s of CPU, far more on a
 * busy machine), so a file whose beforeAll signs in does not spend its time
 * limit on it. Files outside emulator/src never start an emulator and skip it.
 */
beforeAll(async () => {
  const testPath = expect.getState().testPath ?? '';
  if (!testPath.includes(`${path.sep}emulator${path.sep}src${path.sep}`)) return;
  await warmUpAuth();
}, 300_000);
