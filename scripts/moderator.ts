/**
 * npm run moderator -- add <email> | remove <email> | list [--production]
 *
 * Gives or takes the `moderator` custom claim that database.rules.json and storage.rules check
 * (auth.token.moderator) and lists who has it (docs/contributions.md). Locally it talks to the
 * Auth emulator of `npm start` / `npm run emulator` (its auth port at VH_PORT_OFFSET, scripts/ports.ts, or
 * FIREBASE_AUTH_EMULATOR_HOST). With --production it uses the Admin SDK's application default
 * credentials from the environment (GOOGLE_APPLICATION_CREDENTIALS=<service account key file>)
 * and the project of GOOGLE_CLOUD_PROJECT or config/production.json; no credential is ever read
 * from this repository. A changed claim reaches the person's ID token at their next sign-in or
 * token refresh (within the hour).
 */
import fs from 'node:fs';
import path from 'node:path';
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { root } from './app-list';
import { FlagError, parseFlags } from './cli-flags';
import { emulatorHost, portOffset } from './ports';

const USAGE = 'Usage: npm run moderator -- add <email> | remove <email> | list [--production]';
const LOCAL_PROJECT = 'demo-vithelper';

export class ModeratorCommandError extends Error {}

type Claims = Record<string, unknown>;

const isModerator = (user: UserRecord) =>
  (user.customClaims as Claims | undefined)?.moderator === true;

async function userByEmail(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new ModeratorCommandError(
        `No account has the email ${email}. The person signs in once on the site (Sign in, with Google or email) and then you run this again.`,
      );
    }
    throw error;
  }
}

async function setModerator(auth: Auth, email: string, moderator: boolean): Promise<string> {
  const user = await userByEmail(auth, email);
  const claims: Claims = { ...(user.customClaims ?? {}) };
  if (moderator) claims.moderator = true;
  else delete claims.moderator;
  await auth.setCustomUserClaims(user.uid, claims);
  return moderator
    ? `${email} (${user.uid}) is a moderator; it takes effect at their next sign-in or within the hour.`
    : `${email} (${user.uid}) is no longer a moderator; it takes effect at their next token refresh (within the hour).`;
}

async function listModerators(auth: Auth): Promise<string> {
  const found: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users.filter(isModerator)) {
      found.push(`${user.email ?? '(no email)'}  ${user.uid}`);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return found.length === 0 ? 'No moderators.' : found.sort().join('\n');
}

/** Runs one command against an Admin SDK Auth; returns what to print. */
export async function runModeratorCommand(auth: Auth, args: readonly string[]): Promise<string> {
  const [command, email, ...rest] = args;
  if (rest.length > 0) throw new ModeratorCommandError(USAGE);
  if (command === 'list' && email === undefined) return listModerators(auth);
  if ((command === 'add' || command === 'remove') && email && /^[^@\s]+@[^@\s]+$/.test(email)) {
    return setModerator(auth, email, command === 'add');
  }
  throw new ModeratorCommandError(USAGE);
}

function productionProject(): string {
  const fromEnv = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  const file = path.join(root, 'config', 'production.json');
  if (fs.existsSync(file)) {
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      firebase?: { projectId?: string };
    };
    if (config.firebase?.projectId) return config.firebase.projectId;
  }
  throw new ModeratorCommandError(
    'Set GOOGLE_CLOUD_PROJECT (or create config/production.json) to name the production project.',
  );
}

function openApp(production: boolean): App {
  if (!production) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorHost('auth', portOffset());
    return initializeApp({ projectId: LOCAL_PROJECT }, 'moderator-cli');
  }
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new ModeratorCommandError(
      'FIREBASE_AUTH_EMULATOR_HOST is set: unset it to change production accounts.',
    );
  }
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    throw new ModeratorCommandError(
      'Set GOOGLE_APPLICATION_CREDENTIALS to a service account key file of the project (never commit it).',
    );
  }
  return initializeApp(
    { credential: applicationDefault(), projectId: productionProject() },
    'moderator-cli',
  );
}

async function main(): Promise<void> {
  const { values, positionals } = parseFlags(
    USAGE,
    { production: { type: 'boolean', default: false } },
    { allowPositionals: true },
  );
  const app = openApp(values.production);
  try {
    console.log(await runModeratorCommand(getAuth(app), positionals));
  } finally {
    await deleteApp(app);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    if (error instanceof ModeratorCommandError || error instanceof FlagError)
      console.error(error.message);
    else if (/ECONNREFUSED|fetch failed/.test(String((error as Error)?.message ?? error))) {
      console.error(
        `The Auth emulator is not answering at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}: start it with npm start (same VH_PORT_OFFSET).`,
      );
    } else console.error('moderator failed:', error);
    process.exit(1);
  });
}
