/**
 * Deciding on contributed papers (docs/contributions.md, "The writes"): the queue as a live list,
 * a submission's PDF, editing its details, and Approve / Reject / Undo, each one multi-path update
 * the rules accept only from a moderator and only once. Calls into the Firebase SDK with the
 * handles passed in, so the page (through ./moderation.ts) and the tests share them.
 */
import {
  get,
  increment,
  onValue,
  ref,
  serverTimestamp,
  set,
  update,
  type Database,
} from 'firebase/database';
import {
  deleteObject,
  getBytes,
  getMetadata,
  ref as fileRef,
  uploadBytes,
  type FirebaseStorage,
  type StorageReference,
} from 'firebase/storage';
import {
  CONTRIBUTION_LIMITS,
  CONTRIBUTION_PATHS,
  REASON_MAX,
  SHA256_HEX,
  hashOwnerSchema,
  parseSubmissions,
  submissionSchema,
  type PaperDetails,
  hashRecordSchema,
  type SubmissionEntry,
  type UnreadableSubmission,
} from '@vithelper/contracts/contributions';
import type { ExamKind } from '@vithelper/contracts/papers';
import { paperQuestionsPath } from '@vithelper/contracts/questions/recent';
import { hasUnsafeChars, UNSAFE_TEXT_MESSAGE } from '@vithelper/contracts/common';
import { publishedPaperRecord, viewerPath } from '@vithelper/contracts/papers';
import type { ReportEntry } from '@vithelper/contracts/feedback';
import { PDF_FOLDER } from '@vithelper/contracts/papers';
import type { PaperOnRecord } from '@vithelper/feedback';
import { sha256Hex } from '../../../common/data/contributions-sdk';
import type { PaperQuestionsRecord } from './paper-questions';

/** The moderator's side of reports and requests (docs/feedback.md), in their own chunk. */
const feedbackSdk = () =>
  import(/* webpackChunkName: "feedback-moderation" */ './feedback-moderation-sdk');

export type ModerationHandles = { db: Database; storage: FirebaseStorage };

/** A decision that did not happen, with what to tell the moderator. */
export class ModerationError extends Error {
  constructor(
    readonly reason:
      | 'already-decided'
      | 'not-found'
      | 'copy-failed'
      | 'too-late'
      | 'refused'
      | 'own-paper'
      | 'name-taken',
    message: string,
    /** The submission as it is now, when someone else decided it. */
    readonly current?: SubmissionEntry,
  ) {
    super(message);
    this.name = 'ModerationError';
  }
}

const submissionPath = (entry: { uid: string; id: string }) =>
  `${CONTRIBUTION_PATHS.submissions}/${entry.uid}/${entry.id}`;

/** images/<file_name>.pdf: where a paper's PDF is published, beside the imported ones. */
const publishedPdfPath = (fileName: string) => `${PDF_FOLDER}/${fileName}.pdf`;

/**
 * The file_name an approval publishes a submission under: <submission id>-<its sha256>. The import
 * never makes a name ending in a SHA-256 (scripts/content/validate-content.ts), so no student's
 * choice of id can name an imported paper's file, and database.rules.json accepts no other name
 * for a new record.
 */
const approvedFileName = (entry: Pick<SubmissionEntry, 'id' | 'sha256'>) =>
  `${entry.id}-${entry.sha256}`;

/** Stamped on the object an approval creates, so its Undo deletes that object and no other. */
const PUBLISHED_FROM = 'publishedFrom';

/** Whether this moderator sent the submission: the rules let only someone else approve it. */
const isOwnSubmission = (entry: Pick<SubmissionEntry, 'uid'>, moderatorUid: string) =>
  entry.uid === moderatorUid;

/** The submission an object was published from: null when there is no object ('' unstamped). */
async function stampOf(file: StorageReference): Promise<string | null> {
  try {
    return (await getMetadata(file)).customMetadata?.[PUBLISHED_FROM] ?? '';
  } catch (error) {
    if ((error as { code?: unknown }).code === 'storage/object-not-found') return null;
    throw error;
  }
}

