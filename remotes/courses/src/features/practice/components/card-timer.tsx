import { useEffect, useState } from 'react';
import styles from './practice-page.module.css';

const KEY = 'vithelper.practice.timer';

/** Whether the student times each card: kept on the device, off until they turn it on. */
export function useTimerSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(KEY) === 'on';
    } catch {
      return false;
    }
  });
  const set = (next: boolean) => {
    setOn(next);
    try {
      if (next) localStorage.setItem(KEY, 'on');
      else localStorage.removeItem(KEY);
    } catch {
      // A browser that keeps nothing (a private mode) times this visit's cards only.
    }
  };
  return [on, set];
}

/** "0:07", "2:45", "12:03" */
const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export type CardTimerProps = {
  /** Counting: until the answer is shown, the time spent recalling it. */
  running: boolean;
};

/** The time since the card was shown, stopped when its answer is. */
export function CardTimer({ running }: CardTimerProps) {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return (
    // Not live: a screen reader is not told every second; the student reads it when they look.
    <span className={styles.timer} role="timer" aria-label="Time on this card">
      {running ? clock(now - start) : `Recalled in ${clock(now - start)}`}
    </span>
  );
}
