import { examPlan } from './exam-plan';
import { mergeReviews, type Review } from './review-log';
import { cardStates, daysPractised, nextCard, practiceCounts, type PracticeCard } from './schedule';

const DAY = 86_400_000;
/** Noon, local time, on a fixed day: the day's bounds are the same in every time zone. */
const NOW = new Date(2026, 10, 20, 12).getTime();
const id = (n: number) => `g_${String(n).padStart(13, '0')}`;
const card = (n: number, asked: number): PracticeCard => ({
  id: id(n),
  asked,
  order: n,
  questions: [`q_${String(n).padStart(13, '0')}`],
});
let serial = 0;
const review = (n: number, rating: Review['rating'], at: number, device = 'laptop01'): Review => ({
  id: `r${String(serial++).padStart(19, '0')}`,
  card: id(n),
  rating,
  reviewedAt: at,
  device,
});
/** The date `days` from NOW, as the exam date input writes it. */
const dateIn = (days: number) => {
  const day = new Date(NOW + days * DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

describe('practice scheduling', () => {
  it('shows new cards most asked first, then in the bank order', () => {
    const cards = [card(1, 1), card(2, 4), card(3, 2), card(4, 4)];
    const shown: string[] = [];
    const log: Review[] = [];
    for (let step = 0; step < 4; step += 1) {
      const next = nextCard(cardStates(cards, log), { now: NOW + step });
      shown.push(next!.card.id);
      log.push(review(Number(next!.card.id.slice(2)), 'easy', NOW + step));
    }
    expect(shown).toEqual([id(2), id(4), id(3), id(1)]);
  });

  it('counts new, learning and known cards, the repeated ones known and those due today', () => {
    const cards = [card(1, 3), card(2, 2), card(3, 1), card(4, 5)];
    const states = cardStates(cards, [
      review(1, 'easy', NOW - 30 * DAY),
      review(2, 'again', NOW - 60_000),
      review(3, 'easy', NOW - 30 * DAY),
    ]);
    expect(practiceCounts(states, NOW)).toEqual({
      new: 1,
      learning: 1,
      known: 2,
      dueToday: 3,
      repeated: { known: 1, total: 3 },
    });
  });

  it('crams before an exam: the most asked questions not yet known come before due ones', () => {
    const cards = [card(1, 1), card(2, 3), card(3, 3)];
    // Card 1 is known and due now; card 2 is known and not due; card 3 was never rated.
    const log = [review(1, 'easy', NOW - 40 * DAY), review(2, 'easy', NOW - 60_000)];
    const states = cardStates(cards, log);
    expect(states.map((state) => state.status)).toEqual(['known', 'known', 'new']);

    const plan = examPlan({ fat: dateIn(5) }, NOW);
    expect(plan).toEqual({ kind: 'fat', date: dateIn(5), daysLeft: 5, cram: true });
    expect(nextCard(states, { now: NOW, cram: plan!.cram })!.card.id).toBe(id(3));
    // Without an exam the due review comes first.
    expect(nextCard(states, { now: NOW })!.card.id).toBe(id(1));
  });

  it('is back to normal after the exam day, and does not cram for an exam weeks away', () => {
    expect(examPlan({ cat1: dateIn(-1) }, NOW)).toBeNull();
    expect(examPlan({ cat1: dateIn(0) }, NOW)).toMatchObject({ daysLeft: 0, cram: true });
    expect(examPlan({ cat2: dateIn(40), fat: dateIn(90) }, NOW)).toMatchObject({
      kind: 'cat2',
      cram: false,
    });
    expect(examPlan({ cat1: '2026-02-31' }, NOW)).toBeNull();
  });

  it('stops offering new cards after the day’s share, and says when nothing is due', () => {
    const cards = Array.from({ length: 25 }, (_, n) => card(n + 1, 1));
    const log = cards.slice(0, 20).map((each, n) => review(n + 1, 'easy', NOW - 1000 + n));
    expect(nextCard(cardStates(cards, log), { now: NOW })).toBeNull();
    expect(nextCard(cardStates(cards, log), { now: NOW, cram: true })!.card.id).toBe(id(21));
  });
});

describe('days practised', () => {
  it('counts the local days the course’s cards were rated on, by card or question id', () => {
    const cards = [card(1, 2), card(2, 1)];
    const byQuestion = {
      ...review(2, 'good', NOW - DAY + 3_600_000),
      card: cards[1]!.questions[0]!,
    };
    const reviews = [
      review(1, 'again', NOW - 2 * DAY),
      review(1, 'good', NOW - 2 * DAY + 60_000),
      byQuestion,
      review(2, 'easy', NOW),
      // Another course's card counts for nothing here.
      review(9, 'good', NOW - 5 * DAY),
    ];
    expect(daysPractised(cards, reviews)).toBe(3);
    expect(daysPractised(cards, [])).toBe(0);
    expect(daysPractised([cards[0]!], reviews)).toBe(1);
  });
});

describe('merging two devices’ logs', () => {
  const cards = [card(1, 2), card(2, 1)];
  const phone = [review(1, 'good', NOW - 2 * DAY, 'phone001'), review(1, 'good', NOW, 'phone001')];
  const laptop = [review(1, 'again', NOW - DAY, 'laptop01'), review(2, 'easy', NOW - DAY)];

  it('replays the same card’s reviews from both devices in time order, whatever arrives first', () => {
    const oneWay = cardStates(cards, mergeReviews(phone, laptop));
    const otherWay = cardStates(cards, mergeReviews([...laptop].reverse(), [...phone].reverse()));
    expect(oneWay[0]!.reviews).toBe(3);
    expect(otherWay).toEqual(oneWay);
    expect(mergeReviews(laptop, phone).map((each) => each.rating)).toEqual([
      'good',
      'again',
      'easy',
      'good',
    ]);
  });

  it('counts a review that arrives twice once', () => {
    const merged = mergeReviews(phone, laptop, [phone[0], { ...laptop[0] }]);
    expect(merged).toHaveLength(4);
    expect(cardStates(cards, merged)).toEqual(cardStates(cards, mergeReviews(phone, laptop)));
  });

  it('skips corrupt records and keeps the rest', () => {
    const corrupt = [
      null,
      'good',
      { ...phone[0], id: 'x' },
      { ...phone[0], id: 'r9999999999999999999', rating: 'perfect' },
      { ...phone[0], id: 'r9999999999999999998', reviewedAt: 'yesterday' },
      { ...phone[0], id: 'r9999999999999999997', card: '../users' },
    ];
    const merged = mergeReviews(corrupt, phone, laptop);
    expect(merged.map((each) => each.id)).toEqual(
      mergeReviews(phone, laptop).map((each) => each.id),
    );
  });

  it('counts a review of a question for the entry that now holds it', () => {
    const states = cardStates(
      [card(1, 2)],
      [{ ...review(1, 'easy', NOW - DAY), card: card(1, 2).questions[0]! }],
    );
    expect(states[0]!.reviews).toBe(1);
  });
});