/**
 * Copies a submission's PDF to the new object its approval publishes, and says whether this call
 * created it. An object already there holding this submission's copy (another moderator
 * approving it at this moment, or an earlier attempt) is used as it is, and the one database
 * update decides; any other object under the name refuses the approval.
 */
async function copyForApproval(
  storage: FirebaseStorage,
  entry: SubmissionEntry,
  published: StorageReference,
): Promise<boolean> {
  const stamp = `${entry.uid}/${entry.id}`;
  const usable = (found: string) => {
    if (found === stamp) return false;
    throw new ModerationError(
      'name-taken',
      'A published file already has this paper’s name, so nothing was published or replaced.',
    );
  };
  try {
    const found = await stampOf(published);
    if (found !== null) return usable(found);
    const bytes = await getBytes(fileRef(storage, entry.file));
    // The web SDK has no "only if new" precondition (ifGenerationMatch=0): storage.rules let
    // images/ objects be created only, so an upload over an existing one is refused.
    await uploadBytes(published, bytes, {
      contentType: 'application/pdf',
      customMetadata: { [PUBLISHED_FROM]: stamp },
    });
    return true;
  } catch (error) {
    if (error instanceof ModerationError) throw error;
    const found = await stampOf(published).catch(() => null);
    if (found !== null) return usable(found);
    throw new ModerationError(
      'copy-failed',
      'The PDF could not be copied to the published papers. Check your connection and approve again.',
    );
  }
}

/**
 * Every student's submissions (pending and decided), oldest first, live, and apart from them the
 * stored records the app cannot read, so a moderator can still reject them; returns the
 * unsubscribe.
 */
export function watchAllSubmissions(
  db: Database,
  onChange: (entries: SubmissionEntry[], unreadable: UnreadableSubmission[]) => void,
  onError: (error: Error) => void = () => undefined,
): () => void {
  return onValue(
    ref(db, CONTRIBUTION_PATHS.submissions),
    (snapshot) => {
      const value: unknown = snapshot.val();
      const parsed =
        value && typeof value === 'object'
          ? Object.entries(value as Record<string, unknown>).map(([uid, mine]) =>
              parseSubmissions(uid, mine),
            )
          : [];
      const all = parsed.flatMap((one) => one.entries);
      onChange(
        all.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id)),
        parsed.flatMap((one) => one.unreadable),
      );
    },
    onError,
  );
}

/** The submission as stored now, or null. */
async function readSubmission(
  db: Database,
  entry: { uid: string; id: string },
): Promise<SubmissionEntry | null> {
  const parsed = submissionSchema.safeParse((await get(ref(db, submissionPath(entry)))).val());
  return parsed.success ? { ...parsed.data, uid: entry.uid, id: entry.id } : null;
}

/** Why this submission can no longer be decided, in words (someone else decided it). */
function alreadyDecided(current: SubmissionEntry): ModerationError {
  const what = current.status === 'approved' ? 'approved and published' : 'rejected';
  return new ModerationError(
    'already-decided',
    `Another moderator has already ${what} this paper. Nothing was changed.`,
    current,
  );
}

async function stillPending(db: Database, entry: SubmissionEntry): Promise<SubmissionEntry> {
  const current = await readSubmission(db, entry);
  if (!current) throw new ModerationError('not-found', 'This submission is no longer there.');
  if (current.status !== 'pending') throw alreadyDecided(current);
  return current;
}

/** After a refused write: decided meanwhile (the race), or refused for another reason. */
async function explainRefusal(db: Database, entry: SubmissionEntry, fallback: string) {
  const current = await readSubmission(db, entry).catch(() => null);
  if (current && current.status !== 'pending') return alreadyDecided(current);
  return new ModerationError('refused', fallback);
}

