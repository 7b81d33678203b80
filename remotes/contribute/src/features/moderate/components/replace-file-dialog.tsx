import { useId, useState, type ChangeEvent } from 'react';
import { CONTRIBUTION_LIMITS } from '@vithelper/contracts/contributions';
import frame from '@vithelper/ui/dialog.module.css';
import { FileProblem, isPdfFile, tooLarge } from '../../../common/pdf/file-problems';
import { ModerationDialog } from './moderation-dialog';
import styles from './moderate.module.css';

type ReplaceFileDialogProps = {
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
export function ReplaceFileDialog({
  what,
  reports,
  busy,
  problem,
  onConfirm,
  onCancel,
}: ReplaceFileDialogProps) {
  const fileId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [checking, setChecking] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

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

  const confirmFile = () => {
    if (!chosen) {
      setFileProblem('Choose the right PDF of this paper first.');
      return;
    }
    onConfirm(chosen.bytes);
  };

  const describedBy = [`${fileId}-hint`, fileProblem ? `${fileId}-problem` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <ModerationDialog
      title="Replace the file?"
      what={what}
      confirm={busy ? 'Replacing…' : 'Replace and resolve as fixed'}
      tone="primary"
      waiting={busy || checking}
      problem={problem}
      onConfirm={confirmFile}
      onCancel={onCancel}
    >
      <label htmlFor={fileId} className={frame.label}>
        The right PDF of this paper
      </label>
      <input
        id={fileId}
        type="file"
        accept="application/pdf,.pdf"
        className={styles.fileInput}
        disabled={busy}
        aria-invalid={fileProblem ? true : undefined}
        aria-describedby={describedBy}
        onChange={choose}
      />
      <p id={`${fileId}-hint`} className={frame.hint}>
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
        <p id={`${fileId}-problem`} role="alert" className={frame.error}>
          {fileProblem}
        </p>
      ) : null}
    </ModerationDialog>
  );
}
