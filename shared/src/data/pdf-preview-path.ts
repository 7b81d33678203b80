import { PDF_FOLDER } from '../constants';

/** Where a PDF's first-page preview is kept in Storage (shared/src/data/pdf-preview.ts). */
export const PREVIEW_FOLDER = 'previews';

/** The preview's object name for a PDF's (images/<name>.pdf → previews/<name>.webp), or null. */
export function pdfPreviewPath(pdfPath: string): string | null {
  const match = new RegExp(`^${PDF_FOLDER}/([^/]+?)(\\.pdf)?$`, 'i').exec(pdfPath);
  return match ? `${PREVIEW_FOLDER}/${match[1]}.webp` : null;
}
