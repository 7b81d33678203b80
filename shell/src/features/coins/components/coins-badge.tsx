import { lazy, Suspense, useEffect, useState } from 'react';
import { useCoins, useUser, watchCoins } from '@vithelper/shared';

// Fetched on the first click: the first screen never shows the ad.
const AdDialog = lazy(() => import('./ad-dialog').then((module) => ({ default: module.AdDialog })));

/** The coins of this browser's user and the one way to earn them: watching the ad. */
export function CoinsBadge() {
  const uid = useUser();
  const coins = useCoins();
  const [adOpen, setAdOpen] = useState(false);

  useEffect(() => (uid ? watchCoins(uid) : undefined), [uid]);

  // Neutral until the SDK has reported who this is (it loads after the content).
  if (!uid) {
    return (
      <div className="vh-coins vh-coins--pending">
        <span className="vh-coins__count" aria-label="Coins not loaded yet">
          <span className="vh-coin-icon" aria-hidden="true" /> –
        </span>
      </div>
    );
  }
  return (
    <div className="vh-coins">
      <span className="vh-coins__count" aria-label={`${coins ?? 0} coins`}>
        <span className="vh-coin-icon" aria-hidden="true" /> {coins ?? '…'}
      </span>
      <button type="button" className="vh-coins__earn" onClick={() => setAdOpen(true)}>
        {/* A phone's bar shows "+30 coins"; the button is still read as the whole offer. */}
        <span className="vh-coins__earn-lead">Watch an ad: </span>+30 coins
      </button>
      {adOpen && (
        <Suspense fallback={null}>
          <AdDialog uid={uid} onClose={() => setAdOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
