/**
 * Whether the visitor has started to use the page: a key, a tap, a click or a scroll of the
 * wheel since the page began to load. Watched from the page's boot script (the first code to
 * run, shell/src/startup/boot/boot-script.ts), so what a student does on the loader or on a repeat
 * visit's first screen counts; kept on the document, which the boot script and the app share.
 */
const ATTRIBUTE = 'data-vh-interacted';
const EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;

export function watchFirstInteraction(): void {
  const options = { capture: true, passive: true } as const;
  const mark = () => {
    document.documentElement.setAttribute(ATTRIBUTE, '');
    for (const type of EVENTS) window.removeEventListener(type, mark, options);
  };
  for (const type of EVENTS) window.addEventListener(type, mark, options);
}

export const hasInteracted = (): boolean => document.documentElement.hasAttribute(ATTRIBUTE);
