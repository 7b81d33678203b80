/**
 * Puts a shrunk photo under the author's own folder in Storage (storage.rules:
 * answerPhotos/<uid>/<push id>.jpg) on the session's storage (firebase/storage, a federation
 * singleton): a chunk fetched the first time a student adds a photo.
 */
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { storageObjectUrl, type StorageAddressConfig } from '@vithelper/contracts/papers';
import { newAnswerId } from '../data/answer-outbox';

const PHOTO_FOLDER = 'answerPhotos';

/** Uploads the JPEG; returns the address its bytes are read at, the one an answer may show. */
export async function uploadPhoto(
  storage: FirebaseStorage,
  config: StorageAddressConfig,
  uid: string,
  jpeg: Blob,
): Promise<string> {
  const path = `${PHOTO_FOLDER}/${uid}/${newAnswerId()}.jpg`;
  await uploadBytes(ref(storage, path), jpeg, { contentType: 'image/jpeg' });
  return `${storageObjectUrl(config, path)}?alt=media`;
}
