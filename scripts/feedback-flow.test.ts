/**
 * The feedback data layer (packages/feedback/src/feedback-sdk.ts) with the real SDK against the
 * emulator and the repo's rules: reports sent, limited and resolved as one; a request voted on
 * and closed by the approval of a matching upload, everyone who asked told in their inbox; a
 * paper moved to the trash and restored; read marks kept on the device and synced.
 */
import path from 'node:path';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { get, goOffline, ref, serverTimestamp, set, update } from 'firebase/database';
import { PDFDocument } from 'pdf-lib';
import type { RequestEntry } from '@vithelper/contracts/feedback';
import { sendSubmission } from '@vithelper/contribute/contributions-sdk';
import {
  closeMatchedRequestsEntries,
  fixPaperDetails,
  resolveReports,
  restorePaper,
  trashPaper,
  uploadDecidedEntries,
  watchOpenReports,
  type PaperReports,
} from '@vithelper/contribute/feedback-moderation-sdk';
import { FeedbackError, requestPaper, voteRequest, watchMostWanted } from '@vithelper/feedback';
import {
  markRead,
  watchInbox,
  type DeviceStore,
  type InboxState,
} from '@vithelper/shell/inbox-sdk';
import { sendReport } from '@vithelper/exams/report-sdk';
import { REPO_ROOT, type RunningEmulator } from '../emulator/src/index';
import { createClient, type TestClient } from '../emulator/src/testing/firebase-client';
import { verifyEmail } from '../emulator/src/testing/verify-email';
import { createTestEnv, type TestEnv } from '../emulator/src/testing/test-emulator';

jest.setTimeout(120_000);

/** Resolves once the condition holds (the listener answers asynchronously). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A device's localStorage stand-in. */
function memoryStore(): DeviceStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const uidOf = (client: TestClient) => client.auth.currentUser!.uid;

