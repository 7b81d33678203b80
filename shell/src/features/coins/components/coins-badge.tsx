import { lazy, Suspense, useEffect, useState } from 'react';
import { useCoins, useUser } from '@vithelper/shared';
import { watchCoins } from '../data/coins';
import { rememberedCoins } from '../data/remembered-coins';
import { useShownAccount } from '../../../common/hooks/use-shown-account';

// Fetched on the first click: the first screen never shows the ad.
const AdDialog = lazy(() => import('./ad-dialog').then((module) => ({ default: module.AdDialog })));

/**
 * The coins of this browser's user and the one way to earn them: watching the ad. From the first
 * paint: the balance this browser last saw stands in until the SDK (loaded at a quiet moment)
 * reports, and the ad can be watched at once (its reward waits for the SDK).
 */
export function CoinsBadge() {
  const uid = useUser();
  const shown = useShownAccount();
  const live = useCoins();
  const [adOpen, setAdOpen] = useState(false);

  useEffect(() => (uid ? watchCoins(uid) : undefined), [uid]);

  const coins = live ?? (shown ? rememberedCoins(shown.uid) : null);
  return (
    <div className="vh-coins">
      <span
        className="vh-coins__count"
        aria-label={coins === null ? 'Coins not loaded yet' : `${coins} coins`}
      >
        <span className="vh-coin-icon" aria-hidden="true" /> {coins ?? (uid ? '…' : '–')}
      </span>
      <button type="button" className="vh-coins__earn" onClick={() => setAdOpen(true)}>
        {/* Narrow bars show "+30 coins" or "+30"; the button is still read as the whole offer. */}
        <span className="vh-coins__earn-lead">Watch an ad: </span>+30
        <span className="vh-coins__earn-unit"> coins</span>
      </button>
      {adOpen && (
        <Suspense fallback={null}>
          <AdDialog onClose={() => setAdOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
