import { reloadToUpdate } from '../data/service-worker';
import { useOnline } from '../hooks/use-online';
import { useUpdateWaiting } from '../hooks/use-update-waiting';
import button from '../../../common/components/button.module.css';
import styles from './offline-status.module.css';

/**
 * The two things the offline worker tells a student: that they are offline (and
 * what still works), and that a new version is ready. Updating is their choice.
 */
export function OfflineStatus() {
  const online = useOnline();
  const updateWaiting = useUpdateWaiting();
  if (online && !updateWaiting) return null;
  return (
    <div className={styles.status}>
      {!online && (
        <p className={styles.note} role="status">
          <span className={styles.dot} aria-hidden="true" />
          <span>You are offline — saved content still works.</span>
        </p>
      )}
      {updateWaiting && (
        <div className={styles.update} role="status">
          <span>A new version of VITHelper is ready.</span>
          <button
            type="button"
            className={`${button.button} ${button.small}`}
            onClick={reloadToUpdate}
          >
            Reload to update
          </button>
        </div>
      )}
    </div>
  );
}