/** The submission's PDF (uploads/<uid>/<id>.pdf, which only its owner and moderators read). */
export async function fetchSubmissionPdf(
  storage: FirebaseStorage,
  entry: Pick<SubmissionEntry, 'file'>,
): Promise<ArrayBuffer> {
  return getBytes(fileRef(storage, entry.file));
}

/** Corrects the details of a pending submission (the rules keep its hash, file and size). */
export async function saveDetails(
  db: Database,
  entry: SubmissionEntry,
  details: PaperDetails,
): Promise<void> {
  await stillPending(db, entry);
  try {
    await update(ref(db, submissionPath(entry)), { ...details });
  } catch {
    throw await explainRefusal(
      db,
      entry,
      'The details were not saved: check the course code (like CSE2005) and slot (like A1+TA1).',
    );
  }
}

/**
 * The published record, checked by the paper schema (@vithelper/contracts/papers) before
 * anything is copied or written: a record the lists would skip is refused like one the rules
 * refuse, and nothing is left behind.
 */
function checkedRecord<T>(make: () => T): T {
  try {
    return make();
  } catch {
    throw new ModerationError(
      'refused',
      'The paper was not published: check the details (course name, course code like CSE2005, slot like A1+TA1).',
    );
  }
}

/**
 * Publishes a pending submission exactly like imported content: its PDF copied to a new object,
 * images/<id>-<sha256>.pdf (refused when that name is taken: storage.rules create it, never
 * overwrite it), then one update — the record in cat1/cat2/fat (with approvedBy, approvedAt and
 * the submission), the submission approved, the counter −1, the hash pointing at the paper and
 * 100 coins for the contributor; in the same update the open requests it answers close, with an
 * "Arrived" inbox item for each asker, and the contributor's inbox hears it is published.
 * `details`, when given, are the moderator's corrections.
 */
export async function approveSubmission(
  { db, storage }: ModerationHandles,
  moderatorUid: string,
  entry: SubmissionEntry,
  details?: PaperDetails,
): Promise<void> {
  if (isOwnSubmission(entry, moderatorUid)) {
    throw new ModerationError(
      'own-paper',
      'You sent this paper yourself, so another moderator has to approve it.',
    );
  }
  const current = await stillPending(db, entry);
  const paper = { ...current, ...details };
  const fileName = approvedFileName(current);
  const record = checkedRecord(() =>
    publishedPaperRecord({ ...paper, fileName }, moderatorUid, serverTimestamp()),
  );
  const published = fileRef(storage, publishedPdfPath(fileName));
  const created = await copyForApproval(storage, current, published);
  const path = submissionPath(entry);
  try {
    // docs/feedback.md, "The approval hook": the requests this paper answers close and their
    // askers hear it arrived, and the contributor hears it is published, in the same update.
    const { closeMatchedRequestsEntries, uploadDecidedEntries } = await feedbackSdk();
    const answered = {
      exam: paper.exam,
      paperId: entry.id,
      courseCode: paper.courseCode,
      courseName: paper.courseName,
      slot: paper.slot,
    };
    const told = {
      ...(await closeMatchedRequestsEntries(db, moderatorUid, answered)),
      ...uploadDecidedEntries(
        db,
        moderatorUid,
        { ...answered, uid: entry.uid },
        {
          status: 'approved',
          paperId: entry.id,
        },
      ),
    };
    await update(ref(db), {
      ...told,
      [`${paper.exam}/${entry.id}`]: record,
      [`${CONTRIBUTION_PATHS.paperSources}/${paper.exam}/${entry.id}`]: `${entry.uid}/${entry.id}`,
      ...(details
        ? {
            [`${path}/exam`]: paper.exam,
            [`${path}/courseCode`]: paper.courseCode,
            [`${path}/courseName`]: paper.courseName,
            [`${path}/slot`]: paper.slot,
          }
        : {}),
      [`${path}/status`]: 'approved',
      [`${path}/decidedBy`]: moderatorUid,
      [`${path}/decidedAt`]: serverTimestamp(),
      [`${path}/paperId`]: entry.id,
      [`${CONTRIBUTION_PATHS.contributors}/${entry.uid}/pending`]: increment(-1),
      [`${CONTRIBUTION_PATHS.hashes}/${current.sha256}/exam`]: paper.exam,
      [`${CONTRIBUTION_PATHS.hashes}/${current.sha256}/paperId`]: entry.id,
      [`${CONTRIBUTION_PATHS.credits}/${entry.uid}/${entry.id}`]: {
        coins: CONTRIBUTION_LIMITS.rewardCoins,
        at: serverTimestamp(),
        by: moderatorUid,
      },
    });
  } catch {
    const refusal = await explainRefusal(
      db,
      entry,
      'The paper was not published: check the details (course code like CSE2005, slot like A1+TA1).',
    );
    // Unless another moderator published it meanwhile, nothing lists the object this call
    // created: it goes, so that approving again creates it anew.
    if (created && refusal.current?.status !== 'approved') {
      await deleteObject(published).catch(() => undefined);
    }
    throw refusal;
  }
}

