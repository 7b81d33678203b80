import { CONTRIBUTION_LIMITS } from '@vithelper/contracts/contributions';

/** A file the page will not send, with the reason in words. */
export class FileProblem extends Error {
  constructor(
    readonly kind: 'not-a-pdf' | 'too-large' | 'too-many-pages' | 'encrypted' | 'corrupt' | 'photo',
    message: string,
  ) {
    super(message);
    this.name = 'FileProblem';
  }
}

const MB = 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const isPdfFile = (file: Pick<File, 'name' | 'type'>) =>
  file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
export const isPhotoFile = (file: Pick<File, 'type'>) =>
  (PHOTO_TYPES as readonly string[]).includes(file.type);

export const tooLarge = (bytes: number) =>
  new FileProblem(
    'too-large',
    `This file is ${(bytes / MB).toFixed(1)} MB; papers can be at most ${CONTRIBUTION_LIMITS.maxBytes / MB} MB. ` +
      'Scan at a lower resolution or send photos instead (they are made smaller).',
  );

export const tooManyPages = (pages: number) =>
  new FileProblem(
    'too-many-pages',
    `This paper has ${pages} pages; at most ${CONTRIBUTION_LIMITS.maxPages} are accepted. Send the question pages only.`,
  );

export const notAPdf = (name: string) =>
  new FileProblem(
    'not-a-pdf',
    `“${name}” is not a PDF or a photo. Choose a PDF, or photos in JPEG, PNG or WebP.`,
  );

/** Problems known from the file alone, before it is read. */
export function problemBeforeReading(file: File): FileProblem | null {
  if (!isPdfFile(file) && !isPhotoFile(file)) return notAPdf(file.name);
  if (isPdfFile(file) && file.size > CONTRIBUTION_LIMITS.maxBytes) return tooLarge(file.size);
  return null;
}

/** "%PDF-" within the first bytes: what every PDF starts with. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}
