import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { signInAnonymously } from 'firebase/auth';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
} from 'firebase/storage';
import type { RunningEmulator } from '../index';
import { createClient, type TestClient } from '../testing/firebase-client';
import { createTestEnv, PDF_BYTES, type TestEnv } from '../testing/test-emulator';

jest.setTimeout(60_000);

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{allPaths=**} {
      allow read;
    }
    match /uploads/{uid}/{file=**} {
      allow read, list: if request.auth != null && request.auth.uid == uid;
      allow create, update: if request.auth != null && request.auth.uid == uid
        && request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('image/.*|text/plain');
      allow delete: if request.auth.uid == uid;
    }
    match /shared/{file=**} {
      allow read;
      allow create: if request.auth != null
        && request.resource.metadata.owner == request.auth.uid;
      allow update: if resource.metadata.owner == request.auth.uid;
    }
  }
}
`;

function bytes(size: number, seed = 7): Uint8Array {
  return Uint8Array.from({ length: size }, (_, i) => (i * seed) % 251);
}

describe('Storage conformance with the firebase SDK', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  let client: TestClient;
  let other: TestClient;
  let uid: string;

  beforeAll(async () => {
    env = await createTestEnv();
    const storageRules = path.join(env.dir, 'storage.rules');
    await writeFile(storageRules, RULES);
    emulator = await env.start({ storageRules });
    await emulator.authReady();
    client = createClient(emulator, 'storage-conformance');
    other = createClient(emulator, 'storage-conformance-other');
    uid = (await signInAnonymously(client.auth)).user.uid;
    await signInAnonymously(other.auth);
  });

  afterAll(async () => {
    await client.close();
    await other.close();
    await env.cleanup();
  });

  it('stores uploadBytes (multipart) with its content type and custom metadata', async () => {
    const data = bytes(1000);
    const fileRef = ref(client.storage, `uploads/${uid}/photo.png`);
    const result = await uploadBytes(fileRef, data, {
      contentType: 'image/png',
      customMetadata: { course: 'CSE2005' },
    });
    expect(result.metadata).toMatchObject({
      fullPath: `uploads/${uid}/photo.png`,
      size: 1000,
      contentType: 'image/png',
      customMetadata: { course: 'CSE2005' },
    });
    expect(new Uint8Array(await getBytes(fileRef))).toEqual(data);
    const res = await fetch(await getDownloadURL(fileRef));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(data);
  });

  it('stores uploadString in raw and data_url formats', async () => {
    const rawRef = ref(client.storage, `uploads/${uid}/note.txt`);
    await uploadString(rawRef, 'hello exams', 'raw', { contentType: 'text/plain' });
    expect(Buffer.from(await getBytes(rawRef)).toString()).toBe('hello exams');

    const dataRef = ref(client.storage, `uploads/${uid}/dot.png`);
    const png = Buffer.from('not really a png').toString('base64');
    const result = await uploadString(dataRef, `data:image/png;base64,${png}`, 'data_url');
    expect(result.metadata.contentType).toBe('image/png');
    expect(Buffer.from(await getBytes(dataRef)).toString()).toBe('not really a png');
  });

  it('stores uploadBytesResumable of several chunks with the resumable protocol', async () => {
    const data = bytes(700 * 1024, 13);
    const fileRef = ref(client.storage, `uploads/${uid}/big.png`);
    const task = uploadBytesResumable(fileRef, data, { contentType: 'image/png' });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    const snapshot = await task;
    expect(snapshot.state).toBe('success');
    expect(snapshot.metadata.size).toBe(data.length);
    expect(progress.some((n) => n > 0 && n < data.length)).toBe(true);
    expect(new Uint8Array(await getBytes(fileRef))).toEqual(data);
  });

  it('refuses uploads the rules deny: too large, wrong type, someone else’s folder, signed out', async () => {
    const denied = { code: 'storage/unauthorized' };
    await expect(
      uploadBytes(ref(client.storage, `uploads/${uid}/huge.png`), bytes(2 * 1024 * 1024), {
        contentType: 'image/png',
      }),
    ).rejects.toMatchObject(denied);
    await expect(
      uploadBytesResumable(ref(client.storage, `uploads/${uid}/huge2.png`), bytes(1200 * 1024), {
        contentType: 'image/png',
      }),
    ).rejects.toMatchObject(denied);
    await expect(
      uploadBytes(ref(client.storage, `uploads/${uid}/paper.pdf`), PDF_BYTES, {
        contentType: 'application/pdf',
      }),
    ).rejects.toMatchObject(denied);
    await expect(
      uploadString(ref(other.storage, `uploads/${uid}/x.txt`), 'x', 'raw', {
        contentType: 'text/plain',
      }),
    ).rejects.toMatchObject(denied);
    await expect(
      uploadBytes(ref(client.storage, 'images/new.pdf'), PDF_BYTES, {
        contentType: 'application/pdf',
      }),
    ).rejects.toMatchObject(denied);
    await expect(getMetadata(ref(client.storage, `uploads/${uid}/huge.png`))).rejects.toMatchObject(
      { code: 'storage/object-not-found' },
    );
  });

  it('updates metadata under rules that read resource and request.resource', async () => {
    const otherUid = other.auth.currentUser?.uid ?? '';
    const fileRef = ref(other.storage, 'shared/notes.txt');
    await uploadString(fileRef, 'v1', 'raw', {
      contentType: 'text/plain',
      customMetadata: { owner: otherUid },
    });
    const updated = await updateMetadata(fileRef, {
      contentType: 'text/markdown',
      customMetadata: { topic: 'graphs' },
    });
    expect(updated.contentType).toBe('text/markdown');
    expect(updated.customMetadata).toEqual({ owner: otherUid, topic: 'graphs' });
    await expect(
      updateMetadata(ref(client.storage, 'shared/notes.txt'), { customMetadata: { topic: 'x' } }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(
      uploadString(ref(client.storage, 'shared/mine.txt'), 'x', 'raw', {
        customMetadata: { owner: otherUid },
      }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect((await getMetadata(fileRef)).customMetadata).toEqual({
      owner: otherUid,
      topic: 'graphs',
    });
  });

  it('deletes an object for its owner only', async () => {
    const fileRef = ref(client.storage, `uploads/${uid}/gone.txt`);
    await uploadString(fileRef, 'bye', 'raw', { contentType: 'text/plain' });
    await expect(deleteObject(ref(other.storage, `uploads/${uid}/gone.txt`))).rejects.toMatchObject(
      {
        code: 'storage/unauthorized',
      },
    );
    await deleteObject(fileRef);
    await expect(getMetadata(fileRef)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('lists items and prefixes, one page at a time with page tokens', async () => {
    const folder = `uploads/${uid}/list`;
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'sub/d.txt', 'sub2/e.txt']) {
      await uploadString(ref(client.storage, `${folder}/${name}`), name, 'raw', {
        contentType: 'text/plain',
      });
    }
    const all = await listAll(ref(client.storage, folder));
    expect(all.items.map((i) => i.name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(all.prefixes.map((p) => p.fullPath)).toEqual([`${folder}/sub`, `${folder}/sub2`]);

    const first = await list(ref(client.storage, folder), { maxResults: 2 });
    expect(first.items.map((i) => i.name)).toEqual(['a.txt', 'b.txt']);
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = await list(ref(client.storage, folder), {
      maxResults: 2,
      pageToken: first.nextPageToken,
    });
    expect(second.items.map((i) => i.name)).toEqual(['c.txt']);
    expect(second.prefixes.map((p) => p.name)).toEqual(['sub']);
    await expect(listAll(ref(other.storage, folder))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it('gives each object a random download token, refuses a guessed one, and can revoke it', async () => {
    const fileRef = ref(client.storage, `uploads/${uid}/secret.txt`);
    await uploadString(fileRef, 'private', 'raw', { contentType: 'text/plain' });
    const url = await getDownloadURL(fileRef);
    const token = new URL(url).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await (await fetch(url)).text()).toBe('private');
    const guessed = new URL(url);
    guessed.searchParams.set('token', randomUUID());
    expect((await fetch(guessed)).status).toBe(403);
    const anonymous = new URL(url);
    anonymous.searchParams.delete('token');
    expect((await fetch(anonymous)).status).toBe(403);

    // Revoking: replace the tokens through a metadata update, as the REST API does.
    const idToken = await client.auth.currentUser?.getIdToken();
    const objectUrl = url.split('?')[0] ?? '';
    const fresh = randomUUID();
    const patch = await fetch(objectUrl, {
      method: 'PATCH',
      headers: { Authorization: `Firebase ${idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ metadata: { firebaseStorageDownloadTokens: fresh } }),
    });
    expect(patch.status).toBe(200);
    expect((await fetch(url)).status).toBe(403);
    expect(new URL(await getDownloadURL(fileRef)).searchParams.get('token')).toBe(fresh);
  });

  it('gives content files a random token on first start and keeps it across restarts', async () => {
    const paper = ref(client.storage, 'images/sample paper.pdf');
    const url = await getDownloadURL(paper);
    const res = await fetch(url);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF_BYTES);
    const saved = await readFile(path.join(env.dataDir, 'storage-objects.json'), 'utf8');
    const token = new URL(url).searchParams.get('token') ?? '';
    expect(saved).toContain(token);

    await client.close();
    await other.close();
    await emulator.stop();
    emulator = await env.start({ storageRules: path.join(env.dir, 'storage.rules') });
    client = createClient(emulator, 'storage-conformance-2');
    other = createClient(emulator, 'storage-conformance-other-2');
    expect(await getDownloadURL(ref(client.storage, 'images/sample paper.pdf'))).toBe(
      url.replace(/:\d+\//, `:${emulator.ports.storage}/`),
    );
  });
});
