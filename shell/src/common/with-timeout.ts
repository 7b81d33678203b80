/**
 * `work`'s outcome, or the error `timeoutError` makes once `ms` have passed without one.
 * Imports nothing: the shell's federation runtime plugins use it before the shared package is
 * negotiated.
 */
export function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  timeoutError: () => Error,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
