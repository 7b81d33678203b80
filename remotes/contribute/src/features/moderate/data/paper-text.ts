/**
 * After a paper is approved, its text is read in the moderator's browser, with the same pdf.js and
 * OCR as the upload form (../../upload/data), and stored at paperTexts/<exam>/<id>: search inside
 * papers finds it from then on, before the next index build (docs/search-inside-papers.md).
 * Separate from the approval: when it fails the paper stays published, and the next build reads
 * its PDF anyway. The year the text states becomes the record's `year` when it has none.
 */
import type { SubmissionEntry } from '@vithelper/contracts/contributions';
import { yearInText } from '@vithelper/contracts/papers';
import { readPdf } from '../../../common/pdf/read-pdf';
import type { moderationSdk } from './moderation';

type Sdk = Awaited<ReturnType<typeof moderationSdk>>;

/** Each page's text: pdf.js's where the page has some, OCR's for a scanned page. */
async function readPaperText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await readPdf(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.pages; n += 1) {
      let text = pdf.texts[n - 1] ?? '';
      if (!text.trim()) {
        const { recognise } = await import('../../../common/pdf/ocr');
        text = (await recognise(await pdf.renderPage(n))).replace(/\s+/g, ' ').trim();
      }
      pages.push(text);
    }
    return pages;
  } finally {
    await pdf.close();
  }
}

/** Reads the approved paper's text and stores it; resolves false (never throws) when it could not. */
export async function storeApprovedText(
  { sdk, handles }: Sdk,
  moderatorUid: string,
  entry: SubmissionEntry,
  exam: string,
): Promise<boolean> {
  try {
    const bytes = new Uint8Array(await sdk.fetchSubmissionPdf(handles.storage, entry));
    const pages = await readPaperText(bytes);
    await sdk.storePaperText(handles.db, moderatorUid, exam, entry.id, pages);
    // The year the paper states, where its record has none (a contributed paper's file name
    // does not say it): the lists, the viewer and the download name show it from then on.
    const year = yearInText(pages.join('\n'));
    if (year) await sdk.storePaperYear(handles.db, exam, entry.id, year).catch(() => false);
    return true;
  } catch {
    return false;
  }
}
