import { useState, type ReactNode } from 'react';
import styles from './pdf-viewer.module.css';

export type ReaderActionsProps = {
  bytes: ArrayBuffer;
  fileName: string;
  /** The document's title, for the share sheet. */
  title: string;
  /** Offer Share (the page's own address); false where the address is not for sharing. */
  share: boolean;
  /** Extra controls beside Download and Share (e.g. the Save toggle). */
  actions?: ReactNode;
};

/** Saves the document's bytes as a file (the reader keeps its own copy, not pdf.js's). */
function download(bytes: ArrayBuffer, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Download, Share (the device's share sheet, else the link copied) and the caller's controls. */
export function ReaderActions({
  bytes,
  fileName,
  title,
  share: sharing,
  actions,
}: ReaderActionsProps) {
  const [copied, setCopied] = useState(false);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission: the address bar still holds the link.
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 4000);
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} onClick={() => download(bytes, fileName)}>
        Download
      </button>
      {sharing ? (
        <button type="button" className={styles.button} onClick={() => void share()}>
          Share
        </button>
      ) : null}
      {actions}
      <span role="status" className={styles.copied}>
        {copied ? 'Link copied' : ''}
      </span>
    </div>
  );
}
