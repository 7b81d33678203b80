import { useEffect, useRef, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useConfig } from '@vithelper/shared';
import { INSTRUCTIONS_VIEWER_ROUTE, PAPER_VIEWER_ROUTES } from '@vithelper/contracts/papers';
import { Dialog } from '@vithelper/ui/dialog';
import { InlineSvg } from '@vithelper/ui/inline-svg';
import modal from '../../../common/components/modal.module.css';
import { MODAL_CLOSE_MS } from '../data/timings';
import { hasInteracted } from '../data/first-interaction';
import banner from '../../../../public/images/app-banner.svg?source';
import button from '../../../common/components/button.module.css';
import styles from './app-modal.module.css';

const DISMISSED_KEY = 'vithelper.appModal.dismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The addresses of one paper (or a material's instructions): what a shared link opens. */
const DOCUMENT_ROUTES = [...Object.values(PAPER_VIEWER_ROUTES), INSTRUCTIONS_VIEWER_ROUTE];
const isDocumentLink = (pathname: string) =>
  DOCUMENT_ROUTES.some((route) => matchPath(route, pathname) !== null);

/**
 * The 'VITHelper App' prompt: open on the first visit, never shown again once closed. Never over
 * a link to a paper (someone shared it to be read) and never on a student who has already begun
 * to type, tap or scroll while the site started: that visit goes without it, and a later one
 * offers it.
 */
export function AppModal() {
  const config = useConfig();
  const { pathname } = useLocation();
  const [state, setState] = useState<'open' | 'closing' | 'closed'>(() =>
    wasDismissed() || isDocumentLink(pathname) || hasInteracted() ? 'closed' : 'open',
  );
  const laterButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (state !== 'closing') return undefined;
    const timer = setTimeout(() => setState('closed'), MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'closed' || !config) return null;

  const close = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: the prompt simply shows again next visit.
    }
    setState('closing');
  };

  return (
    <Dialog
      title="VITHelper App"
      onClose={close}
      initialFocus={laterButton}
      backdropClassName={
        state === 'closing' ? `${modal.backdrop} ${modal.closing}` : modal.backdrop
      }
      className={modal.modal}
      titleClassName={modal.title}
    >
      <InlineSvg
        markup={banner}
        label="The VITHelper app on a phone"
        width={320}
        className={styles.banner}
      />
      <p>Papers, materials and placement tips in your pocket, even on slow hostel Wi-Fi.</p>
      <div className={styles.actions}>
        <a
          className={button.button}
          href={config.links.appStore}
          target="_blank"
          rel="noopener noreferrer"
        >
          Download Now
        </a>
        <button
          ref={laterButton}
          type="button"
          className={`${button.button} ${button.quiet}`}
          onClick={close}
        >
          Maybe Later
        </button>
      </div>
    </Dialog>
  );
}
