import { lazy, Suspense, useEffect, useState } from 'react';
import { useAccount } from '@vithelper/shared';
import { watchCoins } from '../data/coins';
import { useCoins } from '../data/coins-store';
import { rememberedCoins } from '../data/remembered-coins';
import { useShownAccount } from '../../../common/hooks/use-shown-account';
import styles from './coins-badge.module.css';

// Fetched on the first click: the first screen never shows the ad.
const AdDialog = lazy(() => import('./ad-dialog').then((module) => ({ default: module.AdDialog })));

export type CoinsBadgeProps = {
  /** The bar it sits in: the desktop header, or the phones' bar under theirs. */
  place: 'header' | 'bar';
};

/**
 * The coins of this browser's user and the one way to earn them: watching the ad. From the first
 * paint: the balance this browser last saw stands in until the SDK (loaded at a quiet moment)
 * reports, and the ad can be watched at once (its reward waits for the SDK).
 */
export function CoinsBadge({ place }: CoinsBadgeProps) {
  const uid = useAccount()?.uid ?? null;
  const shown = useShownAccount();
  const live = useCoins();
  const [adOpen, setAdOpen] = useState(false);

  useEffect(() => (uid ? watchCoins(uid) : undefined), [uid]);

  const coins = live ?? (shown ? rememberedCoins(shown.uid) : null);
  return (
    // This student's: never in the first screen's copy (features/first-screen).
    <div
      className={`${styles.coins} ${place === 'header' ? styles.inHeader : styles.inBar}`}
      data-first-screen="leave-out"
    >
      <span
        className={styles.count}
        aria-label={coins === null ? 'Coins not loaded yet' : `${coins} coins`}
      >
        <span className={styles.icon} aria-hidden="true" /> {coins ?? (uid ? '…' : '–')}
      </span>
      <button type="button" className={styles.earn} onClick={() => setAdOpen(true)}>
        {/* Narrow bars show "+30 coins" or "+30"; the button is still read as the whole offer. */}
        <span className={styles.earnLead}>Watch an ad: </span>+30
        <span className={styles.earnUnit}> coins</span>
      </button>
      {adOpen && (
        <Suspense fallback={null}>
          <AdDialog onClose={() => setAdOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
