import { parseArgs } from 'node:util';
import { startEmulator, type EmulatorOptions } from './index';

const FLAGS =
  '--reset --seed <file> --seed-users <file> --data <dir> --storage <dir> ' +
  '--database-port <n> --auth-port <n> --storage-port <n> --site-origin <origin> (repeatable)';

const flagOf = (error: Error): string => /'(--[a-z-]+)/.exec(error.message)?.[1] ?? '';

/** A port number, or 0 for a free one. */
function port(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535) {
    throw new Error(`${flag} must be a port number from 0 to 65535, got "${raw}"`);
  }
  return value;
}

function origin(raw: string): string {
  if (!URL.canParse(raw) || new URL(raw).origin !== raw) {
    throw new Error(`"${raw}" is not an origin like http://localhost:3000`);
  }
  return raw;
}

/**
 * The emulator's flags. It knows no port of the project: `npm run emulator` and `npm start`
 * (scripts/emulator-args.ts) pass the ports and the site's origins of VH_PORT_OFFSET; a port
 * left out is a free one.
 */
export function parseEmulatorArgs(argv: readonly string[]): EmulatorOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        reset: { type: 'boolean' },
        seed: { type: 'string' },
        // Auth accounts for a fresh data dir when --seed names another seed (the sample ones come with the default seed).
        'seed-users': { type: 'string' },
        data: { type: 'string' },
        storage: { type: 'string' },
        'database-port': { type: 'string' },
        'auth-port': { type: 'string' },
        'storage-port': { type: 'string' },
        'site-origin': { type: 'string', multiple: true },
      },
    }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      throw new Error(`${flagOf(error as Error)} needs a value`);
    }
    if (
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ||
      code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
    ) {
      const [, unknown = String(error)] = /'([^']+)'/.exec((error as Error).message) ?? [];
      throw new Error(`Unknown flag ${unknown}. Flags: ${FLAGS}`);
    }
    throw error;
  }
  const ports = {
    database: port('--database-port', values['database-port']),
    auth: port('--auth-port', values['auth-port']),
    storage: port('--storage-port', values['storage-port']),
  };
  return {
    reset: values.reset,
    seedFile: values.seed,
    seedUsersFile: values['seed-users'],
    dataDir: values.data,
    storageDir: values.storage,
    ports: Object.fromEntries(Object.entries(ports).filter(([, value]) => value !== undefined)),
    allowedOrigins: (values['site-origin'] ?? []).map(origin),
  };
}

/** VH_EMULATOR_ORIGINS: more web origins (comma-separated) whose pages may call the emulator. */
function extraOrigins(): string[] {
  const raw = process.env.VH_EMULATOR_ORIGINS ?? '';
  const origins = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of origins) {
    if (!URL.canParse(entry) || new URL(entry).origin !== entry) {
      throw new Error(`VH_EMULATOR_ORIGINS: "${entry}" is not an origin like https://example.com`);
    }
  }
  return origins;
}

/** Starts the emulator from its flags and runs it until SIGINT or SIGTERM. */
export async function runEmulatorCli(argv: readonly string[]): Promise<void> {
  const options = parseEmulatorArgs(argv);
  const host = '127.0.0.1';
  const emulator = await startEmulator({ ...options, host, extraOrigins: extraOrigins() });
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

/** Prints a failure's message and exits non-zero (a bad flag included). */
export function exitOnFailure(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (require.main === module) runEmulatorCli(process.argv.slice(2)).catch(exitOnFailure);
