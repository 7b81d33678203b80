/**
 * The sizes a photo of a handwritten solution is tried at (docs/answers.md, "Photos"): the
 * largest first, smaller and more compressed until the JPEG fits under the Storage rules' 1 MB.
 */
export const PHOTO_LIMITS = {
  /** storage.rules: answerPhotos/<uid>/<id>.jpg holds at most this many bytes. */
  maxBytes: 1024 * 1024,
  /** The longest side and JPEG quality of each try, in order. */
  tries: [
    { side: 1600, quality: 0.82 },
    { side: 1280, quality: 0.72 },
    { side: 1024, quality: 0.6 },
  ],
} as const;

/** The photo's size scaled to fit `side` on its longest side, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  side: number,
): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The Markdown an added photo puts into the answer. */
export const photoMarkdown = (url: string) => `![Photo of a handwritten solution](${url})`;
