/**
 * npm run moderator -- add <email> | remove <email> | add-expert <email> <course code> |
 *   remove-expert <email> <course code> | list | timetable [<file.json> | --clear] [--production]
 *
 * Gives or takes the `moderator` custom claim that database.rules.json and storage.rules check
 * (auth.token.moderator) and lists who has it (docs/contributions.md). Makes or unmakes an expert
 * of a course, experts/<course code>/<uid> in the database, which only the Admin SDK writes: an
 * expert may verify answers to that course's questions (docs/answers.md). Prints, sets from a
 * file or clears the term's exam timetable, examTimetable in the database, which no client writes
 * (docs/practice.md, "The exam timetable"): a file that does not fit its schema is refused whole,
 * so the practice page never reads half a timetable. Locally it talks to the
 * Auth emulator of `npm start` / `npm run emulator` (its auth port at VH_PORT_OFFSET, scripts/ports.ts, or
 * FIREBASE_AUTH_EMULATOR_HOST) and its database (FIREBASE_DATABASE_EMULATOR_HOST). With --production it uses the Admin SDK's application default
 * credentials from the environment (GOOGLE_APPLICATION_CREDENTIALS=<service account key file>)
 * and the project of GOOGLE_CLOUD_PROJECT or config/production.json; no credential is ever read
 * from this repository. A changed claim reaches the person's ID token at their next sign-in or
 * token refresh (within the hour).
 */
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { getDatabase, type Database } from 'firebase-admin/database';
import { config, locales } from 'zod/mini';
import { ANSWER_PATHS } from '@vithelper/contracts/answers';
import { COURSE_CODE } from '@vithelper/contracts/contributions';
import { EXAM_KINDS, EXAM_LABELS } from '@vithelper/contracts/papers';
import {
  EXAM_TIMETABLE_PATH,
  examTimetableSchema,
  type ExamTimetable,
} from '@vithelper/contracts/practice';
import { root } from './app-list';
import { FlagError, parseFlags } from './cli-flags';
import { emulatorHost, portOffset } from './ports';

// The browser bundle leaves zod's English messages out; a maintainer reads why a file was refused.
config(locales.en());

const USAGE =
  'Usage: npm run moderator -- add <email> | remove <email> | add-expert <email> <course code> | remove-expert <email> <course code> | list | timetable [<file.json> | --clear] [--production]';
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

async function setExpert(
  auth: Auth,
  db: Database,
  email: string,
  course: string,
  expert: boolean,
): Promise<string> {
  const user = await userByEmail(auth, email);
  await db.ref(`${ANSWER_PATHS.experts}/${course}/${user.uid}`).set(expert ? true : null);
  return expert
    ? `${email} (${user.uid}) is an expert of ${course}: they may verify answers to its questions.`
    : `${email} (${user.uid}) is no longer an expert of ${course}.`;
}

async function listExperts(auth: Auth, db: Database): Promise<string> {
  const stored = ((await db.ref(ANSWER_PATHS.experts).get()).val() ?? {}) as Record<
    string,
    Record<string, unknown>
  >;
  const lines: string[] = [];
  for (const course of Object.keys(stored).sort()) {
    for (const uid of Object.keys(stored[course] ?? {}).sort()) {
      const email = await auth.getUser(uid).then(
        (user) => user.email ?? '(no email)',
        () => '(no account)',
      );
      lines.push(`${course}  ${email}  ${uid}`);
    }
  }
  return lines.length === 0 ? 'No experts.' : `Experts:\n${lines.join('\n')}`;
}