/**
 * Rejects a pending submission with the reason its contributor reads (on the submission and in
 * their inbox); its file may be sent again.
 */
export async function rejectSubmission(
  db: Database,
  moderatorUid: string,
  entry: SubmissionEntry,
  reason: string,
): Promise<void> {
  const text = checkedReason(reason);
  const current = await stillPending(db, entry);
  const { uploadDecidedEntries } = await feedbackSdk();
  const path = submissionPath(entry);
  try {
    await update(ref(db), {
      ...uploadDecidedEntries(db, moderatorUid, current, { status: 'rejected', reason: text }),
      [`${path}/status`]: 'rejected',
      [`${path}/reason`]: text,
      [`${path}/decidedBy`]: moderatorUid,
      [`${path}/decidedAt`]: serverTimestamp(),
      [`${CONTRIBUTION_PATHS.contributors}/${entry.uid}/pending`]: increment(-1),
      [`${CONTRIBUTION_PATHS.hashes}/${current.sha256}`]: null,
      [`${CONTRIBUTION_PATHS.hashOwners}/${current.sha256}`]: null,
    });
  } catch {
    throw await explainRefusal(db, entry, 'The rejection was not saved. Try again.');
  }
}

/** A rejection reason as the rules take it (trimmed, 1 to 500 characters, nothing invisible). */
function checkedReason(reason: string): string {
  const text = reason.trim();
  if (!text) throw new ModerationError('refused', 'Say why the paper is rejected.');
  if (text.length > REASON_MAX)
    throw new ModerationError('refused', `Keep the reason under ${REASON_MAX} characters.`);
  if (hasUnsafeChars(text, { multiline: true })) {
    throw new ModerationError('refused', UNSAFE_TEXT_MESSAGE);
  }
  return text;
}

/**
 * Rejects a stored submission the app cannot read (saved under older, looser rules), so it
 * leaves the queue and its file may be sent again: its status, reason and decision written, the
 * counter −1, and its hash claim dropped when the claim is this submission's. The contributor
 * reads the reason in My contributions.
 * @public Called as `sdk.rejectUnreadable` on the lazily loaded module, which knip cannot follow.
 */
