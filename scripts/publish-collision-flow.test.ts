/**
 * A student names their submission after a paper already published — an imported paper's
 * file_name (public in cat1/cat2/fat) or another contributed paper's id — and a moderator
 * approves it, then undoes the approval. The published files must come out of both untouched:
 * the approval publishes a new object (images/<id>-<sha256>.pdf), storage.rules never let it
 * overwrite one, and Undo deletes only what its approval created. Real SDK, the emulator, the
 * repo's rules (remotes/contribute/src/features/moderate/data/moderation-sdk.ts, docs/contributions.md).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { get, increment, ref, serverTimestamp, update } from 'firebase/database';
import { getBytes, ref as fileRef, uploadBytes } from 'firebase/storage';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SubmissionEntry } from '@vithelper/contracts/contributions';
import { sendSubmission, sha256Hex } from '@vithelper/contribute/contributions-sdk';
import {
  approveSubmission,
  undoApproval,
  type ModerationError,
} from '@vithelper/contribute/moderation-sdk';
import type { RunningEmulator } from '../emulator/src/index';
import { createClient, type TestClient } from '../emulator/src/testing/firebase-client';
import { createTestEnv, FIXTURE_SEED, type TestEnv } from '../emulator/src/testing/test-emulator';
import { verifyEmail } from '../emulator/src/testing/verify-email';

jest.setTimeout(120_000);

/** An imported paper whose file_name has the length of a push id, as the sample content's do. */
const IMPORTED = { key: '-N1cat2-0001', fileName: 'CSE4001_CAT2_A1_2019' };

async function paperPdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(title, { x: 50, y: 700, font });
  return pdf.save();
}

/**
 * What a student can send without the site's page: the PDF under an id of their choosing, then
 * the same one update sendSubmission makes. Resolves with the stored entry.
 */
async function sendUnderId(
  client: TestClient,
  id: string,
  exam: 'cat1' | 'cat2',
  bytes: Uint8Array,
): Promise<SubmissionEntry> {
  const uid = client.auth.currentUser!.uid;
  const file = `uploads/${uid}/${id}.pdf`;
  const sha256 = await sha256Hex(bytes);
  await uploadBytes(fileRef(client.storage, file), bytes, { contentType: 'application/pdf' });
  await update(ref(client.db), {
    [`submissions/${uid}/${id}`]: {
      exam,
      courseCode: 'CSE4001',
      courseName: 'Compilers',
      slot: 'A1',
      sha256,
      file,
      size: bytes.length,
      pages: 1,
      createdAt: serverTimestamp(),
      status: 'pending',
    },
    [`hashes/${sha256}`]: { exam },
    [`hashOwners/${sha256}`]: { uid, submission: id },
    [`contributors/${uid}/pending`]: increment(1),
    [`contributors/${uid}/lastAt`]: serverTimestamp(),
    [`contributors/${uid}/last`]: id,
  });
  const stored = await get(ref(client.db, `submissions/${uid}/${id}`));
  return { ...(stored.val() as SubmissionEntry), uid, id };
}

