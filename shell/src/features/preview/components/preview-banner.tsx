import { useState } from 'react';
import { currentPreview, stopPreview, type PreviewState } from '../data/preview';

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
      <div className="vh-preview" role="status">
        {/* The dash stays with the version when the line wraps on a phone. */}
        <span>
          Previewing {preview.remote} {preview.version}&nbsp;—{' '}
        </span>
        <button type="button" className="vh-button vh-button--small" onClick={onStop}>
          Stop preview
        </button>
      </div>
    );
  }
  if (preview.state === 'refused' && !dismissed) {
    return (
      <div className="vh-preview vh-preview--refused" role="alert">
        <span>Preview refused: {preview.message}</span>
        <button
          type="button"
          className="vh-button vh-button--small"
          onClick={() => setDismissed(true)}
        >
          Dismiss
        </button>
      </div>
    );
  }
  return null;
}
