/**
 * A moderator attaches a paper's answer key (docs/answers.md, "Official answers"): the PDF is read
 * by pdf.js for its page count, put in Storage at answerKeys/<exam>/<paper>.pdf, then recorded at
 * answerKeys/<exam>/<paper>. A chunk of its own, fetched only when a moderator picks a key.
 */
import { ref as dbRef, serverTimestamp, set, type Database } from 'firebase/database';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { ANSWER_KEY_LIMITS, ANSWER_PATHS, answerKeyPath } from '@vithelper/contracts/answers';
import type { ExamKind } from '@vithelper/contracts/papers';
import { openPdfDocument } from '@vithelper/ui/pdf-engine';

/** A key that cannot be attached, with words for the moderator. */
class KeyProblem extends Error {
  readonly reason = true;
}

/** The key's pages, refusing a file that is not a PDF pdf.js can open or is too large. */
async function pagesOf(file: Blob): Promise<number> {
  if (file.size === 0 || file.size > ANSWER_KEY_LIMITS.maxBytes)
    throw new KeyProblem('An answer key must be a PDF of at most 20 MB.');
  try {
    const { doc, close } = await openPdfDocument(await file.arrayBuffer());
    const pages = doc.numPages;
    await close();
    if (pages > ANSWER_KEY_LIMITS.maxPages)
      throw new KeyProblem(`An answer key may have at most ${ANSWER_KEY_LIMITS.maxPages} pages.`);
    return pages;
  } catch (error) {
    if (error instanceof KeyProblem) throw error;
    throw new KeyProblem('This file is not a PDF that can be opened. Choose the answer key’s PDF.');
  }
}

/** Puts the key's PDF in Storage and records it (replacing any key the paper had). */
export async function attachAnswerKey(
  db: Database,
  storage: FirebaseStorage,
  paper: { exam: ExamKind; id: string },
  by: string,
  file: Blob,
): Promise<void> {
  const pages = await pagesOf(file);
  await uploadBytes(ref(storage, answerKeyPath(paper.exam, paper.id)), file, {
    contentType: 'application/pdf',
  });
  await set(dbRef(db, `${ANSWER_PATHS.answerKeys}/${paper.exam}/${paper.id}`), {
    pages,
    at: serverTimestamp(),
    by,
  });
}
