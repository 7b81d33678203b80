import { useRef, type ReactNode } from 'react';
import styles from './answers.module.css';

export type FileButtonProps = {
  /** The file types the browser's picker offers. */
  accept: string;
  disabled?: boolean;
  /** Called with the file chosen; the picker is emptied, so the same file may be chosen again. */
  onFile: (file: File) => void;
  children: ReactNode;
};

/** A button that opens the browser's file picker (a photo, an answer key); its input is hidden. */
export function FileButton({ accept, disabled, onFile, children }: FileButtonProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={accept}
        className={styles.fileInput}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button
        type="button"
        className={styles.secondary}
        disabled={disabled}
        onClick={() => picker.current?.click()}
      >
        {children}
      </button>
    </>
  );
}
