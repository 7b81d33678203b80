/**
 * Adding a photo to an answer (docs/answers.md, "Photos"): shrunk in the browser, then put in
 * Storage; the shrinking and the Storage SDK are chunks of their own, fetched on the first photo.
 */
import { getConfig, storageReady } from '@vithelper/shared';
import { photoMarkdown } from './photo-size';

/** The Markdown that shows the photo, once it is stored under the student's folder. */
export async function addPhoto(uid: string, file: Blob): Promise<string> {
  const [{ shrinkPhoto }, sdk, storage] = await Promise.all([
    import(/* webpackChunkName: "answer-photo" */ './shrink-photo'),
    import(/* webpackChunkName: "answer-photo" */ './photos-sdk'),
    storageReady(),
  ]);
  const config = getConfig();
  if (!config) throw new Error('The site’s settings are not loaded yet. Reload the page.');
  const jpeg = await shrinkPhoto(file);
  return photoMarkdown(await sdk.uploadPhoto(storage, config, uid, jpeg));
}
