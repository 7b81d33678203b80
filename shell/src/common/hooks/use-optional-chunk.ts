import { useCallback, useState, type ComponentType } from 'react';

/** The components fetched so far, by their loader: a page shown again has them at once. */
const loaded = new WeakMap<() => Promise<ComponentType<never>>, ComponentType<never>>();
const loading = new WeakSet<() => Promise<ComponentType<never>>>();

/**
 * A component in a chunk of its own that the page can do without (a button, a notice): null until
 * `request()` has fetched it. A fetch that fails (offline, before the file was cached) leaves it
 * null and the page as it is, never an error screen; the next `request()` asks again. React.lazy
 * would keep the failure and throw it to the page.
 * `load` must be one function for the component (declared beside it, not in a render).
 */
export function useOptionalChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
): [ComponentType<P> | null, () => void] {
  const key = load as () => Promise<ComponentType<never>>;
  const [component, setComponent] = useState(
    () => (loaded.get(key) as ComponentType<P> | undefined) ?? null,
  );
  const request = useCallback(() => {
    const known = loaded.get(key) as ComponentType<P> | undefined;
    if (known) {
      setComponent(() => known);
      return;
    }
    if (loading.has(key)) return;
    loading.add(key);
    load().then(
      (fetched) => {
        loading.delete(key);
        loaded.set(key, fetched as ComponentType<never>);
        setComponent(() => fetched);
      },
      () => loading.delete(key),
    );
  }, [key, load]);
  return [component, request];
}