export async function rejectUnreadable(
  db: Database,
  moderatorUid: string,
  item: Pick<UnreadableSubmission, 'uid' | 'id'>,
  reason: string,
): Promise<void> {
  const text = checkedReason(reason);
  const path = submissionPath(item);
  const raw = (await get(ref(db, path))).val() as Record<string, unknown> | null;
  if (!raw || typeof raw !== 'object') {
    throw new ModerationError('not-found', 'This submission is no longer there.');
  }
  if (raw.status !== 'pending') {
    throw new ModerationError(
      'already-decided',
      'This submission is no longer waiting for review.',
    );
  }
  const sha256 = typeof raw.sha256 === 'string' && SHA256_HEX.test(raw.sha256) ? raw.sha256 : null;
  const claimed = sha256 ? await claimedBy(db, sha256, item) : false;
  try {
    await update(ref(db), {
      [`${path}/status`]: 'rejected',
      [`${path}/reason`]: text,
      [`${path}/decidedBy`]: moderatorUid,
      [`${path}/decidedAt`]: serverTimestamp(),
      [`${CONTRIBUTION_PATHS.contributors}/${item.uid}/pending`]: increment(-1),
      ...(sha256 && claimed
        ? {
            [`${CONTRIBUTION_PATHS.hashes}/${sha256}`]: null,
            [`${CONTRIBUTION_PATHS.hashOwners}/${sha256}`]: null,
          }
        : {}),
    });
  } catch {
    throw new ModerationError(
      'refused',
      'The rejection was not saved: another moderator may have decided it. Try again.',
    );
  }
}

/** Whether the hash is claimed by this submission (and not published as a paper). */
async function claimedBy(db: Database, sha256: string, item: { uid: string; id: string }) {
  const [marker, owner] = await Promise.all([
    get(ref(db, `${CONTRIBUTION_PATHS.hashes}/${sha256}`)),
    get(ref(db, `${CONTRIBUTION_PATHS.hashOwners}/${sha256}`)),
  ]);
  const markerValue = marker.val() as { paperId?: unknown } | null;
  if (markerValue?.paperId !== undefined) return false;
  const parsed = hashOwnerSchema.safeParse(owner.val());
  return parsed.success && parsed.data.uid === item.uid && parsed.data.submission === item.id;
}

/**
 * Whether an approval may still be undone (a day after it, by the rules).
 * @public Called as `sdk.canUndo` on the lazily loaded module, which knip cannot follow.
 */
export const canUndo = (entry: SubmissionEntry, now = Date.now()) =>
  entry.status === 'approved' &&
  entry.decidedAt !== undefined &&
  now - entry.decidedAt < CONTRIBUTION_LIMITS.undoWindowMs;

/**
 * Unpublishes an approved paper within a day: the record and the credit deleted, the hash back to
 * the student's claim, the submission pending again, the requests it answered open again; then
 * the object its approval created removed (images/<id>-<sha256>.pdf, when it carries this
 * submission's stamp), and never any other file: not an imported paper's, nor a replacement's.
 */
export async function undoApproval(
  { db, storage }: ModerationHandles,
  entry: SubmissionEntry,
): Promise<void> {
  const current = await readSubmission(db, entry);
  if (!current || current.status !== 'approved' || !current.paperId) {
    throw new ModerationError('refused', 'Only a published paper can be unpublished.');
  }
  if (!canUndo(current)) {
    throw new ModerationError('too-late', 'An approval can be undone for one day only.');
  }
  const path = submissionPath(entry);
  try {
    await update(ref(db), {
      // The requests it answered wait again (docs/feedback.md).
      ...(await (
        await feedbackSdk()
      ).reopenRequestsEntries(db, { exam: current.exam, paperId: current.paperId })),
      [`${current.exam}/${current.paperId}`]: null,
      [`${CONTRIBUTION_PATHS.paperSources}/${current.exam}/${current.paperId}`]: null,
      // Its questions leave the course's bank with it.
      [paperQuestionsPath(current.exam, current.paperId)]: null,
      [`${CONTRIBUTION_PATHS.credits}/${entry.uid}/${entry.id}`]: null,
      [`${CONTRIBUTION_PATHS.hashes}/${current.sha256}/paperId`]: null,
      [`${path}/status`]: 'pending',
      [`${path}/decidedBy`]: null,
      [`${path}/decidedAt`]: null,
      [`${path}/paperId`]: null,
      [`${CONTRIBUTION_PATHS.contributors}/${entry.uid}/pending`]: increment(1),
    });
  } catch {
    const now = await readSubmission(db, entry).catch(() => null);
    throw now && now.status === 'pending'
      ? new ModerationError(
          'already-decided',
          'Another moderator has already undone this approval.',
          now,
        )
      : new ModerationError('refused', 'The approval could not be undone. Try again.');
  }
  // The record is gone, so nothing links to the file; a failed delete leaves an unlisted file.
  const created = fileRef(storage, publishedPdfPath(approvedFileName(current)));
  await stampOf(created)
    .then((stamp) => (stamp === `${entry.uid}/${entry.id}` ? deleteObject(created) : undefined))
    .catch(() => undefined);
}

