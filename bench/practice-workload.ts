/**
 * What bench/practice.ts times inside Chromium (bundled by it with esbuild, run at 4× CPU): the
 * practice page's work after a rating and a sync's merge, with the page's own packages and the
 * device's real IndexedDB (remotes/courses/src/features/practice: practice-store.ts,
 * use-practice.ts, practice-page.tsx do the same steps).
 */
import { createStore, entries, set, setMany } from 'idb-keyval';
import { PRACTICE_DEVICE, PRACTICE_KEYS } from '@vithelper/contracts/practice';
import { appendReview, countsFor, mergeReviews, type Review } from '@vithelper/practice/review-log';
import {
  nextCard,
  practiceCounts,
  stateCache,
  type PracticeCard,
} from '@vithelper/practice/schedule';

export type Workload = {
  /** Keeps the reviews on the device and computes the first card, as opening the page does. */
  open: (cards: PracticeCard[], reviews: Review[], now: number) => Promise<number>;
  /** `count` ratings, each timed from the rating to the next card and counts (ms). */
  rate: (count: number, now: number) => Promise<number[]>;
  /** A sync round's merge: the server's records (as practice-sdk reads them) with the device's. */
  merge: (server: Record<string, unknown>, local: Review[]) => { ms: number; reviews: number };
};

const store = createStore(PRACTICE_DEVICE.database, PRACTICE_DEVICE.store);
let cards: PracticeCard[] = [];
let log: Review[] = [];
const states = stateCache();
let serial = 0;

const workload: Workload = {
  async open(given, reviews, now) {
    cards = given;
    await setMany(
      reviews.map((review) => [
        PRACTICE_KEYS.review + review.id,
        { ...review, owner: null, pushed: true },
      ]),
      store,
    );
    const start = performance.now();
    const rows = await entries(store);
    const kept = rows.flatMap(([key, value]) =>
      typeof key === 'string' &&
      key.startsWith(PRACTICE_KEYS.review) &&
      countsFor((value as { owner?: unknown }).owner, null)
        ? [value]
        : [],
    );
    log = mergeReviews(kept);
    nextCard(states(cards, log), { now });
    return performance.now() - start;
  },
  async rate(count, now) {
    const times: number[] = [];
    let at = now;
    for (let n = 0; n < count; n += 1) {
      at += 1000;
      const current = nextCard(states(cards, log), { now: at });
      if (!current) break;
      const start = performance.now();
      const review: Review = {
        id: `bench${String((serial += 1)).padStart(15, '0')}`,
        card: current.card.id,
        rating: (['again', 'hard', 'good', 'easy'] as const)[n % 4]!,
        reviewedAt: at,
        device: 'benchdevice1',
      };
      await set(PRACTICE_KEYS.review + review.id, { ...review, owner: null, pushed: false }, store);
      log = appendReview(log, review);
      const next = states(cards, log);
      nextCard(next, { now: at });
      practiceCounts(next, at);
      times.push(performance.now() - start);
    }
    return times;
  },
  merge(server, local) {
    const start = performance.now();
    const reviews = Object.entries(server).map(([id, record]) => ({
      ...(record as object),
      id,
      reviewedAt: (record as { at?: unknown }).at,
    }));
    const merged = mergeReviews(local, mergeReviews(reviews));
    return { ms: performance.now() - start, reviews: merged.length };
  },
};

(window as unknown as { practiceBench: Workload }).practiceBench = workload;
