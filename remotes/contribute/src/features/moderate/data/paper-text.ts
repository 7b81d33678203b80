/**
 * After a paper is approved, its text is read in the moderator's browser, with the same pdf.js and
 * OCR as the upload form (../../upload/data), and stored at paperTexts/<exam>/<id>: search inside
 * papers finds it from then on, before the next index build (docs/search-inside-papers.md).
 * Separate from the approval: when it fails the paper stays published, and the next build reads
 * its PDF anyway. The year the text states becomes the record's `year` when it has none. The same
 * reading cuts the paper into its questions (./paper-questions.ts), stored at
 * paperQuestions/<exam>/<id> for its course's bank until the next build.
 */
import type { SubmissionEntry } from '@vithelper/contracts/contributions';
import { yearInText, type ExamKind } from '@vithelper/contracts/papers';
import type { TextItem } from '@vithelper/questions';
import { readPdf } from '../../../common/pdf/read-pdf';
import { paperQuestionsRecord } from './paper-questions';
import type { moderationSdk } from './moderation';

type Sdk = Awaited<ReturnType<typeof moderationSdk>>;

/** Each page's text and positioned items: pdf.js's where the page has some, OCR's for a scanned page. */
async function readPaperText(bytes: Uint8Array): Promise<{ pages: string[]; items: TextItem[] }> {
  const pdf = await readPdf(bytes);
  try {
    const pages: string[] = [];
    const items = [...pdf.items];
    for (let n = 1; n <= pdf.pages; n += 1) {
      let text = pdf.texts[n - 1] ?? '';
      if (!text.trim()) {
        const { recogniseItems } = await import('../../../common/pdf/ocr');
        const read = await recogniseItems(await pdf.renderPage(n), n);
        text = read.text.replace(/\s+/g, ' ').trim();
        items.push(...read.items);
      }
      pages.push(text);
    }
    return { pages, items };
  } finally {
    await pdf.close();
  }
}

/** Reads the approved paper's text and stores it; resolves false (never throws) when it could not. */
export async function storeApprovedText(
  { sdk, handles }: Sdk,
  moderatorUid: string,
  entry: SubmissionEntry,
  exam: ExamKind,
): Promise<boolean> {
  try {
    const bytes = new Uint8Array(await sdk.fetchSubmissionPdf(handles.storage, entry));
    const { pages, items } = await readPaperText(bytes);
    await sdk.storePaperText(handles.db, moderatorUid, exam, entry.id, pages);
    // The year the paper states, where its record has none (a contributed paper's file name
    // does not say it): the lists, the viewer and the download name show it from then on.
    const year = yearInText(pages.join('\n'));
    if (year) await sdk.storePaperYear(handles.db, exam, entry.id, year).catch(() => false);
    // Its questions, for its course's bank; a failure leaves the paper whole until the next build.
    const record = paperQuestionsRecord(entry.id, { ...entry, year }, items);
    if (record)
      await sdk
        .storePaperQuestions(handles.db, moderatorUid, exam, entry.id, record)
        .catch(() => false);
    return true;
  } catch {
    return false;
  }
}