/** The outcome of one item of "Approve selected". */
export type BatchResult = { entry: SubmissionEntry; error?: ModerationError };

/** Approves several, one update each (one refused item does not stop the others). */
export async function approveMany(
  handles: ModerationHandles,
  moderatorUid: string,
  entries: readonly SubmissionEntry[],
): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  for (const entry of entries) {
    try {
      await approveSubmission(handles, moderatorUid, entry);
      results.push({ entry });
    } catch (error) {
      results.push({
        entry,
        error:
          error instanceof ModerationError
            ? error
            : new ModerationError('refused', 'The paper was not published. Try again.'),
      });
    }
  }
  return results;
}

/** Where a published paper's text is kept for search inside papers (database.rules.json). */
const paperTextPath = (exam: string, paperId: string) => `paperTexts/${exam}/${paperId}`;
/** The rules' limits: at most 60 pages, each at most 20 000 characters (longer text is cut). */
const TEXT_LIMITS = { pages: 60, chars: 20_000 };

/**
 * Stores a just-published paper's text, page by page, so search inside papers finds it before the
 * next index build (its "recent" part reads paperTexts/<exam> newer than the build). Called after
 * the approval succeeded, separately from it: a failure here never undoes a publication.
 * @public Called as `sdk.storePaperText` on the lazily loaded module, which knip cannot follow.
 */
export async function storePaperText(
  db: Database,
  moderatorUid: string,
  exam: string,
  paperId: string,
  pages: readonly string[],
): Promise<void> {
  await set(ref(db, paperTextPath(exam, paperId)), {
    pages: pages.slice(0, TEXT_LIMITS.pages).map((text) => text.slice(0, TEXT_LIMITS.chars)),
    at: serverTimestamp(),
    by: moderatorUid,
  });
}

/**
 * Stores a just-published paper's questions (./paper-questions.ts) for its course's bank until
 * the next build; like its text, apart from the approval.
 * @public Called as `sdk.storePaperQuestions` on the lazily loaded module, which knip cannot follow.
 */
export async function storePaperQuestions(
  db: Database,
  moderatorUid: string,
  exam: ExamKind,
  paperId: string,
  record: PaperQuestionsRecord,
): Promise<void> {
  await set(ref(db, paperQuestionsPath(exam, paperId)), {
    ...record,
    at: serverTimestamp(),
    by: moderatorUid,
  });
}

/**
 * Sets a published paper's year (read from its text after the approval) when its record has
 * none: lists, the viewer and the downloaded file name show it (packages/contracts/src/papers/paper-year.ts).
 * @public Called as `sdk.storePaperYear` on the lazily loaded module, which knip cannot follow.
 */
export async function storePaperYear(
  db: Database,
  exam: string,
  paperId: string,
  year: number,
): Promise<boolean> {
  const record = ref(db, `${exam}/${paperId}`);
  const current = (await get(record)).val() as { year?: unknown; file_name?: unknown } | null;
  if (!current || current.year !== undefined) return false;
  await set(ref(db, `${exam}/${paperId}/year`), year);
  return true;
}

/** images/<paperId>-<sha256>.pdf: a new name for every new file, never over the old one. */
const replacementFileName = (paperId: string, sha256: string) => `${paperId}-${sha256}`;

