/**
 * The key a reader's shortcut may act on, or null: not while typing in a box, and not with
 * Ctrl, ⌘ or Alt (the browser's own zoom and shortcuts).
 */
export function readerKey(event: KeyboardEvent): string | null {
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select, [contenteditable="true"]')) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return event.key;
}
