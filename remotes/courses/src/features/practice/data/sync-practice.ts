/** Placeholder replaced below. */
export function startPracticeSync(_keys: unknown, _uid: string, _changed: () => void) {
  return () => undefined;
}