describe('reports, requests, the trash and the inbox', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let asha: TestClient;
  let ravi: TestClient;
  let meera: TestClient;
  let mod: TestClient;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start({
      seedUsersFile: path.join(REPO_ROOT, 'content', 'auth-users.json'),
    });
    await emulator.authReady();
    asha = createClient(emulator, 'feedback-asha');
    ravi = createClient(emulator, 'feedback-ravi');
    meera = createClient(emulator, 'feedback-meera');
    mod = createClient(emulator, 'feedback-moderator');
    await createUserWithEmailAndPassword(asha.auth, 'asha@example.com', 'secret-123');
    await createUserWithEmailAndPassword(ravi.auth, 'ravi@example.com', 'secret-123');
    await createUserWithEmailAndPassword(meera.auth, 'meera@example.com', 'secret-123');
    // Reports, requests and votes need a verified email (database.rules.json).
    for (const client of [asha, ravi, meera]) await verifyEmail(client, emulator);
    await signInWithEmailAndPassword(mod.auth, 'moderator@vithelper.test', 'moderator-demo');
  });
  afterAll(async () => {
    await Promise.all([asha, ravi, meera, mod].map((client) => client.close()));
    await env.cleanup();
  });

  it('sends reports with clear refusals, and resolves several reports of one paper as one', async () => {
    const bad = sendReport(asha.db, {
      uid: uidOf(asha),
      exam: 'cat1',
      paperId: 'p1',
      input: { kind: 'details', field: 'courseCode', value: 'not a code' },
    });
    await expect(bad).rejects.toMatchObject({
      reason: 'invalid',
      message: 'Write the course code like CSE2005 and the slot like A1+TA1.',
    });
    const key = await sendReport(asha.db, {
      uid: uidOf(asha),
      exam: 'cat1',
      paperId: 'p1',
      input: { kind: 'details', field: 'courseCode', value: 'cse 2006' },
    });
    expect(key).toBe('cat1-p1');
    expect((await get(ref(asha.db, `reports/${uidOf(asha)}/${key}`))).val()).toMatchObject({
      kind: 'details',
      field: 'courseCode',
      value: 'CSE2006',
      status: 'open',
    });
    const again = sendReport(asha.db, {
      uid: uidOf(asha),
      exam: 'cat1',
      paperId: 'p1',
      input: { kind: 'unreadable' },
    });
    await expect(again).rejects.toMatchObject({ reason: 'already-reported' });
    await sendReport(ravi.db, {
      uid: uidOf(ravi),
      exam: 'cat1',
      paperId: 'p1',
      input: { kind: 'other', text: 'The code on the paper is CSE2006.' },
    });

    const seen: PaperReports[][] = [];
    const stop = watchOpenReports(mod.db, (papers) => seen.push(papers));
    await until(() => seen[seen.length - 1]?.[0]?.reports.length === 2);
    const [paper] = seen[seen.length - 1]!;
    stop();
    await resolveReports(mod.db, uidOf(mod), paper!.reports, 'fixed', {
      paper: {
        exam: 'cat1',
        paperId: 'p1',
        courseCode: 'CSE2006',
        courseName: 'Operating Systems',
      },
    });
    for (const client of [asha, ravi]) {
      const report = (await get(ref(client.db, `reports/${uidOf(client)}/cat1-p1`))).val();
      expect(report).toMatchObject({ status: 'fixed', resolvedBy: uidOf(mod) });
      const inbox = Object.values((await get(ref(client.db, `inbox/${uidOf(client)}`))).val());
      expect(inbox).toEqual([
        expect.objectContaining({
          kind: 'report',
          outcome: 'fixed',
          title: 'Your report on CSE2006 Operating Systems (CAT-1): fixed',
          link: '/cat1papers/p1',
        }),
      ]);
    }
  });

  it('refuses the 11th report of a day with the wait in words', async () => {
    await set(ref(mod.db, `reporters/${uidOf(meera)}`), {
      since: serverTimestamp(),
      count: 10,
      last: 'cat2-p1',
    });
    const attempt = sendReport(meera.db, {
      uid: uidOf(meera),
      exam: 'cat2',
      paperId: 'p1',
      input: { kind: 'unreadable' },
    });
    await expect(attempt).rejects.toBeInstanceOf(FeedbackError);
    await expect(attempt).rejects.toMatchObject({
      reason: 'too-many-reports',
      message: 'You have sent 10 reports today, the most for one day. Try again in 24 h.',
    });
  });

  it('turns a second request for the same paper into a vote, and the approval of a matching upload tells both', async () => {
    const first = await requestPaper(asha.db, uidOf(asha), {
      exam: 'cat2',
      courseCode: 'mat 3004',
      slot: 'a1',
    });
    expect(first).toEqual({ key: 'cat2~MAT3004~A1', created: true });
    const second = await requestPaper(ravi.db, uidOf(ravi), {
      exam: 'cat2',
      courseCode: ' MAT3004 ',
      slot: 'A 1',
    });
    expect(second).toEqual({ key: 'cat2~MAT3004~A1', created: false });
    await voteRequest(ravi.db, uidOf(ravi), first.key);
    // Asking again is not a second vote: the student is told they already asked.
    expect(
      await requestPaper(ravi.db, uidOf(ravi), { exam: 'cat2', courseCode: 'MAT3004', slot: 'A1' }),
    ).toEqual({
      key: 'cat2~MAT3004~A1',
      created: false,
      alreadyVoted: true,
    });
    await requestPaper(meera.db, uidOf(meera), { exam: 'fat', courseCode: 'CSE1001' });

    const wanted: RequestEntry[][] = [];
    const stop = watchMostWanted(meera.db, (requests) => wanted.push(requests));
    await until(() => wanted[wanted.length - 1]?.length === 2);
    expect(wanted[wanted.length - 1]?.map((request) => [request.key, request.votes])).toEqual([
      ['cat2~MAT3004~A1', 2],
      ['fat~CSE1001~any', 1],
    ]);

    // Meera has this paper: she uploads it, and the moderator approves it with the hooks merged in.
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const details = {
      exam: 'cat2' as const,
      courseCode: 'MAT3004',
      courseName: 'Applied Linear Algebra',
      slot: 'A1+TA1',
    };
    const id = await sendSubmission(meera, {
      uid: uidOf(meera),
      details,
      bytes: await pdf.save(),
      pages: 1,
    });
    const submission = (await get(ref(mod.db, `submissions/${uidOf(meera)}/${id}`))).val() as {
      sha256: string;
    };
    const moderator = uidOf(mod);
    const paper = { ...details, paperId: id };
    await update(ref(mod.db), {
      [`cat2/${id}`]: {
        name: [details.courseName, details.courseCode, details.slot],
        // The name every approval publishes under (docs/contributions.md).
        file_name: `${id}-${submission.sha256}`,
        approvedBy: moderator,
        approvedAt: serverTimestamp(),
      },
      [`paperSources/cat2/${id}`]: `${uidOf(meera)}/${id}`,
      [`submissions/${uidOf(meera)}/${id}/status`]: 'approved',
      [`submissions/${uidOf(meera)}/${id}/decidedBy`]: moderator,
      [`submissions/${uidOf(meera)}/${id}/decidedAt`]: serverTimestamp(),
      [`submissions/${uidOf(meera)}/${id}/paperId`]: id,
      [`contributors/${uidOf(meera)}/pending`]: 0,
      [`hashes/${submission.sha256}/paperId`]: id,
      ...(await closeMatchedRequestsEntries(mod.db, moderator, paper)),
      ...uploadDecidedEntries(
        mod.db,
        moderator,
        { uid: uidOf(meera), ...details },
        { status: 'approved', paperId: id },
      ),
    });

    await until(() => wanted[wanted.length - 1]?.length === 1);
    expect(wanted[wanted.length - 1]?.[0]?.key).toBe('fat~CSE1001~any');
    stop();
    expect((await get(ref(asha.db, `requests/${first.key}`))).val()).toMatchObject({
      status: 'closed',
      paperId: id,
      votes: { [uidOf(asha)]: true, [uidOf(ravi)]: true },
    });
    for (const client of [asha, ravi]) {
      const items = Object.values((await get(ref(client.db, `inbox/${uidOf(client)}`))).val());
      expect(items).toContainEqual(
        expect.objectContaining({
          kind: 'arrived',
          title: 'MAT3004 Applied Linear Algebra (CAT-2, A1+TA1) has arrived',
          link: `/cat2papers/${id}`,
        }),
      );
    }
    const meeraInbox = Object.values((await get(ref(meera.db, `inbox/${uidOf(meera)}`))).val());
    expect(meeraInbox).toEqual([
      expect.objectContaining({ kind: 'upload', outcome: 'approved', link: `/cat2papers/${id}` }),
    ]);
    await expect(voteRequest(meera.db, uidOf(meera), first.key)).rejects.toMatchObject({
      reason: 'arrived',
    });
  });

  it('moves a reported paper to the trash, resolving its report, and restores it as it was', async () => {
    const before = (await get(ref(mod.db, 'fat/p1'))).val() as unknown;
    expect(before).toMatchObject({ file_name: 'CSE1004_FAT' });
    await sendReport(ravi.db, {
      uid: uidOf(ravi),
      exam: 'fat',
      paperId: 'p1',
      input: { kind: 'unreadable', text: 'Every page is blank.' },
    });
    const seen: PaperReports[][] = [];
    const stop = watchOpenReports(mod.db, (papers) => seen.push(papers));
    await until(() => seen[seen.length - 1]?.[0]?.paperId === 'p1');
    const reports = seen[seen.length - 1]![0]!.reports;
    stop();
    await trashPaper(mod.db, uidOf(mod), 'fat', 'p1', { reason: 'Blank scan', reports });
    expect((await get(ref(mod.db, 'fat/p1'))).exists()).toBe(false);
    expect((await get(ref(mod.db, 'trash/fat/p1'))).val()).toMatchObject({
      record: before,
      removedBy: uidOf(mod),
      reason: 'Blank scan',
    });
    expect((await get(ref(ravi.db, `reports/${uidOf(ravi)}/fat-p1/status`))).val()).toBe('removed');
    const items = Object.values((await get(ref(ravi.db, `inbox/${uidOf(ravi)}`))).val());
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'report',
        outcome: 'removed',
        title: 'Your report on CSE1004 Networks (FAT, B2): removed the paper',
        reason: 'Blank scan',
      }),
    );

    await restorePaper(mod.db, 'fat', 'p1');
    expect((await get(ref(mod.db, 'fat/p1'))).val()).toEqual(before);
    expect((await get(ref(mod.db, 'trash/fat/p1'))).exists()).toBe(false);
    await expect(restorePaper(mod.db, 'fat', 'p1')).rejects.toMatchObject({ reason: 'not-found' });
  });

  it('shows the inbox live with its unread count, marks read on the device at once, syncs, and keeps a copy offline', async () => {
    const store = memoryStore();
    const states: InboxState[] = [];
    const stop = watchInbox(asha.db, uidOf(asha), (state) => states.push(state), store);
    expect(states[0]).toEqual({ entries: [], unread: 0, live: false });
    await until(() => states[states.length - 1]?.live === true);
    const live = states[states.length - 1]!;
    expect(live.entries.map((entry) => entry.kind)).toEqual(['arrived', 'report']);
    expect(live.unread).toBe(2);

    const arrived = live.entries[0]!;
    const synced = markRead(asha.db, uidOf(asha), [arrived.id], store);
    expect(states[states.length - 1]?.unread).toBe(1);
    await synced;
    expect((await get(ref(asha.db, `inboxRead/${uidOf(asha)}/${arrived.id}`))).val()).toEqual(
      expect.any(Number),
    );
    stop();

    // Offline: a new page shows the device's last-known inbox and read marks.
    goOffline(asha.db);
    const offline: InboxState[] = [];
    const stopOffline = watchInbox(asha.db, uidOf(asha), (state) => offline.push(state), store);
    expect(offline[0]).toMatchObject({ unread: 1, live: false });
    expect(offline[0]?.entries.map((entry) => [entry.kind, entry.read])).toEqual([
      ['arrived', true],
      ['report', false],
    ]);
    // A mark given offline stays on the device until it can be sent.
    const reportId = offline[0]!.entries[1]!.id;
    void markRead(asha.db, uidOf(asha), [reportId], store).catch(() => undefined);
    expect(offline[offline.length - 1]?.unread).toBe(0);
    expect(JSON.parse(store.data.get(`vh-inbox-unsynced:${uidOf(asha)}`) ?? '[]')).toEqual([
      reportId,
    ]);
    stopOffline();
  });

  it('fixes a reported paper’s details in place and resolves its report in the same update', async () => {
    const dev = createClient(emulator, 'feedback-dev');
    await createUserWithEmailAndPassword(dev.auth, 'dev@example.com', 'secret-123');
    await verifyEmail(dev, emulator);
    await sendReport(dev.db, {
      uid: uidOf(dev),
      exam: 'cat2',
      paperId: 'p1',
      input: { kind: 'details', field: 'slot', value: 'a2' },
    });
    const seen: PaperReports[][] = [];
    const stop = watchOpenReports(mod.db, (papers) => seen.push(papers));
    await until(() => seen[seen.length - 1]?.some((paper) => paper.exam === 'cat2') === true);
    const reports = seen[seen.length - 1]!.find((paper) => paper.exam === 'cat2')!.reports;
    stop();
    const refused = fixPaperDetails(dev.db, uidOf(dev), 'cat2', 'p1', {
      courseCode: 'CSE4001',
      courseName: 'Compilers',
      slot: 'A2',
    });
    await expect(refused).rejects.toMatchObject({ reason: 'refused' });
    await expect(
      fixPaperDetails(mod.db, uidOf(mod), 'cat2', 'p1', {
        courseCode: 'CSE 40',
        courseName: 'Compilers',
      }),
    ).rejects.toMatchObject({ reason: 'invalid', message: 'Write the course code like CSE2005.' });

    const fixed = await fixPaperDetails(
      mod.db,
      uidOf(mod),
      'cat2',
      'p1',
      { courseCode: 'cse4001', courseName: ' Compiler  Design ', slot: 'a2' },
      reports,
    );
    expect(fixed).toMatchObject({
      courseCode: 'CSE4001',
      courseName: 'Compiler Design',
      slot: 'A2',
    });
    expect((await get(ref(mod.db, 'cat2/p1'))).val()).toEqual({
      name: ['Compiler Design', 'CSE4001', 'A2'],
      file_name: 'CSE4001_CAT2',
    });
    expect((await get(ref(dev.db, `reports/${uidOf(dev)}/cat2-p1/status`))).val()).toBe('fixed');
    const items = Object.values((await get(ref(dev.db, `inbox/${uidOf(dev)}`))).val());
    expect(items).toContainEqual(
      expect.objectContaining({
        outcome: 'fixed',
        title: 'Your report on CSE4001 Compiler Design (CAT-2, A2): fixed',
        link: '/cat2papers/p1',
      }),
    );
    await dev.close();
  });
});
