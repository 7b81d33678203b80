import { emulatorPorts, portOffset } from '../../scripts/ports';
import { startEmulator, type EmulatorOptions } from './index';

/** `npm run emulator`: defaults, env VH_PORT_OFFSET, and --reset/--seed/--seed-users/--data/--storage flags. */
function parseArgs(argv: readonly string[]): EmulatorOptions {
  const options: EmulatorOptions = {};
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
      i += 1;
      return next;
    };
    if (flag === '--reset') options.reset = true;
    else if (flag === '--seed') options.seedFile = value();
    // Auth accounts for a fresh data dir when --seed names another seed (the sample ones come with the default seed).
    else if (flag === '--seed-users') options.seedUsersFile = value();
    else if (flag === '--data') options.dataDir = value();
    else if (flag === '--storage') options.storageDir = value();
    else
      throw new Error(
        `Unknown flag ${flag}. Flags: --reset --seed <file> --seed-users <file> --data <dir> --storage <dir>`,
      );
  }
  return options;
}

/** VH_EMULATOR_ORIGINS: more web origins (comma-separated) whose pages may call the emulator. */
function extraOrigins(): string[] {
  const raw = process.env.VH_EMULATOR_ORIGINS ?? '';
  const origins = raw
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      throw new Error(`VH_EMULATOR_ORIGINS: "${origin}" is not an origin like https://example.com`);
    }
  }
  return origins;
}

async function main(): Promise<void> {
  const offset = portOffset();
  const options = parseArgs(process.argv.slice(2));
  const host = '127.0.0.1';
  const emulator = await startEmulator({
    ...options,
    host,
    portOffset: offset,
    extraOrigins: extraOrigins(),
    ports: emulatorPorts(offset),
  });
  // Build Auth now, so the app's first sign-in does not wait for it.
  await emulator.authReady();
  console.log(
    `database  http://${host}:${emulator.ports.database}  (ws://${host}:${emulator.ports.database}/.ws?v=5&ns=<namespace>)`,
  );
  console.log(`auth      http://${host}:${emulator.ports.auth}`);
  console.log(`storage   http://${host}:${emulator.ports.storage}`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    emulator.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