describe('a submission named after a published paper', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let admin: App;
  let moderator: TestClient;
  let students: TestClient[];
  let importedBytes: Uint8Array;
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  /** The bytes anyone reads at images/<name>.pdf, or the error code. */
  const published = async (name: string): Promise<string> => {
    try {
      return sha256Hex(new Uint8Array(await getBytes(fileRef(students[0]!.storage, name))));
    } catch (error) {
      return String((error as { code?: unknown }).code);
    }
  };

  beforeAll(async () => {
    env = await createTestEnv();
    importedBytes = await paperPdf('CAT-2 CSE4001 Compilers, as imported');
    await writeFile(
      env.seedFile,
      JSON.stringify({
        ...FIXTURE_SEED,
        cat2: {
          [IMPORTED.key]: { name: ['Compilers', 'CSE4001', 'A1'], file_name: IMPORTED.fileName },
        },
      }),
    );
    await writeFile(path.join(env.storageDir, 'images', `${IMPORTED.fileName}.pdf`), importedBytes);
    emulator = await env.start();
    await emulator.authReady();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${emulator.ports.auth}`;
    admin = initializeApp({ projectId: 'demo-vithelper' }, 'publish-collision-admin');
    students = [];
    for (const n of [0, 1, 2, 3]) {
      const client = createClient(emulator, `publish-collision-student-${n}`);
      await createUserWithEmailAndPassword(client.auth, `c${n}@example.com`, 'secret-123');
      await verifyEmail(client, emulator);
      students.push(client);
    }
    moderator = createClient(emulator, 'publish-collision-mod');
    const { user } = await createUserWithEmailAndPassword(
      moderator.auth,
      'm@example.com',
      'x-123456',
    );
    await getAuth(admin).setCustomUserClaims(user.uid, { moderator: true });
    await signInWithEmailAndPassword(moderator.auth, 'm@example.com', 'x-123456');
    await moderator.auth.currentUser!.getIdToken(true);
  });
  afterAll(async () => {
    for (const client of [...students, moderator]) await client.close();
    await deleteApp(admin);
    if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
    await env.cleanup();
  });

  it('leaves an imported paper’s file as it was through approval and undo', async () => {
    const original = await sha256Hex(importedBytes);
    const imported = `images/${IMPORTED.fileName}.pdf`;
    expect(await published(imported)).toBe(original);
    const attack = await sendUnderId(
      students[0]!,
      IMPORTED.fileName,
      'cat1',
      await paperPdf('Not a paper at all'),
    );
    const modUid = moderator.auth.currentUser!.uid;
    await approveSubmission(moderator, modUid, attack);
    expect(await published(imported)).toBe(original);
    // Published as a paper of its own, under a new name.
    const record = (await get(ref(students[1]!.db, `cat1/${attack.id}`))).val() as {
      file_name: string;
    };
    expect(record.file_name).toBe(`${attack.id}-${attack.sha256}`);
    expect(await published(`images/${record.file_name}.pdf`)).toBe(attack.sha256);
    expect(await published(imported)).toBe(original);
    expect((await get(ref(students[1]!.db, `cat2/${IMPORTED.key}`))).val()).toEqual({
      name: ['Compilers', 'CSE4001', 'A1'],
      file_name: IMPORTED.fileName,
    });

    await undoApproval(moderator, { ...attack, status: 'approved' });
    expect(await published(imported)).toBe(original);
    expect(await published(`images/${record.file_name}.pdf`)).toBe('storage/object-not-found');
  });

  it('leaves another contributed paper’s file as it was through approval and undo', async () => {
    const modUid = moderator.auth.currentUser!.uid;
    const first = students[1]!;
    const id = await sendSubmission(first, {
      uid: first.auth.currentUser!.uid,
      details: { exam: 'cat1', courseCode: 'CSE4001', courseName: 'Compilers', slot: 'A1' },
      bytes: await paperPdf('CAT-1 CSE4001, a real paper'),
      pages: 1,
    });
    const victim = {
      ...((
        await get(ref(first.db, `submissions/${first.auth.currentUser!.uid}/${id}`))
      ).val() as SubmissionEntry),
      uid: first.auth.currentUser!.uid,
      id,
    };
    await approveSubmission(moderator, modUid, victim);
    const victimFile = `images/${victim.id}-${victim.sha256}.pdf`;
    expect(await published(victimFile)).toBe(victim.sha256);

    // Same id, another exam (so its record is new), another student's folder.
    const attack = await sendUnderId(students[2]!, id, 'cat2', await paperPdf('Junk'));
    await approveSubmission(moderator, modUid, attack);
    expect(await published(victimFile)).toBe(victim.sha256);
    await undoApproval(moderator, { ...attack, status: 'approved' });
    expect(await published(victimFile)).toBe(victim.sha256);
    expect((await get(ref(first.db, `cat1/${id}`))).val()).toMatchObject({
      file_name: `${victim.id}-${victim.sha256}`,
    });
  });

  it('refuses an approval whose name is taken by a file it did not make, changing nothing', async () => {
    const student = students[3]!;
    const uid = student.auth.currentUser!.uid;
    const id = await sendSubmission(student, {
      uid,
      details: { exam: 'fat', courseCode: 'CSE4001', courseName: 'Compilers', slot: 'A1' },
      bytes: await paperPdf('FAT CSE4001'),
      pages: 1,
    });
    const entry = {
      ...((await get(ref(student.db, `submissions/${uid}/${id}`))).val() as SubmissionEntry),
      uid,
      id,
    };
    // Another file already sits under the name (written past the rules, as the import does).
    const name = `images/${id}-${entry.sha256}.pdf`;
    const planted = await fetch(
      `http://127.0.0.1:${emulator.ports.storage}/v0/b/demo-vithelper.appspot.com/o?uploadType=media&name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/pdf' },
        body: Buffer.from(importedBytes),
      },
    );
    expect(planted.status).toBe(200);
    const error = (await approveSubmission(moderator, moderator.auth.currentUser!.uid, entry).catch(
      (e: unknown) => e,
    )) as ModerationError;
    expect(error.reason).toBe('name-taken');
    expect(error.message).toBe(
      'A published file already has this paper’s name, so nothing was published or replaced.',
    );
    expect(await published(name)).toBe(await sha256Hex(importedBytes));
    expect((await get(ref(student.db, `submissions/${uid}/${id}/status`))).val()).toBe('pending');
    expect((await get(ref(student.db, `fat/${id}`))).exists()).toBe(false);
  });
});
