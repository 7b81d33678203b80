import { PHOTO_LIMITS, fitWithin } from './photo-size';

/** A photo that cannot be added, with words for the student. */
class PhotoProblem extends Error {
  readonly reason = true;
}

/** Draws the picture at `width`×`height` and encodes it as a JPEG of `quality`. */
async function encode(
  picture: ImageBitmap,
  width: number,
  height: number,
  quality: number,
): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // A transparent PNG's see-through parts are white on paper, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(picture, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A photo scaled and compressed in the browser to a JPEG the Storage rules take (PHOTO_LIMITS),
 * turned upright as the camera recorded it. Refuses, in words, a file that is not a picture the
 * browser can read or one that stays too large.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  if (file.type && !file.type.startsWith('image/'))
    throw new PhotoProblem('That file is not a photo. Choose a JPEG, PNG or WebP picture.');
  let picture: ImageBitmap;
  try {
    picture = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoProblem(
      'This photo could not be read: it may be damaged or of a kind this browser does not show. Choose a JPEG, PNG or WebP picture.',
    );
  }
  try {
    for (const { side, quality } of PHOTO_LIMITS.tries) {
      const size = fitWithin(picture.width, picture.height, side);
      const jpeg = await encode(picture, size.width, size.height, quality);
      if (jpeg && jpeg.size > 0 && jpeg.size <= PHOTO_LIMITS.maxBytes) return jpeg;
    }
  } finally {
    picture.close();
  }
  throw new PhotoProblem('This photo stays over 1 MB even when shrunk. Crop it and try again.');
}
