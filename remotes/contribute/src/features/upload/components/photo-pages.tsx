import type { PhotoPage } from '../data/read-choice';
import styles from './upload-page.module.css';

type Props = {
  photos: PhotoPage[];
  onChange: (photos: PhotoPage[]) => void;
  disabled?: boolean;
};

const moved = (photos: PhotoPage[], from: number, to: number) => {
  const next = [...photos];
  const [photo] = next.splice(from, 1);
  if (photo) next.splice(to, 0, photo);
  return next;
};

/** The photos as the PDF's pages, in order: move a page up or down, or remove it. */
export function PhotoPages({ photos, onChange, disabled }: Props) {
  return (
    <ol className={styles.pages} aria-label="Pages of the PDF">
      {photos.map((photo, index) => (
        <li key={photo.key} className={styles.page}>
          <img src={photo.thumbnail} alt={`Page ${index + 1}: ${photo.name}`} />
          <span className={styles.pageNumber}>Page {index + 1}</span>
          <span className={styles.pageActions}>
            <button
              type="button"
              onClick={() => onChange(moved(photos, index, index - 1))}
              disabled={disabled || index === 0}
              aria-label={`Move page ${index + 1} up`}
            >
              ↑
            </button>
            <button
              type="button"
              onClick={() => onChange(moved(photos, index, index + 1))}
              disabled={disabled || index === photos.length - 1}
              aria-label={`Move page ${index + 1} down`}
            >
              ↓
            </button>
            <button
              type="button"
              onClick={() => onChange(photos.filter((p) => p.key !== photo.key))}
              disabled={disabled}
              aria-label={`Remove page ${index + 1}`}
            >
              ✕
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
