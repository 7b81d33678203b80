import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readSavedUsers } from './auth/saved-users';
import { createAuthService, disabledAuthService } from './auth/server';
import { DEFAULT_LIMITS, type ConnectionLimits } from './database/connection';
import { createDatabaseServer } from './database/server';
import { DatabaseStore } from './database/store';
import { DatabaseRules } from './rules/database-rules';
import { StorageRules } from './rules/storage-rules';
import { ObjectStore } from './storage/objects';
import { createStorageServer } from './storage/server';
import { corsPolicy, type HttpPolicy } from './http-utils';

/** The repository root, found from this file so defaults work from any working directory. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type EmulatorOptions = {
  host?: string;
  /**
   * Where to listen; a port left out, or 0, is a free one (RunningEmulator.ports says which). The
   * emulator knows no port of the project: `npm run emulator` and `npm start` pass the ones of
   * scripts/ports.ts (scripts/emulator-args.ts).
   */
  ports?: { database?: number; auth?: number; storage?: number };
  seedFile?: string;
  /** Auth accounts for a fresh data dir (default: content/auth-users.json with the default seed). */
  seedUsersFile?: string;
  dataDir?: string;
  /** Drop persisted data and users, start again from the seed. */
  reset?: boolean;
  storageDir?: string;
  databaseRules?: string;
  storageRules?: string;
  quiet?: boolean;
  /** Receives every log line instead of the console (tests read auth codes from it). */
  log?: (line: string) => void;
  /** Database log size that triggers a snapshot (default 4 MB); tests lower it. */
  compactAfterBytes?: number;
  /**
   * false leaves out Auth (its port then answers 503 naming that): building
   * firebase-tools' Auth app takes ~10 s, which a child process that only
   * writes data need not pay.
   */
  auth?: boolean;
  /** Per-connection abuse limits of the database; tests lower them. */
  limits?: Partial<ConnectionLimits>;
  /**
   * Web origins whose pages may call the emulator (CORS and WebSocket `Origin`): the command line
   * passes the site's apps (--site-origin). Default: none. Requests without an Origin (Node,
   * tools) are always served.
   */
  allowedOrigins?: readonly string[];
  /** Origins allowed beside `allowedOrigins` or the default ones (the CLI's VH_EMULATOR_ORIGINS). */
  extraOrigins?: readonly string[];
};

export type RunningEmulator = {
  ports: { database: number; auth: number; storage: number };
  /** Resolves once Auth is built and its accounts loaded (else the first Auth request waits ~10 s). */
  authReady(): Promise<void>;
  stop(): Promise<void>;
};

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.dataDir ?? path.join(REPO_ROOT, '.emulator-data');
  const log =
    options.log ?? (options.quiet ? () => undefined : (line: string) => console.log(line));
  const reset = options.reset ?? false;

  const seedFile = options.seedFile ?? path.join(REPO_ROOT, 'content', 'seed.json');
  const [databaseRules, storageRules] = await Promise.all([
    DatabaseRules.load(options.databaseRules ?? path.join(REPO_ROOT, 'database.rules.json')),
    StorageRules.load(options.storageRules ?? path.join(REPO_ROOT, 'storage.rules')),
  ]);
  const store = await DatabaseStore.open({
    rules: databaseRules,
    dataFile: path.join(dataDir, 'database.json'),
    seedFile,
    reset,
    log,
    compactAfterBytes: options.compactAfterBytes,
  });
  const cors = corsPolicy([...(options.allowedOrigins ?? []), ...(options.extraOrigins ?? [])]);
  const http: HttpPolicy = { cors, log };
  const usersFile = path.join(dataDir, 'auth-users.json');
  const storageDir = options.storageDir ?? path.join(REPO_ROOT, 'content', 'storage');
  // A storage object list or an accounts file that is refused must not leave the database's log
  // file open.
  const [objects, savedUsers] = await Promise.all([
    ObjectStore.open(storageDir, dataDir, reset),
    options.auth === false
      ? undefined
      : readSavedUsers({
          usersFile,
          seedUsersFile:
            options.seedUsersFile ??
            (options.seedFile === undefined
              ? path.join(REPO_ROOT, 'content', 'auth-users.json')
              : undefined),
          reset,
        }),
  ]).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  const auth =
    options.auth === false
      ? disabledAuthService(http)
      : createAuthService({ usersFile, saved: savedUsers, log, http });

  const database = createDatabaseServer(store, { ...DEFAULT_LIMITS, ...options.limits }, http);
  const servers = {
    database: database.server,
    auth: auth.server,
    storage: createStorageServer(objects, storageRules, http),
  };
  const started: Server[] = [];
  try {
    const ports = {
      database: await listen(servers.database, host, options.ports?.database ?? 0),
      auth: await listen(servers.auth, host, options.ports?.auth ?? 0),
      storage: await listen(servers.storage, host, options.ports?.storage ?? 0),
    };
    started.push(servers.database, servers.auth, servers.storage);
    auth.listening(ports.auth);
    return {
      ports,
      authReady: () => auth.ready(),
      stop: async () => {
        database.closeSockets();
        await auth.exportUsers().catch((error: unknown) => log(String(error)));
        await Promise.all(started.map(close));
        await store.close();
      },
    };
  } catch (error) {
    await Promise.all(
      Object.values(servers)
        .filter((s) => s.listening)
        .map(close),
    );
    throw error;
  }
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Closes the server and drops keep-alive and WebSocket connections so stop() never hangs. */
function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
