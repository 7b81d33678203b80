import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * The one way a component reads state that lives outside React and changes as an observable
 * (the bus, a BehaviorSubject of an app's own): useSyncExternalStore over the source, with
 * `getSnapshot` giving the value now. Every value the source sends re-reads the snapshot, so
 * the first render already has the current value and no render shows a torn one.
 *
 * The entry point @vithelper/shared/use-observable: it holds no state, so each app bundles
 * it rather than waiting for the shell's copy (decision 006). The source should be stable
 * (a module-level observable); a new one per render subscribes again on every render.
 */
export function useObservable<T>(source: Observable<unknown>, getSnapshot: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [source],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
