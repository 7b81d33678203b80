/**
 * npm run bench:practice: how long the practice page's scheduling takes for a big course, 2 000
 * cards with a year of reviews (packages/practice, docs/practice.md). Prints the median of 20
 * runs of replaying the log (cardStates), choosing the next card (nextCard) and counting
 * (practiceCounts); a rating costs one of each. Nothing is asserted: it is a figure to watch.
 */
import { performance } from 'node:perf_hooks';
import { mergeReviews, type Review } from '@vithelper/practice/review-log';
import {
  cardStates,
  nextCard,
  practiceCounts,
  type PracticeCard,
} from '@vithelper/practice/schedule';

const CARDS = 2000;
const RUNS = 20;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const RATINGS = ['again', 'hard', 'good', 'easy'] as const;

const id = (n: number) => `g_${n.toString(36).padStart(13, '0')}`;
const cards: PracticeCard[] = Array.from({ length: CARDS }, (_, n) => ({
  id: id(n),
  asked: 1 + (n % 6),
  order: n,
  questions: [],
}));
// Three quarters of the cards rated, five times each over the year: 7 500 reviews.
const reviews: Review[] = [];
for (let n = 0; n < (CARDS * 3) / 4; n += 1)
  for (let k = 0; k < 5; k += 1)
    reviews.push({
      id: `r${String(n * 5 + k).padStart(19, '0')}`,
      card: id(n),
      rating: RATINGS[(n + k) % 4]!,
      reviewedAt: NOW - 365 * DAY + (k * 70 + (n % 60)) * DAY,
      device: 'benchdevice1',
    });

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const times = { merge: [] as number[], states: [] as number[], next: [] as number[] };
for (let run = 0; run < RUNS; run += 1) {
  let start = performance.now();
  const log = mergeReviews(reviews);
  times.merge.push(performance.now() - start);
  start = performance.now();
  const states = cardStates(cards, log);
  times.states.push(performance.now() - start);
  start = performance.now();
  nextCard(states, { now: NOW });
  practiceCounts(states, NOW);
  times.next.push(performance.now() - start);
}
console.log(
  `bench:practice: ${CARDS} cards, ${reviews.length} reviews, median of ${RUNS} runs: ` +
    `merge ${median(times.merge).toFixed(1)} ms, replay ${median(times.states).toFixed(1)} ms, ` +
    `next card and counts ${median(times.next).toFixed(1)} ms`,
);
