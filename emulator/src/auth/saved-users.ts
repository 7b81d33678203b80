import { promises as fs } from 'node:fs';
import { DataFileError, readJsonIfExists, recoveryHint } from '../persist';

/** Accounts as the Auth emulator exports them (`accounts:batchGet`) and imports them (`batchCreate`). */
export type SavedUsers = { users: Array<Record<string, unknown>> };

export type SavedUsersSource = {
  /** The data dir's accounts file (written by this emulator). */
  usersFile: string;
  /** Accounts to start with when usersFile does not exist yet (a fresh or reset data dir). */
  seedUsersFile?: string;
  /** Drop the saved accounts first. */
  reset: boolean;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSavedUsers(value: unknown): value is { users?: Array<Record<string, unknown>> } {
  if (!isRecord(value)) return false;
  const users = value.users;
  return users === undefined || (Array.isArray(users) && users.every(isRecord));
}

/**
 * Reads the accounts to load, at start: a file that is not an export of accounts stops start-up
 * with a DataFileError naming it, as the database's files do. Taking it for "no accounts" would
 * start without them and then save the empty list over the file.
 */
export async function readSavedUsers(source: SavedUsersSource): Promise<SavedUsers | undefined> {
  if (source.reset) await fs.rm(source.usersFile, { force: true });
  for (const file of [source.usersFile, source.seedUsersFile]) {
    if (file === undefined) continue;
    const saved = await readJsonIfExists(file);
    if (saved === undefined) continue;
    if (!isSavedUsers(saved)) {
      throw new DataFileError(
        `${file} is not a list of accounts this emulator wrote (expected {"users": [{...}, ...]}). ${recoveryHint(file)}`,
      );
    }
    return { users: saved.users ?? [] };
  }
  return undefined;
}

/** The first account the Auth app refused while loading `file`, as a DataFileError (or undefined). */
export function refusedAccountsError(file: string, answer: unknown): DataFileError | undefined {
  const refused = isRecord(answer) && Array.isArray(answer.error) ? answer.error : [];
  const first = refused[0] as { index?: unknown; message?: unknown } | undefined;
  if (first === undefined) return undefined;
  return new DataFileError(
    `${file} holds accounts this emulator cannot load (${refused.length} refused; account ${String(first.index)}: ${String(first.message)}). ${recoveryHint(file)}`,
  );
}
