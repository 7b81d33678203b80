import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { increment, serverTimestamp } from 'firebase/database';

/**
 * The records and accounts the rules tests (emulator/src/rules, emulator/src/hostile) write with:
 * a contributed paper's submission, its approval, and the roles that try them, built once so each
 * test file states only what it changes.
 */
export type Fields = Record<string, unknown>;

/** A SHA-256 in the form the rules ask: `n` as 64 hexadecimal digits. */
export const sha = (n: number) => n.toString(16).padStart(64, '0');

/** A student's submission record as the app writes it, with `fields` over the defaults. */
export function submissionRecord(uid: string, id: string, sha256: string, fields: Fields = {}) {
  return {
    exam: 'cat1',
    courseCode: 'CSE2005',
    courseName: 'Operating Systems',
    slot: 'C1',
    sha256,
    file: `uploads/${uid}/${id}.pdf`,
    size: 120_000,
    pages: 2,
    createdAt: serverTimestamp(),
    status: 'pending',
    ...fields,
  };
}

/** A student's new submission: the record, its hash claimed and the counter moved, in one update. */
export function submitUpdate(
  uid: string,
  id: string,
  fields: Fields = {},
  sha256 = sha(1),
): Fields {
  return {
    [`submissions/${uid}/${id}`]: submissionRecord(uid, id, sha256, fields),
    [`hashes/${sha256}`]: { exam: 'cat1' },
    [`hashOwners/${sha256}`]: { uid, submission: id },
    [`contributors/${uid}/pending`]: increment(1),
    [`contributors/${uid}/lastAt`]: serverTimestamp(),
    [`contributors/${uid}/last`]: id,
  };
}

/**
 * A moderator's approval: published record, decision, counter, hash and (unless `credit` is
 * false) the sender's credit, in one update. The published file is `<id>-<sha256>` unless
 * `fileName` says otherwise.
 */
export function approveUpdate(
  moderator: string,
  uid: string,
  id: string,
  {
    sha256 = sha(1),
    fileName = `${id}-${sha256}`,
    credit = true,
  }: { sha256?: string; fileName?: string; credit?: boolean } = {},
): Fields {
  return {
    [`cat1/${id}`]: {
      name: ['Operating Systems', 'CSE2005', 'C1'],
      file_name: fileName,
      approvedBy: moderator,
      approvedAt: serverTimestamp(),
    },
    [`paperSources/cat1/${id}`]: `${uid}/${id}`,
    [`submissions/${uid}/${id}/status`]: 'approved',
    [`submissions/${uid}/${id}/decidedBy`]: moderator,
    [`submissions/${uid}/${id}/decidedAt`]: serverTimestamp(),
    [`submissions/${uid}/${id}/paperId`]: id,
    [`contributors/${uid}/pending`]: increment(-1),
    [`hashes/${sha256}/paperId`]: id,
    ...(credit
      ? { [`credits/${uid}/${id}`]: { coins: 100, at: serverTimestamp(), by: moderator } }
      : {}),
  };
}

/**
 * The accounts a rules test writes as, on the environment `testEnv()` returns once started:
 * a student (Google sign-in), a guest (anonymous), a moderator (password sign-in, with a verified
 * email when `verifiedModerator`), an email account, and nobody; `db` and `file` read and write
 * as one of them, `seed` and `stored` write and read past the rules.
 */
export function rulesRoles(
  testEnv: () => RulesTestEnvironment,
  { guestUid = 'anon', verifiedModerator = false } = {},
) {
  return {
    student: (uid: string) =>
      testEnv().authenticatedContext(uid, { firebase: { sign_in_provider: 'google.com' } }),
    guest: (uid = guestUid) =>
      testEnv().authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }),
    moderator: (uid = 'mod') =>
      testEnv().authenticatedContext(uid, {
        moderator: true,
        ...(verifiedModerator ? { email_verified: true } : {}),
        firebase: { sign_in_provider: 'password' },
      }),
    nobody: () => testEnv().unauthenticatedContext(),
    /** A password account, its email verified, or not yet (what a just-made account is). */
    emailAccount: (uid: string, verified: boolean) =>
      testEnv().authenticatedContext(uid, {
        email_verified: verified,
        firebase: { sign_in_provider: 'password' },
      }),
    db: (context: RulesTestContext) => context.database().ref(),
    /** Storage, as the account: a file put, its record read, the file deleted. */
    file: (context: RulesTestContext, name: string) => ({
      put: (bytes: Uint8Array<ArrayBuffer>, contentType: string) =>
        context
          .storage()
          .ref(name)
          .put(bytes, { contentType })
          .then(() => undefined),
      read: () => context.storage().ref(name).getMetadata(),
      remove: () => context.storage().ref(name).delete(),
    }),
    seed: (values: Fields) =>
      testEnv().withSecurityRulesDisabled((context) => context.database().ref().update(values)),
    stored: async (where: string) => {
      let value: unknown;
      await testEnv().withSecurityRulesDisabled(async (context) => {
        value = (await context.database().ref(where).get()).val();
      });
      return value;
    },
  };
}
