import { appendReview, mergeReviews, type Review } from './review-log';
import { cardStates, nextCard, stateCache, type PracticeCard } from './schedule';

const DAY = 86_400_000;
const NOW = new Date(2026, 10, 20, 12).getTime();
const id = (n: number) => `g_${String(n).padStart(13, '0')}`;
const cards: PracticeCard[] = Array.from({ length: 6 }, (_, n) => ({
  id: id(n),
  asked: 1 + (n % 3),
  order: n,
  questions: [`q_${String(n).padStart(13, '0')}`],
}));
let serial = 0;
const review = (n: number, rating: Review['rating'], at: number): Review => ({
  id: `r${String(serial++).padStart(19, '0')}`,
  card: id(n),
  rating,
  reviewedAt: at,
  device: 'laptop01',
});

describe('rating after rating (stateCache, appendReview)', () => {
  it('gives the states and next cards a full replay gives, rating by rating', () => {
    const states = stateCache();
    let log: Review[] = [review(0, 'good', NOW - 3 * DAY), review(1, 'again', NOW - DAY)];
    const ratings: Review['rating'][] = ['again', 'easy', 'hard', 'good', 'again', 'good'];
    for (const [step, rating] of ratings.entries()) {
      const now = NOW + step * 60_000;
      const next = nextCard(states(cards, log), { now })!;
      expect(next).toEqual(nextCard(cardStates(cards, log), { now }));
      log = appendReview(log, review(Number(next.card.id.slice(2)), rating, now));
      expect(states(cards, log)).toEqual(cardStates(cards, log));
    }
  });

  it('replays a card again when another device’s older review arrives', () => {
    const states = stateCache();
    const mine = [review(2, 'easy', NOW - 2 * DAY), review(2, 'easy', NOW)];
    states(cards, mine);
    // The phone rated "again" in between: the card is due again, not known.
    const merged = mergeReviews(mine, [review(2, 'again', NOW - DAY)]);
    expect(states(cards, merged)).toEqual(cardStates(cards, merged));
    expect(states(cards, merged)[2]).toMatchObject({ reviews: 3 });
  });

  it('keeps the log in time order when a review is older than the last (a clock set back)', () => {
    const late = review(3, 'good', NOW);
    const early = review(4, 'hard', NOW - DAY);
    expect(appendReview([late], early).map((r) => r.id)).toEqual([early.id, late.id]);
    expect(appendReview([early], late).map((r) => r.id)).toEqual([early.id, late.id]);
  });
});
