import { useEffect, useState } from 'react';
import { accountReady } from '@vithelper/shared';
import { AD_REWARD_COINS } from '@vithelper/contracts/account';
import { Dialog } from '@vithelper/ui/dialog';
import { rewardAdView } from '../data/coins';
import modal from '../../../common/components/modal.module.css';
import { AD_DISPLAY_MS } from '../data/ad-timing';
import button from '../../../common/components/button.module.css';
import styles from './ad-dialog.module.css';

export type AdDialogProps = {
  onClose: () => void;
};

type Phase = 'showing' | 'rewarding' | 'rewarded' | 'failed';

/**
 * Shows the ad for 10 s with a countdown; only a full view earns the coins, for the account the
 * SDK reports (opened before the SDK has loaded, it starts it and the reward waits for it).
 */
export function AdDialog({ onClose }: AdDialogProps) {
  const [remaining, setRemaining] = useState(Math.ceil(AD_DISPLAY_MS / 1000));
  const [phase, setPhase] = useState<Phase>('showing');

  useEffect(() => {
    void accountReady().catch(() => undefined);
    const started = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((AD_DISPLAY_MS - (Date.now() - started)) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        setPhase('rewarding');
        rewardAdView().then(
          () => setPhase('rewarded'),
          () => setPhase('failed'),
        );
      }
    }, 250);
    return () => clearInterval(timer);
  }, []);

  return (
    <Dialog
      title="Sponsored"
      onClose={onClose}
      backdropClassName={modal.backdrop}
      className={modal.modal}
      titleClassName={modal.title}
    >
      <img
        src="/images/ad.svg"
        alt="Advertisement: VITHelper notes bundle"
        width="320"
        height="200"
      />
      <p aria-live="polite" className={styles.status}>
        {phase === 'showing' && `+${AD_REWARD_COINS} coins in ${remaining} s`}
        {phase === 'rewarding' && 'Adding your coins…'}
        {phase === 'rewarded' && `+${AD_REWARD_COINS} coins added. Thank you!`}
        {phase === 'failed' &&
          'Your coins could not be added (one reward every 10 seconds). Try again later.'}
      </p>
      <button type="button" className={`${button.button} ${button.quiet}`} onClick={onClose}>
        {phase === 'showing' ? 'Close (no coins)' : 'Close'}
      </button>
    </Dialog>
  );
}
