import { useEffect, useState } from 'react';
import { updateWaiting$ } from '../data/service-worker';

/** True once a new version of the site is installed and waits for a reload. */
export function useUpdateWaiting(): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const subscription = updateWaiting$.subscribe(setWaiting);
    return () => subscription.unsubscribe();
  }, []);
  return waiting;
}
