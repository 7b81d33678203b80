import { useEffect, useState } from 'react';

export type Load<T> =
  { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; message: string };

/** Runs `load` for `key` (again when it changes), dropping an answer that came too late. */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [result, setResult] = useState<{ key: string; load: Load<T> }>({
    key,
    load: { state: 'loading' },
  });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setResult({ key, load: { state: 'ready', value } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({
          key,
          load: {
            state: 'error',
            message: error instanceof Error ? error.message : 'The questions could not be read.',
          },
        });
      },
    );
    return () => controller.abort();
    // `load` is a function of `key`: the key alone says when to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result.key === key ? result.load : { state: 'loading' };
}
