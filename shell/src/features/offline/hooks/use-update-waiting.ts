import { useObservable } from '@vithelper/shared/use-observable';
import { isUpdateWaiting, updateWaiting$ } from '../data/service-worker';

/** True once a new version of the site is installed and waits for a reload. */
export const useUpdateWaiting = (): boolean => useObservable(updateWaiting$, isUpdateWaiting);
