import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { guardRequest, sendGoogleError, type HttpPolicy } from '../http-utils';
import { DataFileError, recoveryHint, SerialQueue, writeJsonAtomic } from '../persist';
import { refusedAccountsError, type SavedUsers } from './saved-users';
import { PROJECT_ID } from './tokens';

export type AuthServerOptions = {
  /** Where accounts are kept between runs (the emulator's own export format). */
  usersFile: string;
  /** The accounts read at start (readSavedUsers), loaded into the app when it is built. */
  saved: SavedUsers | undefined;
  log: (line: string) => void;
  http: HttpPolicy;
};

export type AuthService = {
  server: Server;
  /** Tells the service its port (it calls itself to load and save accounts). */
  listening(port: number): void;
  /** Builds the Auth app and loads the saved accounts, if not done yet. */
  ready(): Promise<void>;
  /** Saves the accounts now (also done at most SAVE_DELAY_MS after the first unsaved change). */
  exportUsers(): Promise<void>;
};

/**
 * The longest an account change waits before its save starts (plus a save already under way).
 * The wait starts at the first unsaved change and is never pushed back by later ones, so steady
 * sign-ins cannot keep an account from being written (emulator/README.md states this bound).
 */
const SAVE_DELAY_MS = 100;
/** Marks the wrapper's own calls to the app, which must not wait for the accounts to load. */
const INTERNAL_HEADER = 'x-vithelper-emulator-internal';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

type SharedAuthApp = {
  getAuthApp(projectId: string): Promise<Handler>;
};

/** Node's own require: the app is built once per process, also under jest (see the .cjs file). */
function sharedAuthApp(): SharedAuthApp {
  return createRequire(__filename)('./shared-auth-app.cjs') as SharedAuthApp;
}

/**
 * Auth is firebase-tools' own Auth emulator (docs/decisions/007-auth-emulator.md),
 * run in this process: every sign-in method of the web SDK (anonymous,
 * email/password, email links, custom tokens, Google and other IdPs through
 * its fake sign-in page at /emulator/auth/handler) with unsigned ID tokens
 * that the database and storage accept. This wrapper adds what the
 * emulator only does when started by the firebase CLI: accounts saved in the
 * data dir within SAVE_DELAY_MS of a change and loaded at start, and out-of-band
 * links (password reset, email verification) printed to the log.
 *
 * Building the app takes ~10 s, so it is built on the first Auth request
 * (or `ready()`), not at start, and once per process: each emulator clears
 * its accounts before loading its saved ones, so emulators running at the
 * same time in one process share their Auth accounts.
 */
export function createAuthService(options: AuthServerOptions): AuthService {
  const queue = new SerialQueue();
  let port = 0;
  let saveTimer: NodeJS.Timeout | undefined;
  let app: Promise<Handler> | undefined;
  let loaded: Promise<Handler> | undefined;
  const base = (): string => `http://127.0.0.1:${port}`;
  const admin = {
    Authorization: 'Bearer owner',
    'Content-Type': 'application/json',
    [INTERNAL_HEADER]: '1',
  };
  const apiPath = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;

  const buildApp = (): Promise<Handler> => (app ??= sharedAuthApp().getAuthApp(PROJECT_ID));

  /** The app with this emulator's saved accounts loaded (its own requests skip this wait). */
  const ready = (): Promise<Handler> =>
    (loaded ??= (async () => {
      const handler = await buildApp();
      await fetch(`${base()}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
        method: 'DELETE',
        headers: { [INTERNAL_HEADER]: '1' },
      });
      const users = options.saved?.users ?? [];
      if (users.length > 0) {
        const res = await fetch(`${base()}${apiPath}/accounts:batchCreate`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({ users }),
        });
        // Accounts that do not load must not be dropped: the next save would write over them.
        if (!res.ok) {
          throw new DataFileError(
            `${options.usersFile} could not be loaded (${await res.text()}). ${recoveryHint(options.usersFile)}`,
          );
        }
        const refused = refusedAccountsError(options.usersFile, await res.json());
        if (refused) throw refused;
      }
      return handler;
    })());

  const exportUsers = (): Promise<void> =>
    queue.run(async () => {
      if (port === 0 || !loaded) return; // never used: nothing changed
      await loaded;
      const res = await fetch(`${base()}${apiPath}/accounts:batchGet?maxResults=-1`, {
        headers: admin,
      });
      if (!res.ok) throw new Error(`auth: could not export accounts (${res.status})`);
      await writeJsonAtomic(options.usersFile, await res.json());
    });

  const scheduleSave = (): void => {
    if (saveTimer !== undefined) return; // a save is already due for the first unsaved change
    saveTimer = setTimeout(() => {
      saveTimer = undefined;
      exportUsers().catch((error: unknown) => options.log(String(error)));
    }, SAVE_DELAY_MS);
    saveTimer.unref();
  };

  const logOobLinks = async (): Promise<void> => {
    const res = await fetch(`${base()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`, {
      headers: { [INTERNAL_HEADER]: '1' },
    });
    const body = (await res.json()) as {
      oobCodes?: Array<{ email: string; requestType: string; oobLink: string; oobCode: string }>;
    };
    const latest = body.oobCodes?.[body.oobCodes.length - 1];
    if (latest) {
      options.log(
        `auth: ${latest.requestType} for ${latest.email}: code ${latest.oobCode} link ${latest.oobLink}`,
      );
    }
  };

  const server = createServer((req, res) => {
    // firebase-tools' app answers CORS for any origin; a foreign page is refused before it.
    if (!options.http.cors.allows(req.headers.origin)) {
      options.http.cors.answer(req, res, (r, status, message) =>
        sendGoogleError(r, status, message),
      );
      return;
    }
    const internal = req.headers[INTERNAL_HEADER] === '1';
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    res.on('finish', () => {
      if (internal || req.method === 'GET' || req.method === 'OPTIONS' || res.statusCode >= 400) {
        return;
      }
      if (
        !pathname.includes('/identitytoolkit.googleapis.com/') &&
        !pathname.startsWith('/emulator/v1')
      ) {
        return;
      }
      scheduleSave();
      if (pathname.endsWith('accounts:sendOobCode')) {
        logOobLinks().catch((error: unknown) => options.log(String(error)));
      }
    });
    (internal ? buildApp() : ready()).then(
      (handler) =>
        guardRequest(
          req,
          res,
          (line) => options.log(`auth: ${line}`),
          () => handler(req, res),
        ),
      (error: unknown) => {
        options.log(`auth: ${String(error)}`);
        sendGoogleError(res, 500, 'The Auth emulator could not start');
      },
    );
  });
  server.on('close', () => clearTimeout(saveTimer));

  return {
    server,
    exportUsers,
    listening(listeningPort) {
      port = listeningPort;
    },
    async ready() {
      await ready();
    },
  };
}

/** An Auth port that answers every request with a clear error: Auth was left out of this run. */
export function disabledAuthService(http: HttpPolicy): AuthService {
  const server = createServer((req, res) => {
    if (http.cors.answer(req, res, (r, status, message) => sendGoogleError(r, status, message)))
      return;
    sendGoogleError(res, 503, 'Auth is switched off in this emulator run (auth: false)');
  });
  return {
    server,
    listening: () => undefined,
    ready: () => Promise.resolve(),
    exportUsers: () => Promise.resolve(),
  };
}

/** Builds the process's shared Auth app now (test set-up does this outside the tests' own time limits). */
export async function warmUpAuth(): Promise<void> {
  await sharedAuthApp().getAuthApp(PROJECT_ID);
}