/** The timetable a file holds, or why it holds none: unreadable, not JSON, or not the schema's. */
async function readTimetable(file: string): Promise<ExamTimetable> {
  let text: string;
  try {
    text = await readFile(path.resolve(file), 'utf8');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new ModeratorCommandError(
      `Cannot read ${file}: ${code === 'ENOENT' ? 'there is no such file' : message}. Nothing was written.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ModeratorCommandError(
      `${file} is not JSON: ${(error as Error).message}. Nothing was written.`,
    );
  }
  const parsed = examTimetableSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      )
      .join('; ');
    throw new ModeratorCommandError(
      `${file} is not an exam timetable: ${problems}. Nothing was written.`,
    );
  }
  return parsed.data;
}

const slotCount = (timetable: ExamTimetable) =>
  EXAM_KINDS.map((kind) => {
    const slots = Object.keys(timetable[kind] ?? {}).length;
    return `${EXAM_LABELS[kind]} ${slots} ${slots === 1 ? 'slot' : 'slots'}`;
  }).join(', ');

/** `timetable`: prints the stored one; with a file, sets it whole; with --clear, removes it. */
async function timetableCommand(
  db: Database,
  file: string | undefined,
  clear: boolean,
): Promise<string> {
  const ref = db.ref(EXAM_TIMETABLE_PATH);
  if (file !== undefined) {
    const timetable = await readTimetable(file);
    await ref.set(timetable);
    return `Exam timetable "${timetable.term}" set: ${slotCount(timetable)}.`;
  }
  const stored = (await ref.get()).val() as { term?: unknown } | null;
  if (stored === null) return 'No exam timetable is set.';
  if (!clear) return JSON.stringify(stored, null, 2);
  await ref.remove();
  return `Exam timetable "${String(stored.term)}" cleared.`;
}

const isEmail = (text: string | undefined): text is string =>
  text !== undefined && /^[^@\s]+@[^@\s]+$/.test(text);

/**
 * Runs one command against an Admin SDK Auth (and Database, for experts and the timetable);
 * returns what to print. `list` names the experts too when it has the database. `clear` is the
 * --clear flag, which only `timetable` takes.
 */
export async function runModeratorCommand(
  auth: Auth,
  args: readonly string[],
  db?: Database,
  { clear = false }: { clear?: boolean } = {},
): Promise<string> {
  const [command, email, ...rest] = args;
  if (command === 'timetable') {
    // The second word is the file here, not an email.
    if (rest.length > 0 || (clear && email !== undefined)) throw new ModeratorCommandError(USAGE);
    if (!db) throw new ModeratorCommandError('The timetable commands need the database.');
    return timetableCommand(db, email, clear);
  }
  if (clear) throw new ModeratorCommandError(USAGE);
  if (command === 'add-expert' || command === 'remove-expert') {
    const [course, ...more] = rest;
    if (!isEmail(email) || !course || more.length > 0) throw new ModeratorCommandError(USAGE);
    const code = course.toUpperCase();
    if (!COURSE_CODE.test(code)) {
      throw new ModeratorCommandError(`${course} is not a course code (like CSE2005).`);
    }
    if (!db) throw new ModeratorCommandError('The expert commands need the database.');
    return setExpert(auth, db, email, code, command === 'add-expert');
  }
  if (rest.length > 0) throw new ModeratorCommandError(USAGE);
  if (command === 'list' && email === undefined) {
    const moderators = await listModerators(auth);
    return db ? `${moderators}\n${await listExperts(auth, db)}` : moderators;
  }
  if ((command === 'add' || command === 'remove') && isEmail(email)) {
    return setModerator(auth, email, command === 'add');
  }
  throw new ModeratorCommandError(USAGE);
}

function productionConfig(): { firebase?: { projectId?: string; databaseURL?: string } } {
  const file = path.join(root, 'config', 'production.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {
        firebase?: { projectId?: string; databaseURL?: string };
      })
    : {};
}

function productionProject(): string {
  const fromEnv = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  const fromFile = productionConfig().firebase?.projectId;
  if (fromFile) return fromFile;
  throw new ModeratorCommandError(
    'Set GOOGLE_CLOUD_PROJECT (or create config/production.json) to name the production project.',
  );
}

function openApp(production: boolean): App {
  if (!production) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorHost('auth', portOffset());
    const database =
      process.env.FIREBASE_DATABASE_EMULATOR_HOST ?? emulatorHost('database', portOffset());
    return initializeApp(
      { projectId: LOCAL_PROJECT, databaseURL: `http://${database}?ns=${LOCAL_PROJECT}` },
      'moderator-cli',
    );
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
    {
      credential: applicationDefault(),
      projectId: productionProject(),
      databaseURL: productionConfig().firebase?.databaseURL,
    },
    'moderator-cli',
  );
}

async function main(): Promise<void> {
  const { values, positionals } = parseFlags(
    USAGE,
    {
      production: { type: 'boolean', default: false },
      clear: { type: 'boolean', default: false },
    },
    { allowPositionals: true },
  );
  const app = openApp(values.production);
  try {
    // The database is opened only for the commands that read or write it: experts, the timetable.
    const db =
      positionals[0] === 'add' || positionals[0] === 'remove' ? undefined : getDatabase(app);
    console.log(await runModeratorCommand(getAuth(app), positionals, db, { clear: values.clear }));
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
