/** How long a database read may go unanswered (no connection) before its fallback is used. */
const READ_WAIT_MS = 10_000;

/**
 * What `read` gives; `fallback` when it fails, or when a database that never answers (no
 * connection) keeps it waiting.
 */
export function readOr<T>(read: Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), READ_WAIT_MS);
  });
  return Promise.race([read.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}
