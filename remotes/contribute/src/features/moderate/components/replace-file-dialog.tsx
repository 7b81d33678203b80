import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { CONTRIBUTION_LIMITS } from '@vithelper/shared/contributions';
import { FileProblem, isPdfFile, tooLarge } from '../../../common/pdf/file-problems';
import styles from './moderate.module.css';

type Props = {
  /** What it is about, e.g. "CSE2005 Operating Systems (CAT-1, C1)". */
  what: string;
  /** How many students reported it: they are told it is fixed. */
  reports: number;
  busy: boolean;
  /** Set when the upload or the write was refused; the dialog stays open with it. */
  problem: string | null;
  onConfirm: (bytes: Uint8Array) => void;
  onCancel: () => void;
};

/** A checked PDF: its bytes for the upload and what the moderator is shown of it. */
type Chosen = { name: string; bytes: Uint8Array; pages: number; size: number };

const MB = 1024 * 1024;
const sizeInWords = (bytes: number) =>
  bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;

/**
 * Checks a chosen file the way /contribute does (a PDF, within the size and page limits, not
 * locked or damaged), with the reason in words when it is not one to publish.
 */
async function checkFile(file: File): Promise<Chosen> {
  if (!isPdfFile(file)) {
    throw new FileProblem('not-a-pdf', `“${file.name}” is not a PDF. Choose the paper as a PDF.`);
  }
  if (file.size > CONTRIBUTION_LIMITS.maxBytes) throw tooLarge(file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // pdf.js arrives with the first file chosen, not with the Reports tab.
  const { readPdf } = await import('../../../common/pdf/read-pdf');
  const read = await readPdf(bytes);
  await read.close();
  return { name: file.name, bytes, pages: read.pages, size: file.size };
}

/** "Replace the file…": the moderator picks the right PDF, checked before anything is sent. */
export function ReplaceFileDialog({ what, reports, busy, problem, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const fileId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [checking, setChecking] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  // Focus moves into the dialog when it opens and back to what opened it when it closes.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    field.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setChosen(null);
    setFileProblem(null);
    if (!file) return;
    setChecking(true);
    checkFile(file).then(
      (checked) => {
        setChecking(false);
        setChosen(checked);
      },
      (error: unknown) => {
        setChecking(false);
        setFileProblem(
          error instanceof FileProblem
            ? error.message
            : 'This file could not be read. Choose it again, or another copy of the paper.',
        );
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setFileProblem('Choose the right PDF of this paper first.');
      return;
    }
    onConfirm(chosen.bytes);
  };

  const describedBy = [`${fileId}-hint`, fileProblem ? `${fileId}-problem` : null]
    .filter(Boolean)
    .join(' ');

  // On the page's body: above the site's header, which the section's content sits under.
  return createPortal(
    <div className={styles.backdrop}>
      <form
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          Replace the file?
        </h2>
        <p className={styles.muted}>{what}</p>
        <label htmlFor={fileId} className={styles.label}>
          The right PDF of this paper
        </label>
        <input
          ref={field}
          id={fileId}
          type="file"
          accept="application/pdf,.pdf"
          className={styles.fileInput}
          disabled={busy}
          aria-invalid={fileProblem ? true : undefined}
          aria-describedby={describedBy}
          onChange={choose}
        />
        <p id={`${fileId}-hint`} className={styles.hint}>
          A PDF of at most {CONTRIBUTION_LIMITS.maxBytes / MB} MB and {CONTRIBUTION_LIMITS.maxPages}{' '}
          pages. It is published under a new name; the old file is kept, and{' '}
          {reports === 1
            ? 'the student who reported it is'
            : `the ${reports} students who reported it are`}{' '}
          told it is fixed.
        </p>
        {checking ? (
          <p role="status" className={styles.muted}>
            Checking the file…
          </p>
        ) : null}
        {chosen ? (
          <p role="status" className={styles.chosen}>
            “{chosen.name}”: {chosen.pages} {chosen.pages === 1 ? 'page' : 'pages'},{' '}
            {sizeInWords(chosen.size)}. Ready to replace.
          </p>
        ) : null}
        {fileProblem ? (
          <p id={`${fileId}-problem`} role="alert" className={styles.error}>
            {fileProblem}
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={busy || checking}>
            {busy ? 'Replacing…' : 'Replace and resolve as fixed'}
          </button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
