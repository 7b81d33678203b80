/**
 * `work`'s outcome, or the error `timeoutError` makes once `ms` have passed without one.
 * (The shell's start-up has its own copy, shell/src/common/with-timeout.ts.)
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
