/**
 * Sending a paper and following it (docs/contributions.md), as calls into the Firebase SDK with
 * the handles passed in, so a page (through contributions.ts) and a test (its own client) share them.
 * The rules are the guard; these functions check first only to say why in words.
 */
import {
  get,
  increment,
  onValue,
  push,
  ref,
  serverTimestamp,
  update,
  type Database,
} from 'firebase/database';
import { ref as fileRef, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import {
  CONTRIBUTION_LIMITS,
  CONTRIBUTION_PATHS,
  SUBMISSION_ID,
  contributorSchema,
  hashOwnerSchema,
  hashRecordSchema,
  parseSubmissions,
  uploadPath,
  type HashClaim,
  type PaperDetails,
  type SubmissionEntry,
  type UnreadableSubmission,
} from '@vithelper/contracts/contributions';

export type ContributionHandles = { db: Database; storage: FirebaseStorage };

/** A send that did not happen, with what to tell the student. */
export class SubmitError extends Error {
  constructor(
    readonly reason:
      | 'duplicate'
      | 'too-many-pending'
      | 'too-soon'
      | 'refused'
      | 'upload-refused'
      | 'upload-failed',
    message: string,
    readonly existing?: HashClaim,
  ) {
    super(message);
    this.name = 'SubmitError';
  }
}

/** The file's SHA-256 as lower-case hex (Web Crypto). */
export async function sha256Hex(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether this exact file is taken, by a submission waiting for review or by a published paper;
 * null if not. `mine` when the signed-in student sent it: only they (and moderators) may read
 * its owner in hashOwners/, so for anyone else that read is refused and it is not theirs.
 */
export async function lookUpHash(db: Database, sha256: string): Promise<HashClaim | null> {
  const snapshot = await get(ref(db, `${CONTRIBUTION_PATHS.hashes}/${sha256}`));
  const parsed = hashRecordSchema.safeParse(snapshot.val());
  if (!parsed.success) return null;
  const owner = await get(ref(db, `${CONTRIBUTION_PATHS.hashOwners}/${sha256}`)).then(
    (found) => hashOwnerSchema.safeParse(found.val()).success,
    () => false,
  );
  return { ...parsed.data, mine: owner };
}

/** Why this student may not send now (the rules' limits, in words), or null. */
export async function sendingBlockedBecause(
  db: Database,
  uid: string,
  now = Date.now(),
): Promise<SubmitError | null> {
  const snapshot = await get(ref(db, `${CONTRIBUTION_PATHS.contributors}/${uid}`));
  const parsed = contributorSchema.safeParse(snapshot.val());
  if (!parsed.success) return null;
  if (parsed.data.pending >= CONTRIBUTION_LIMITS.maxPending) {
    return new SubmitError(
      'too-many-pending',
      `You have ${CONTRIBUTION_LIMITS.maxPending} papers waiting for review. Send more once some are reviewed.`,
    );
  }
  const wait = parsed.data.lastAt + CONTRIBUTION_LIMITS.minIntervalMs - now;
  if (wait > 0) {
    return new SubmitError(
      'too-soon',
      `One paper every ${CONTRIBUTION_LIMITS.minIntervalMs / 1000} seconds: try again in ${Math.ceil(wait / 1000)} s.`,
    );
  }
  return null;
}

export type NewSubmission = {
  uid: string;
  details: PaperDetails;
  bytes: Uint8Array;
  pages: number;
  /** 0 to 1 while the file uploads. */
  onProgress?: (fraction: number) => void;
};

/**
 * Uploads the PDF to uploads/<uid>/<id>.pdf (resumable, with progress), then writes the
 * submission, its hash claim and the counter in one update. Returns the submission id.
 */
export async function sendSubmission(
  { db, storage }: ContributionHandles,
  submission: NewSubmission,
): Promise<string> {
  const { uid, details, bytes, pages, onProgress } = submission;
  const sha256 = await sha256Hex(bytes);
  const existing = await lookUpHash(db, sha256);
  if (existing) {
    throw new SubmitError(
      'duplicate',
      'This exact file is already on VITHelper (published or waiting for review).',
      existing,
    );
  }
  const blocked = await sendingBlockedBecause(db, uid);
  if (blocked) throw blocked;
  const id = push(ref(db, `${CONTRIBUTION_PATHS.submissions}/${uid}`)).key;
  if (!id || !SUBMISSION_ID.test(id)) {
    throw new SubmitError('refused', 'Could not name the submission. Try again.');
  }
  const file = uploadPath(uid, id);
  try {
    const task = uploadBytesResumable(fileRef(storage, file), bytes, {
      contentType: 'application/pdf',
    });
    task.on('state_changed', (snapshot) =>
      onProgress?.(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
    );
    await task;
  } catch (error) {
    // Storage's 403 and the like, which no new try changes, apart from what may pass (offline,
    // a timeout, 5xx): an outbox keeps the reason instead of uploading the file again and again.
    const code = String((error as { code?: unknown } | null)?.code);
    throw /unauthori|unauthenticated|invalid-(argument|format)|no-default-bucket/.test(code)
      ? new SubmitError(
          'upload-refused',
          'Storage refused the file (permission denied). Sign in again with your student account, then send it again.',
        )
      : new SubmitError(
          'upload-failed',
          'The file could not be uploaded. Check your connection and send it again.',
        );
  }
  try {
    await update(ref(db), {
      [`${CONTRIBUTION_PATHS.submissions}/${uid}/${id}`]: {
        ...details,
        sha256,
        file,
        size: bytes.length,
        pages,
        createdAt: serverTimestamp(),
        status: 'pending',
      },
      [`${CONTRIBUTION_PATHS.hashes}/${sha256}`]: { exam: details.exam },
      [`${CONTRIBUTION_PATHS.hashOwners}/${sha256}`]: { uid, submission: id },
      [`${CONTRIBUTION_PATHS.contributors}/${uid}/pending`]: increment(1),
      [`${CONTRIBUTION_PATHS.contributors}/${uid}/lastAt`]: serverTimestamp(),
      [`${CONTRIBUTION_PATHS.contributors}/${uid}/last`]: id,
    });
  } catch {
    // Another device may have sent the same file or a paper in the same 10 s meanwhile.
    const reason = (await lookUpHash(db, sha256))
      ? new SubmitError('duplicate', 'This exact file was just sent by someone else.')
      : ((await sendingBlockedBecause(db, uid)) ??
        new SubmitError(
          'refused',
          'The paper was not accepted: check the details (course code like CSE2005, slot like A1+TA1) and sign in again.',
        ));
    throw reason;
  }
  return id;
}

/**
 * The student's submissions, oldest first, live, and those the app cannot read (listed apart so
 * they do not vanish); returns the unsubscribe function.
 */
export function watchSubmissions(
  db: Database,
  uid: string,
  onChange: (entries: SubmissionEntry[], unreadable: UnreadableSubmission[]) => void,
  onError: (error: Error) => void = () => undefined,
): () => void {
  return onValue(
    ref(db, `${CONTRIBUTION_PATHS.submissions}/${uid}`),
    (snapshot) => {
      const { entries, unreadable } = parseSubmissions(uid, snapshot.val());
      onChange(entries, unreadable);
    },
    onError,
  );
}
