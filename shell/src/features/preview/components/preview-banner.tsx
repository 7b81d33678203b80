import { useState } from 'react';
import { currentPreview, stopPreview, type PreviewState } from '../data/preview';
import button from '../../../common/components/button.module.css';
import styles from './preview-banner.module.css';

export type PreviewBannerProps = {
  preview?: PreviewState;
  onStop?: () => void;
};

/** Says which section this browser is previewing (and how to stop), or why a preview was refused. */
export function PreviewBanner({
  preview = currentPreview(),
  onStop = stopPreview,
}: PreviewBannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (preview.state === 'active') {
    return (
      <div className={styles.preview} role="status">
        {/* The dash stays with the version when the line wraps on a phone. */}
        <span>
          Previewing {preview.remote} {preview.version}&nbsp;—{' '}
        </span>
        <button type="button" className={`${button.button} ${button.small}`} onClick={onStop}>
          Stop preview
        </button>
      </div>
    );
  }
  if (preview.state === 'refused' && !dismissed) {
    return (
      <div className={`${styles.preview} ${styles.refused}`} role="alert">
        <span>Preview refused: {preview.message}</span>
        <button
          type="button"
          className={`${button.button} ${button.small}`}
          onClick={() => setDismissed(true)}
        >
          Dismiss
        </button>
      </div>
    );
  }
  return null;
}
