import { BehaviorSubject, type Observable } from 'rxjs';
import type { Workbox } from 'workbox-window';
import { whenIdleAfter } from '../../../common/when-idle';
import { WARM_CACHES } from '../worker/worker-messages';

const waitingSubject = new BehaviorSubject<boolean>(false);
/** True when a new version of the shell is installed and waits for the student to reload. */
export const updateWaiting$: Observable<boolean> = waitingSubject.asObservable();
export const isUpdateWaiting = (): boolean => waitingSubject.getValue();

let workbox: Workbox | null = null;
let started = false;

/** Warming fetches every section's files: wait until the first screen's work is long done. */
const WARM_DELAY_MS = 10_000;

/**
 * Registers /sw.js (production builds only: a development server rebuilds files
 * the worker would pin). A waiting new version is announced, never forced.
 * Called once the content is on screen and painted (startup/start.tsx): workbox-window
 * is fetched then, since nothing before the content needs it. Once per page.
 */
export function startServiceWorker(): void {
  if (started || process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  started = true;
  import('workbox-window')
    .then(({ Workbox }) => {
      workbox = new Workbox('/sw.js');
      workbox.addEventListener('waiting', () => waitingSubject.next(true));
      return workbox
        .register()
        .then(() =>
          whenIdleAfter(
            WARM_DELAY_MS,
            () => void workbox?.messageSW({ type: WARM_CACHES }).catch(() => undefined),
          ),
        );
    })
    .catch((error: unknown) => console.warn('The offline worker could not be registered', error));
}

/** The student chose to update: the waiting worker takes over, then the page reloads once. */
export function reloadToUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
