/**
 * The moderation data layer (remotes/contribute/src/features/moderate/data/moderation-sdk.ts) with the real SDK against the
 * emulator and the repo's rules: a moderator sees every student's queue, approves a paper (its PDF
 * copied to images/, the record published with who and when, 100 coins), a second moderator on the
 * same item is told it was decided and nothing is published twice, a rejection carries its reason
 * to the student, an approval is undone, and a student can do none of it.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { get, ref, update } from 'firebase/database';
import { getBytes, ref as fileRef } from 'firebase/storage';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getCollections } from '@vithelper/shared';
import { emptyCollections } from '@vithelper/contracts/content';
import { setCollections } from '@vithelper/shared/bus-writers';
import type { SubmissionEntry } from '@vithelper/contracts/contributions';
import { parseInbox } from '@vithelper/contracts/inbox';
import { requestPaper, voteRequest } from '@vithelper/feedback';
import { sendReport } from '@vithelper/exams/report-sdk';
import { watchOpenReports, type PaperReports } from '@vithelper/contribute/feedback-moderation-sdk';
import { watchPublishedPapers } from '@vithelper/shell/published-papers';
import { coins$, watchCoinsOn } from '@vithelper/shell/coins-sdk';
import { lookUpHash, sendSubmission, sha256Hex } from '@vithelper/contribute/contributions-sdk';
import {
  approveMany,
  approveSubmission,
  fetchSubmissionPdf,
  ModerationError,
  rejectSubmission,
  replacePaperFile,
  saveDetails,
  undoApproval,
  watchAllSubmissions,
} from '@vithelper/contribute/moderation-sdk';
import type { RunningEmulator } from '../emulator/src/index';
import { createClient, type TestClient } from '../emulator/src/testing/firebase-client';
import { verifyEmail } from '../emulator/src/testing/verify-email';
import { createTestEnv, type TestEnv } from '../emulator/src/testing/test-emulator';

jest.setTimeout(120_000);

async function paperPdf(title: string, pages = 1): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 0; n < pages; n += 1) {
    pdf.addPage().drawText(title, { x: 50, y: 700, font });
  }
  return pdf.save();
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

const details = (courseCode: string, slot = 'A1') => ({
  exam: 'cat1' as const,
  courseCode,
  courseName: 'Operating Systems',
  slot,
});

describe('moderating contributed papers', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let admin: App;
  let students: TestClient[];
  let moderator: TestClient;
  let second: TestClient;
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  /** One submission per student (the rules allow one per 10 s each), queued in this order. */
  const sent: SubmissionEntry[] = [];
  let queue: SubmissionEntry[] = [];
  let stop: () => void = () => undefined;

  const signInModerator = async (name: string, email: string) => {
    const client = createClient(emulator, name);
    const { user } = await createUserWithEmailAndPassword(client.auth, email, 'secret-123');
    await getAuth(admin).setCustomUserClaims(user.uid, { moderator: true });
    await signInWithEmailAndPassword(client.auth, email, 'secret-123');
    await client.auth.currentUser!.getIdToken(true);
    return client;
  };

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    await emulator.authReady();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${emulator.ports.auth}`;
    admin = initializeApp({ projectId: 'demo-vithelper' }, 'moderation-flow-admin');
    students = [];
    for (const [n, code] of ['CSE2005', 'MAT3003', 'PHY1001', 'CHY1002'].entries()) {
      const client = createClient(emulator, `moderation-student-${n}`);
      await createUserWithEmailAndPassword(client.auth, `s${n}@example.com`, 'secret-123');
      await verifyEmail(client, emulator);
      students.push(client);
      const uid = client.auth.currentUser!.uid;
      const id = await sendSubmission(client, {
        uid,
        details: details(code),
        bytes: await paperPdf(`CAT-1 ${code}`),
        pages: 1,
      });
      const stored = await get(ref(client.db, `submissions/${uid}/${id}`));
      sent.push({ ...(stored.val() as SubmissionEntry), uid, id });
    }
    moderator = await signInModerator('moderation-mod', 'mod@example.com');
    second = await signInModerator('moderation-mod2', 'mod2@example.com');
    stop = watchAllSubmissions(moderator.db, (entries) => {
      queue = entries;
    });
    await until(() => queue.length === sent.length);
  });
  afterAll(async () => {
    stop();
    for (const client of [...students, moderator, second]) await client.close();
    await deleteApp(admin);
    if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
    await env.cleanup();
  });

  it('lists every student’s submissions oldest first, each PDF readable by the moderator', async () => {
    expect(queue.map((entry) => [entry.courseCode, entry.status])).toEqual([
      ['CSE2005', 'pending'],
      ['MAT3003', 'pending'],
      ['PHY1001', 'pending'],
      ['CHY1002', 'pending'],
    ]);
    const bytes = await fetchSubmissionPdf(moderator.storage, queue[0]!);
    expect(await sha256Hex(bytes)).toBe(queue[0]!.sha256);
  });

  it('approves with corrected details: published like imported content, with who and when, and 100 coins', async () => {
    const entry = sent[0]!;
    // A visitor's open lists and the contributor's header, both live.
    setCollections(emptyCollections());
    const stopPublished = watchPublishedPapers(students[1]!.db);
    const coins: (number | null)[] = [];
    const subscription = coins$.subscribe((value) => coins.push(value));
    const stopCoins = watchCoinsOn(students[0]!.db, entry.uid);
    await until(() => coins[coins.length - 1] === 0);

    // Open requests for this paper (docs/feedback.md): one for its slot with a second voter,
    // one for any slot (spelt loosely), and one for another slot, which it does not answer.
    const uidOf = (n: number) => students[n]!.auth.currentUser!.uid;
    const { key: slotKey } = await requestPaper(students[1]!.db, uidOf(1), {
      exam: 'cat1',
      courseCode: 'CSE2005',
      slot: 'C1',
    });
    await voteRequest(students[2]!.db, uidOf(2), slotKey);
    const { key: anyKey } = await requestPaper(students[3]!.db, uidOf(3), {
      exam: 'cat1',
      courseCode: 'cse 2005',
    });
    const { key: otherKey } = await requestPaper(students[3]!.db, uidOf(3), {
      exam: 'cat1',
      courseCode: 'CSE2005',
      slot: 'A2',
    });

    const modUid = moderator.auth.currentUser!.uid;
    await approveSubmission(moderator, modUid, entry, {
      ...details('CSE2005', 'C1'),
      courseName: 'Operating Systems Concepts',
    });
    const paper = (await get(ref(students[1]!.db, `cat1/${entry.id}`))).val() as Record<
      string,
      unknown
    >;
    expect(paper).toEqual({
      name: ['Operating Systems Concepts', 'CSE2005', 'C1'],
      file_name: `${entry.id}-${entry.sha256}`,
      approvedBy: modUid,
      approvedAt: expect.any(Number) as unknown,
    });
    expect((await get(ref(moderator.db, `paperSources/cat1/${entry.id}`))).val()).toBe(
      `${entry.uid}/${entry.id}`,
    );
    expect(typeof paper.approvedAt).toBe('number');
    const published = await getBytes(
      fileRef(students[1]!.storage, `images/${entry.id}-${entry.sha256}.pdf`),
    );
    expect(await sha256Hex(published)).toBe(entry.sha256);
    const owner = students[0]!;
    const mine = (await get(ref(owner.db, `submissions/${entry.uid}/${entry.id}`))).val();
    expect(mine).toMatchObject({ status: 'approved', decidedBy: modUid, paperId: entry.id });
    const credits = (await get(ref(owner.db, `credits/${entry.uid}`))).val();
    expect(credits).toMatchObject({ [entry.id]: { coins: 100, by: modUid } });
    expect((await get(ref(owner.db, `contributors/${entry.uid}/pending`))).val()).toBe(0);
    expect((await get(ref(owner.db, `hashes/${entry.sha256}`))).val()).toMatchObject({
      paperId: entry.id,
    });
    // In the same update: the answered requests closed, naming the paper; the other still open.
    const requests = (await get(ref(moderator.db, 'requests'))).val() as Record<
      string,
      { status: string; paperId?: string; closedBy?: string }
    >;
    expect(requests[slotKey]).toMatchObject({
      status: 'closed',
      paperId: entry.id,
      closedBy: modUid,
    });
    expect(requests[anyKey]).toMatchObject({ status: 'closed', paperId: entry.id });
    expect(requests[otherKey]).toMatchObject({ status: 'open' });
    expect(requests[otherKey]!.paperId).toBeUndefined();
    // Everyone who asked or voted reads "Arrived" once, linking to the viewer; the contributor
    // reads that their paper is published.
    const inboxOf = async (n: number) =>
      parseInbox((await get(ref(students[n]!.db, `inbox/${uidOf(n)}`))).val(), {}).map(
        ({ kind, title, link, outcome }) => ({ kind, title, link, outcome }),
      );
    const arrived = {
      kind: 'arrived',
      title: 'CSE2005 Operating Systems Concepts (CAT-1, C1) has arrived',
      link: `/cat1papers/${entry.id}`,
      outcome: undefined,
    };
    expect(await inboxOf(1)).toEqual([arrived]);
    expect(await inboxOf(2)).toEqual([arrived]);
    expect(await inboxOf(3)).toEqual([arrived]);
    expect(await inboxOf(0)).toEqual([
      {
        kind: 'upload',
        title: 'Your paper CSE2005 Operating Systems Concepts (CAT-1, C1) is published',
        link: `/cat1papers/${entry.id}`,
        outcome: 'approved',
      },
    ]);
    await until(() => coins[coins.length - 1] === 100);
    await until(() => getCollections()!.cat1.some((paper) => paper.id === entry.id));
    expect(getCollections()!.cat1).toEqual([
      {
        id: entry.id,
        name: ['Operating Systems Concepts', 'CSE2005', 'C1'],
        file_name: `${entry.id}-${entry.sha256}`,
        // Published papers carry their time, which the lists' change-only refresh asks by.
        approvedAt: expect.any(Number),
      },
    ]);
    stopCoins();
    subscription.unsubscribe();
    stopPublished();
  });

  it('tells the second moderator on one item that it was decided, and publishes nothing twice', async () => {
    const entry = sent[1]!;
    const modUid = moderator.auth.currentUser!.uid;
    const secondUid = second.auth.currentUser!.uid;
    // Both start from the same pending item; both requests race to the database.
    const results = await Promise.allSettled([
      approveSubmission(moderator, modUid, entry),
      approveSubmission(second, secondUid, entry),
    ]);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    const error = (refused[0] as PromiseRejectedResult).reason as ModerationError;
    expect(error).toBeInstanceOf(ModerationError);
    expect(error.reason).toBe('already-decided');
    expect(error.message).toBe(
      'Another moderator has already approved and published this paper. Nothing was changed.',
    );
    const paper = (await get(ref(moderator.db, `cat1/${entry.id}`))).val() as {
      approvedBy: string;
    };
    const winner = results[0]!.status === 'fulfilled' ? modUid : secondUid;
    expect(paper.approvedBy).toBe(winner);
    const owner = students[1]!;
    expect((await get(ref(owner.db, `contributors/${entry.uid}/pending`))).val()).toBe(0);

    // Later, after seeing it decided, a rejection is refused the same way.
    await expect(rejectSubmission(second.db, secondUid, entry, 'Blurred')).rejects.toMatchObject({
      reason: 'already-decided',
    });
  });

  it('rejects with a reason the contributor reads, and frees the file to be sent again', async () => {
    const entry = sent[2]!;
    const modUid = moderator.auth.currentUser!.uid;
    await expect(rejectSubmission(moderator.db, modUid, entry, '  ')).rejects.toMatchObject({
      message: 'Say why the paper is rejected.',
    });
    await rejectSubmission(moderator.db, modUid, entry, 'Wrong exam: this is a FAT paper');
    const owner = students[2]!;
    const mine = (await get(ref(owner.db, `submissions/${entry.uid}/${entry.id}`))).val();
    expect(mine).toMatchObject({
      status: 'rejected',
      reason: 'Wrong exam: this is a FAT paper',
      decidedBy: modUid,
    });
    expect((await get(ref(owner.db, `hashes/${entry.sha256}`))).exists()).toBe(false);
    expect((await get(ref(moderator.db, `cat1/${entry.id}`))).exists()).toBe(false);
    // The contributor's inbox says so too, with the reason (beside the paper that arrived).
    const inbox = parseInbox((await get(ref(owner.db, `inbox/${entry.uid}`))).val(), {});
    expect(inbox.filter((item) => item.kind === 'upload')).toEqual([
      expect.objectContaining({
        title: 'Your paper PHY1001 Operating Systems (CAT-1, A1) was not published',
        outcome: 'rejected',
        reason: 'Wrong exam: this is a FAT paper',
        link: '/contribute',
      }),
    ]);
  });

  it('undoes an approval: unpublished, coins taken back, waiting again', async () => {
    const entry = sent[0]!;
    const stopPublished = watchPublishedPapers(students[1]!.db);
    await until(() => getCollections()!.cat1.some((paper) => paper.id === entry.id));
    await until(() => queue.find((item) => item.id === entry.id)?.status === 'approved');
    await undoApproval(
      moderator,
      queue.find((item) => item.id === entry.id)!,
    );
    expect((await get(ref(moderator.db, `cat1/${entry.id}`))).exists()).toBe(false);
    const owner = students[0]!;
    expect((await get(ref(owner.db, `credits/${entry.uid}`))).exists()).toBe(false);
    const mine = (await get(ref(owner.db, `submissions/${entry.uid}/${entry.id}`))).val() as Record<
      string,
      unknown
    >;
    expect(mine.status).toBe('pending');
    expect(mine).not.toHaveProperty('decidedBy');
    expect((await get(ref(owner.db, `contributors/${entry.uid}/pending`))).val()).toBe(1);
    // The requests its approval closed are open again, naming no paper; the others are untouched.
    const requests = Object.values(
      (await get(ref(moderator.db, 'requests'))).val() as Record<string, Record<string, unknown>>,
    );
    expect(requests.map((request) => [request.courseCode, request.slot, request.status])).toEqual([
      ['CSE2005', 'A2', 'open'],
      ['CSE2005', 'C1', 'open'],
      ['CSE2005', undefined, 'open'],
    ]);
    expect(requests.filter((request) => 'paperId' in request || 'closedBy' in request)).toEqual([]);
    await expect(
      getBytes(fileRef(students[1]!.storage, `images/${entry.id}-${entry.sha256}.pdf`)),
    ).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await until(() => queue.find((item) => item.id === entry.id)?.status === 'pending');
    // Gone from an open list too.
    await until(() => !getCollections()!.cat1.some((paper) => paper.id === entry.id));
    stopPublished();
  });

  it('refuses a student’s reads of the queue, edits and approvals, by the rules', async () => {
    const student = students[3]!;
    const uid = student.auth.currentUser!.uid;
    const entry = sent[3]!;
    await expect(get(ref(student.db, 'submissions'))).rejects.toThrow(/permission/i);
    await expect(saveDetails(student.db, entry, details('CHY1002', 'B1'))).rejects.toMatchObject({
      reason: 'refused',
    });
    // Its own paper is refused before anything is copied; the database write is refused too.
    await expect(approveSubmission(student, uid, entry)).rejects.toMatchObject({
      reason: 'own-paper',
    });
    await expect(
      update(ref(student.db), {
        [`submissions/${uid}/${entry.id}/status`]: 'approved',
        [`submissions/${uid}/${entry.id}/decidedBy`]: uid,
        [`credits/${uid}/${entry.id}`]: { coins: 100, at: Date.now(), by: uid },
      }),
    ).rejects.toThrow(/permission/i);
    expect((await get(ref(student.db, `submissions/${uid}/${entry.id}/status`))).val()).toBe(
      'pending',
    );
  });

  it('approves several at once, each on its own', async () => {
    await until(() => queue.filter((item) => item.status === 'pending').length === 2);
    const pending = queue.filter((item) => item.status === 'pending');
    const results = await approveMany(moderator, moderator.auth.currentUser!.uid, pending);
    expect(results.map((result) => [result.entry.courseCode, result.error?.reason])).toEqual([
      ['CSE2005', undefined],
      ['CHY1002', undefined],
    ]);
    for (const entry of pending) {
      expect((await get(ref(students[0]!.db, `cat1/${entry.id}`))).exists()).toBe(true);
    }
  });
  it('replaces a reported paper’s file with a new object, its hash claimed, and tells the reporter', async () => {
    const entry = sent[0]!;
    const reporter = students[1]!;
    const reporterUid = reporter.auth.currentUser!.uid;
    await until(() => queue.find((item) => item.id === entry.id)?.status === 'approved');
    await sendReport(reporter.db, {
      uid: reporterUid,
      exam: 'cat1',
      paperId: entry.id,
      input: { kind: 'unreadable' },
    });
    let open: PaperReports[] = [];
    const stopReports = watchOpenReports(moderator.db, (papers) => {
      open = papers;
    });
    await until(() => open.some((paper) => paper.paperId === entry.id));
    const reports = open.find((paper) => paper.paperId === entry.id)!.reports;
    stopReports();

    const modUid = moderator.auth.currentUser!.uid;
    const target = { exam: 'cat1' as const, paperId: entry.id };
    const bytes = await paperPdf('CAT-1 CSE2005, readable', 2);
    const sha256 = await sha256Hex(bytes);
    // A student cannot: the upload into images/ is refused before anything is written.
    await expect(
      replacePaperFile(students[0]!, students[0]!.auth.currentUser!.uid, target, bytes, reports),
    ).rejects.toMatchObject({ reason: 'copy-failed' });
    // The same file again, or another published paper's file, is refused in words.
    await expect(
      replacePaperFile(moderator, modUid, target, await paperPdf('CAT-1 CHY1002'), reports),
    ).rejects.toThrow(/already published as another paper/);

    const paper = await replacePaperFile(moderator, modUid, target, bytes, reports);
    expect(paper.fileName).toBe(`${entry.id}-${sha256}`);
    const record = (await get(ref(reporter.db, `cat1/${entry.id}`))).val() as Record<
      string,
      unknown
    >;
    expect(record).toMatchObject({ file_name: `${entry.id}-${sha256}`, approvedBy: modUid });
    const stored = await getBytes(fileRef(reporter.storage, `images/${entry.id}-${sha256}.pdf`));
    expect(await sha256Hex(stored)).toBe(sha256);
    // The old object stays; the hash index now names the new file, and the old one is free.
    await getBytes(fileRef(reporter.storage, `images/${entry.id}-${entry.sha256}.pdf`));
    expect(await lookUpHash(reporter.db, sha256)).toEqual({
      exam: 'cat1',
      paperId: entry.id,
      mine: false,
    });
    expect(await lookUpHash(reporter.db, entry.sha256)).toBeNull();
    // The report is resolved as fixed and its reporter told.
    expect(
      (await get(ref(reporter.db, `reports/${reporterUid}/cat1-${entry.id}/status`))).val(),
    ).toBe('fixed');
    const inbox = parseInbox((await get(ref(reporter.db, `inbox/${reporterUid}`))).val());
    expect(inbox.map((item) => [item.kind, item.outcome, item.link])).toContainEqual([
      'report',
      'fixed',
      `/cat1papers/${entry.id}`,
    ]);
    await expect(replacePaperFile(moderator, modUid, target, bytes)).rejects.toThrow(
      /the file the paper already has/,
    );
  });
});
