/**
 * The contribution data layer (remotes/contribute/src/common/data/contributions-sdk.ts) with the real SDK against
 * the emulator and the repo's rules: a signed-in student sends a PDF, a copy of it is refused as
 * a duplicate, a second paper within 10 s is refused with the wait, and the student's list is live.
 */
import { createUserWithEmailAndPassword, signInAnonymously } from 'firebase/auth';
import { getBytes, ref as fileRef } from 'firebase/storage';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SubmissionEntry } from '@vithelper/contracts/contributions';
import {
  sendSubmission,
  sha256Hex,
  SubmitError,
  watchSubmissions,
} from '@vithelper/contribute/contributions-sdk';
import type { RunningEmulator } from '../emulator/src/index';
import { createClient, type TestClient } from '../emulator/src/testing/firebase-client';
import { verifyEmail } from '../emulator/src/testing/verify-email';
import { createTestEnv, type TestEnv } from '../emulator/src/testing/test-emulator';

jest.setTimeout(120_000);

async function paperPdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage();
  page.drawText(title, { x: 50, y: 700, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

/** Resolves once the condition holds (the listener answers asynchronously). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

const details = {
  exam: 'cat1' as const,
  courseCode: 'CSE2005',
  courseName: 'Operating Systems',
  slot: 'A2',
};

describe('sending a contributed paper', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let student: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
    await emulator.authReady();
    student = createClient(emulator, 'contributions-student');
    other = createClient(emulator, 'contributions-other');
    await createUserWithEmailAndPassword(student.auth, 'asha@example.com', 'secret-123');
    await createUserWithEmailAndPassword(other.auth, 'ravi@example.com', 'secret-123');
    // Sending a paper needs a verified email (database.rules.json, storage.rules).
    await verifyEmail(student, emulator);
    await verifyEmail(other, emulator);
  });
  afterAll(async () => {
    await student.close();
    await other.close();
    await env.cleanup();
  });

  it('uploads with progress, records it pending, lists it live, and refuses the same file again', async () => {
    const uid = student.auth.currentUser!.uid;
    const seen: SubmissionEntry[][] = [];
    const stop = watchSubmissions(student.db, uid, (entries) => seen.push(entries));
    const bytes = await paperPdf('CAT-1 CSE2005 Operating Systems Slot A2');
    const progress: number[] = [];
    const id = await sendSubmission(student, {
      uid,
      details,
      bytes,
      pages: 1,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(progress[progress.length - 1]).toBe(1);
    const stored = await getBytes(fileRef(student.storage, `uploads/${uid}/${id}.pdf`));
    expect(await sha256Hex(stored)).toBe(await sha256Hex(bytes));
    await until(() => seen[seen.length - 1]?.some((entry) => entry.id === id) === true);
    expect(seen[seen.length - 1]?.map((entry) => [entry.id, entry.status])).toEqual([
      [id, 'pending'],
    ]);
    stop();

    const otherUid = other.auth.currentUser!.uid;
    const again = sendSubmission(other, { uid: otherUid, details, bytes, pages: 1 });
    await expect(again).rejects.toBeInstanceOf(SubmitError);
    await expect(again).rejects.toMatchObject({
      reason: 'duplicate',
      existing: { exam: 'cat1', mine: false },
    });

    const soon = sendSubmission(student, {
      uid,
      details,
      bytes: await paperPdf('another paper'),
      pages: 1,
    });
    await expect(soon).rejects.toMatchObject({
      reason: 'too-soon',
      message: expect.stringMatching(/^One paper every 10 seconds: try again in \d+ s\.$/),
    });
  });

  it('is refused for a guest (anonymous) account by the rules, with a reason', async () => {
    const guest = createClient(emulator, 'contributions-guest');
    try {
      await signInAnonymously(guest.auth);
      const attempt = sendSubmission(guest, {
        uid: guest.auth.currentUser!.uid,
        details,
        bytes: await paperPdf('guest paper'),
        pages: 1,
      });
      // Storage's 403: refused for good, so an outbox does not upload it again and again.
      await expect(attempt).rejects.toMatchObject({ reason: 'upload-refused' });
    } finally {
      await guest.close();
    }
  });
});
