import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';

export type DialogProps = {
  /** The heading that names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Escape; the dialog's own buttons call what they mean themselves. */
  onClose: () => void;
  /** What has the focus when it opens (default: its first control, else the dialog itself). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The dialog is a form (Enter submits it): its submit handler. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The card's look, in place of ui's (an app whose dialogs look their own). */
  className?: string;
  /** The backdrop's look, in place of ui's. */
  backdropClassName?: string;
  /** The heading's look, in place of ui's. */
  titleClassName?: string;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** What Tab reaches inside the dialog, in order: enabled, drawn, one radio per group. */
function tabbable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.matches(':disabled') || element.closest('[hidden], [inert]')) return false;
    if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) {
      // An unchecked radio is reached only when its group has none checked.
      const group = root.querySelectorAll<HTMLInputElement>(
        `input[type="radio"][name="${CSS.escape(element.name)}"]`,
      );
      return ![...group].some((radio) => radio.checked);
    }
    return true;
  });
}

/** Open dialogs hold the page still; the last to close lets it scroll again. */
let locks = 0;
let released: (() => void) | null = null;

function lockScroll(): () => void {
  locks += 1;
  if (locks === 1) {
    const html = document.documentElement;
    const { body } = document;
    const before = {
      html: html.style.overflow,
      body: body.style.overflow,
      gutter: html.style.scrollbarGutter,
    };
    // The scrollbar's room stays, so the page behind does not shift sideways when it goes.
    if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    released = () => {
      html.style.overflow = before.html;
      body.style.overflow = before.body;
      html.style.scrollbarGutter = before.gutter;
    };
  }
  return () => {
    locks -= 1;
    if (locks === 0) {
      released?.();
      released = null;
    }
  };
}

/**
 * The one dialog of every app: on the page's body (above the site's header, which a section's
 * content sits under), named by its title, modal. The focus moves into it when it opens, Tab
 * and Shift+Tab go round inside it, Escape closes it, and the focus goes back to what opened it
 * when it closes; the page behind does not scroll meanwhile.
 *
 * A small component and not the native <dialog> with showModal(): the test DOM (jsdom) has no
 * showModal, and a modal <dialog> lets Tab leave the page for the browser's own controls.
 */
export function Dialog({
  title,
  onClose,
  initialFocus,
  onSubmit,
  className,
  backdropClassName,
  titleClassName,
  children,
}: DialogProps) {
  const titleId = useId();
  const card = useRef<HTMLElement | null>(null);
  // What had the focus as the dialog first rendered: what opened it.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const close = useRef(onClose);
  close.current = onClose;
  const first = useRef(initialFocus);

  useEffect(() => {
    const unlock = lockScroll();
    const root = card.current;
    if (root) (first.current?.current ?? tabbable(root)[0] ?? root).focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  const keepFocusInside = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || !card.current) return;
    const inside = tabbable(card.current);
    const [firstOne] = inside;
    const lastOne = inside[inside.length - 1];
    if (!firstOne || !lastOne) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === firstOne || active === card.current)) {
      event.preventDefault();
      lastOne.focus();
    } else if (!event.shiftKey && active === lastOne) {
      event.preventDefault();
      firstOne.focus();
    }
  };

  const common = {
    className: className ?? styles.dialog,
    role: 'dialog',
    'aria-modal': true,
    'aria-labelledby': titleId,
    tabIndex: -1,
    onKeyDown: keepFocusInside,
  } as const;
  const heading = (
    <h2 id={titleId} className={titleClassName ?? styles.title}>
      {title}
    </h2>
  );

  return createPortal(
    <div className={backdropClassName ?? styles.backdrop}>
      {onSubmit ? (
        <form
          ref={(element) => {
            card.current = element;
          }}
          onSubmit={onSubmit}
          {...common}
        >
          {heading}
          {children}
        </form>
      ) : (
        <div
          ref={(element) => {
            card.current = element;
          }}
          {...common}
        >
          {heading}
          {children}
        </div>
      )}
    </div>,
    document.body,
  );
}