/** The SHA-256 of the paper's current file, as its name or its submission records it. */
async function currentFileHash(db: Database, exam: string, paperId: string, fileName: string) {
  const named = /-([0-9a-f]{64})$/.exec(fileName)?.[1];
  if (named) return named;
  const submission = (
    await get(ref(db, `${CONTRIBUTION_PATHS.paperSources}/${exam}/${paperId}`))
  ).val() as unknown;
  if (typeof submission !== 'string') return null;
  const sha256 = (
    await get(ref(db, `${CONTRIBUTION_PATHS.submissions}/${submission}/sha256`))
  ).val() as unknown;
  return typeof sha256 === 'string' ? sha256 : null;
}

/**
 * Replaces a published paper's PDF and resolves its open reports as fixed: the file goes to a
 * new object, images/<paperId>-<sha256>.pdf, then one update points the record's file_name at
 * it, records the new hash for the paper (so a duplicate of it is refused) and drops the old
 * file's hash entry, and tells every reporter. The old object stays where it was. Returns the
 * paper as it now is.
 */
export async function replacePaperFile(
  { db, storage }: ModerationHandles,
  moderatorUid: string,
  target: { exam: ExamKind; paperId: string },
  /** The new PDF, as checked by the page (a PDF within the limits). */
  bytes: Uint8Array,
  reports: readonly ReportEntry[] = [],
): Promise<PaperOnRecord> {
  const { exam, paperId } = target;
  const [{ readPaper }, { resolveReportsEntries }] = await Promise.all([
    import(/* webpackChunkName: "feedback-sdk" */ '@vithelper/feedback'),
    feedbackSdk(),
  ]);
  const sha256 = await sha256Hex(bytes);
  const paper = await readPaper(db, exam, paperId);
  if (!paper?.fileName) {
    throw new ModerationError('not-found', 'This paper is no longer listed.');
  }
  const holder = hashRecordSchema.safeParse(
    (await get(ref(db, `${CONTRIBUTION_PATHS.hashes}/${sha256}`))).val(),
  );
  if (holder.success) {
    throw new ModerationError(
      'refused',
      holder.data.paperId === paperId && holder.data.exam === exam
        ? 'This is the file the paper already has. Choose the corrected PDF.'
        : holder.data.paperId
          ? `This exact file is already published as another paper (${viewerPath(holder.data.exam, holder.data.paperId)}). Remove this one to the trash instead.`
          : 'This exact file is waiting in the queue as a student’s submission. Decide that one instead.',
    );
  }
  const fileName = replacementFileName(paperId, sha256);
  try {
    await uploadBytes(fileRef(storage, publishedPdfPath(fileName)), bytes, {
      contentType: 'application/pdf',
    });
  } catch {
    throw new ModerationError(
      'copy-failed',
      'The new PDF could not be uploaded. Check your connection and try again; nothing has changed.',
    );
  }
  const oldHash = await currentFileHash(db, exam, paperId, paper.fileName);
  const oldHolder = oldHash
    ? hashRecordSchema.safeParse(
        (await get(ref(db, `${CONTRIBUTION_PATHS.hashes}/${oldHash}`))).val(),
      )
    : null;
  const fixed: PaperOnRecord = { ...paper, fileName };
  try {
    await update(ref(db), {
      [`${exam}/${paperId}/file_name`]: fileName,
      [`${CONTRIBUTION_PATHS.hashes}/${sha256}`]: { exam, paperId },
      ...(oldHash && oldHolder?.success && oldHolder.data.paperId === paperId
        ? {
            [`${CONTRIBUTION_PATHS.hashes}/${oldHash}`]: null,
            [`${CONTRIBUTION_PATHS.hashOwners}/${oldHash}`]: null,
          }
        : {}),
      ...(reports.length > 0
        ? resolveReportsEntries(db, moderatorUid, reports, 'fixed', { paper: fixed })
        : {}),
    });
  } catch {
    throw new ModerationError(
      'refused',
      'The file was not replaced: another moderator may have resolved these reports or replaced it. The list shows them as they are now.',
    );
  }
  return fixed;
}
