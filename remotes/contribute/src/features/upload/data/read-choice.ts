/**
 * What the student chose, read for the form: a PDF's pages and text, or photos made into page
 * images; the details its text suggests (OCR where a page has none); and whether the file is
 * already on the site.
 */
import { CONTRIBUTION_LIMITS, type PaperDetails } from '@vithelper/contracts/contributions';
import type { Catalogue } from '../../../common/catalogue';
import {
  FileProblem,
  isPdfFile,
  isPhotoFile,
  notAPdf,
  problemBeforeReading,
} from '../../../common/pdf/file-problems';
import { suggestDetails, type SuggestedDetails } from './details';
import { photoToPageImage, type PageImage } from './photos-to-pdf';

/** Fewer characters than this on a page: a scan or photo, read with OCR. */
const MIN_TEXT_CHARS = 40;

export type PhotoPage = PageImage & { key: string; name: string; thumbnail: string };

export type Choice =
  | { kind: 'pdf'; name: string; bytes: Uint8Array; pages: number; texts: string[] }
  | { kind: 'photos'; photos: PhotoPage[] };

export type OcrStep = (fraction: number, status: string) => void;

/** A small preview of a page image as a data: URL (the site's CSP allows data: images). */
async function thumbnailOf(image: PageImage): Promise<string> {
  const bitmap = await createImageBitmap(
    new Blob([image.jpeg as BlobPart], { type: 'image/jpeg' }),
  );
  const scale = 240 / Math.max(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.7);
}

let counter = 0;

/** Photos as page images, or the problem with one of them. */
export async function readPhotos(files: readonly File[], already: number): Promise<PhotoPage[]> {
  if (already + files.length > CONTRIBUTION_LIMITS.maxPages) {
    throw new FileProblem(
      'too-many-pages',
      `At most ${CONTRIBUTION_LIMITS.maxPages} pages: choose ${CONTRIBUTION_LIMITS.maxPages - already} photos or fewer.`,
    );
  }
  const pages: PhotoPage[] = [];
  for (const file of files) {
    if (!isPhotoFile(file)) throw notAPdf(file.name);
    let image: PageImage;
    try {
      image = await photoToPageImage(file);
    } catch {
      throw new FileProblem(
        'photo',
        `“${file.name}” could not be read as a photo. Take it again or choose another.`,
      );
    }
    counter += 1;
    pages.push({
      ...image,
      key: `photo-${counter}`,
      name: file.name,
      thumbnail: await thumbnailOf(image),
    });
  }
  return pages;
}

/** Reads the chosen files: one PDF, or one or more photos. */
export async function readChoice(files: readonly File[]): Promise<Choice> {
  const first = files[0];
  if (!first) throw new FileProblem('not-a-pdf', 'Choose a PDF or photos of the paper.');
  for (const file of files) {
    const problem = problemBeforeReading(file);
    if (problem) throw problem;
  }
  if (isPdfFile(first)) {
    if (files.length > 1) {
      throw new FileProblem('not-a-pdf', 'Choose one PDF at a time (or several photos).');
    }
    const bytes = new Uint8Array(await first.arrayBuffer());
    const { readPdf } = await import('../../../common/pdf/read-pdf');
    const pdf = await readPdf(bytes);
    await pdf.close();
    return { kind: 'pdf', name: first.name, bytes, pages: pdf.pages, texts: pdf.texts };
  }
  return { kind: 'photos', photos: await readPhotos(files, 0) };
}

/** The details the choice's own text suggests, with OCR on its first page when it has no text. */
export async function suggestFor(
  choice: Choice,
  catalogue: Catalogue,
  onOcr: OcrStep,
): Promise<SuggestedDetails> {
  if (choice.kind === 'pdf') {
    const text = choice.texts.join('\n');
    if ((choice.texts[0] ?? '').length >= MIN_TEXT_CHARS) return suggestDetails(text, catalogue);
    const [{ readPdf }, { recognise }] = await Promise.all([
      import('../../../common/pdf/read-pdf'),
      import(/* webpackChunkName: "ocr" */ '../../../common/pdf/ocr'),
    ]);
    const pdf = await readPdf(choice.bytes);
    try {
      const canvas = await pdf.renderPage(1);
      return suggestDetails(`${text}\n${await recognise(canvas, onOcr)}`, catalogue);
    } finally {
      await pdf.close();
    }
  }
  const first = choice.photos[0];
  if (!first) return {};
  const { recognise } = await import(/* webpackChunkName: "ocr" */ '../../../common/pdf/ocr');
  const text = await recognise(new Blob([first.jpeg as BlobPart], { type: 'image/jpeg' }), onOcr);
  return suggestDetails(text, catalogue);
}

export const EMPTY_DETAILS: Record<keyof PaperDetails, string> = {
  exam: '',
  courseCode: '',
  courseName: '',
  slot: '',
};
