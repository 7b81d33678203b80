import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/** Fixed under the button, kept inside the window on a phone. */
function panelPosition(button: HTMLElement | null, maxWidth: number): React.CSSProperties {
  if (!button) return {};
  const rect = button.getBoundingClientRect();
  const width = Math.min(maxWidth, window.innerWidth - 16);
  const right = Math.min(
    Math.max(8, window.innerWidth - rect.right),
    window.innerWidth - 8 - width,
  );
  return { top: rect.bottom + 8, right, width };
}

/**
 * A header button's panel (the inbox, the account menu): open and closed by the button, placed
 * under it inside the window, closed by Escape (focus back on the button) or a press elsewhere.
 * `buttonProps` go on the button, `panelProps` on the panel, `headingId` on the panel's heading.
 */
export function useAnchoredPanel(maxWidth = 360) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<React.CSSProperties>({});
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelId = useId();
  const headingId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((was) => !was), []);

  useLayoutEffect(() => {
    if (open) setPosition(panelPosition(button.current, maxWidth));
  }, [open, maxWidth]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    const onResize = () => setPosition(panelPosition(button.current, maxWidth));
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('resize', onResize);
    };
  }, [open, close, maxWidth]);

  return {
    open,
    close,
    headingId,
    buttonProps: { ref: button, 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle },
    panelProps: { ref: panel, id: panelId, 'aria-labelledby': headingId, style: position },
  };
}
