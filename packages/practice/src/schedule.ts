import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { PracticeRating } from '@vithelper/contracts/practice';
import type { Review } from './review-log';

/**
 * Scheduling (docs/practice.md): one card per bank entry, a question asked in several papers
 * being one card. A card's state is replayed with FSRS from its reviews in the merged log, never
 * stored, so every device that has the same log shows the same state.
 */

/** A card as the course's bank gives it. */
export type PracticeCard = {
  /** The bank entry's id (a group's, or a lone question's). */
  id: string;
  /** How many papers asked it. */
  asked: number;
  /** Its place in the bank's order (most asked first, then oldest first): ties go by it. */
  order: number;
  /** The ids of the entry's questions: a review of one of them counts for the card. */
  questions: readonly string[];
};

export type CardStatus = 'new' | 'learning' | 'known';

export type CardState = {
  card: PracticeCard;
  status: CardStatus;
  /** When it is next due (ms); a new card is due now. */
  due: number;
  /** When it was first rated, or null when never. */
  firstReviewedAt: number | null;
  reviews: number;
  fsrs: Card | null;
};

// No fuzz: the same log gives the same dates on every device.
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: true });

const GRADES: Record<PracticeRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** How long ahead a learning card may come back when nothing else is due (as Anki does). */
export const LEARN_AHEAD_MS = 20 * 60 * 1000;
/** New cards a day in the normal mode (cramming lifts it). */
export const NEW_PER_DAY = 20;
/** Cramming starts this many days before an exam. */
export const CRAM_DAYS = 14;

function replay(card: PracticeCard, log: readonly Review[]): CardState {
  const first = log[0];
  if (!first) return { card, status: 'new', due: 0, firstReviewedAt: null, reviews: 0, fsrs: null };
  let state = createEmptyCard(new Date(first.reviewedAt));
  for (const review of log)
    state = scheduler.next(state, new Date(review.reviewedAt), GRADES[review.rating]).card;
  return {
    card,
    status: state.state === State.Review ? 'known' : 'learning',
    due: state.due.getTime(),
    firstReviewedAt: first.reviewedAt,
    reviews: log.length,
    fsrs: state,
  };
}

/** Every card's state from the merged log (mergeReviews: sorted and each review once). */
export function cardStates(
  cards: readonly PracticeCard[],
  reviews: readonly Review[],
): CardState[] {
  return statesFrom(cards, reviews, new Map());
}

/** What stateCache keeps of a card: its state and the ids of its first and last reviews. */
type Kept = Map<string, { state: CardState; first: string; last: string }>;

/**
 * cardStates that replays only the cards whose reviews changed since its last call (the rated
 * card, after a rating), so the next card shows at once with thousands of cards (bench/practice.ts).
 * A card is replayed again whenever its reviews differ in number, first or last.
 */
export function stateCache(): (
  cards: readonly PracticeCard[],
  reviews: readonly Review[],
) => CardState[] {
  let kept: Kept = new Map();
  return (cards, reviews) => {
    const next: Kept = new Map();
    const states = statesFrom(cards, reviews, kept, next);
    kept = next;
    return states;
  };
}

function statesFrom(
  cards: readonly PracticeCard[],
  reviews: readonly Review[],
  kept: Kept,
  keep?: Kept,
): CardState[] {
  const owner = new Map<string, string>();
  for (const card of cards) owner.set(card.id, card.id);
  for (const card of cards)
    for (const question of card.questions) if (!owner.has(question)) owner.set(question, card.id);
  const logs = new Map<string, Review[]>();
  for (const review of reviews) {
    const id = owner.get(review.card);
    if (!id) continue;
    const log = logs.get(id);
    if (log) log.push(review);
    else logs.set(id, [review]);
  }
  return cards.map((card) => {
    const log = logs.get(card.id) ?? [];
    const first = log[0]?.id ?? '';
    const last = log.at(-1)?.id ?? '';
    const before = kept.get(card.id);
    const state =
      before &&
      before.state.card === card &&
      before.state.reviews === log.length &&
      before.first === first &&
      before.last === last
        ? before.state
        : replay(card, log);
    keep?.set(card.id, { state, first, last });
    return state;
  });
}

/** The local day around `now`: its first moment and the first of the next day. */
export function dayBounds(now: number): { start: number; end: number } {
  const day = new Date(now);
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime();
  return { start, end };
}

export type QueueOptions = {
  now: number;
  /** Whether the student crams for a coming exam (examPlan): most-asked unknown cards first. */
  cram?: boolean;
};

const byAsked = (a: CardState, b: CardState) =>
  b.card.asked - a.card.asked || a.card.order - b.card.order;

/**
 * The card to show next, or null when none is due. Normally: the cards due now (earliest first),
 * then new cards, most asked first, up to NEW_PER_DAY a day, then a learning card due within
 * LEARN_AHEAD_MS. Cramming: every due or new card, the most asked first and, among equals, the
 * ones not yet known; no daily limit on new cards.
 */
export function nextCard(states: readonly CardState[], { now, cram = false }: QueueOptions) {
  const due = states.filter((state) => state.status !== 'new' && state.due <= now);
  const fresh = states.filter((state) => state.status === 'new');
  if (cram) {
    const rank = (state: CardState) => (state.status === 'known' ? 1 : 0);
    const pick = [...due, ...fresh].sort(
      (a, b) => b.card.asked - a.card.asked || rank(a) - rank(b) || a.due - b.due || byAsked(a, b),
    )[0];
    if (pick) return pick;
  } else {
    const first = [...due].sort((a, b) => a.due - b.due || byAsked(a, b))[0];
    if (first) return first;
    const { start } = dayBounds(now);
    const newToday = states.filter(
      (state) => state.firstReviewedAt !== null && state.firstReviewedAt >= start,
    ).length;
    const next = newToday < NEW_PER_DAY ? [...fresh].sort(byAsked)[0] : undefined;
    if (next) return next;
  }
  const ahead = states
    .filter((state) => state.status === 'learning' && state.due <= now + LEARN_AHEAD_MS)
    .sort((a, b) => a.due - b.due)[0];
  return ahead ?? null;
}

export type PracticeCounts = {
  new: number;
  learning: number;
  known: number;
  /** Rated cards due by the end of today. */
  dueToday: number;
  /** Of the questions asked in two papers or more: how many, and how many are known. */
  repeated: { known: number; total: number };
};

export function practiceCounts(states: readonly CardState[], now: number): PracticeCounts {
  const { end } = dayBounds(now);
  const count = (test: (state: CardState) => boolean) => states.filter(test).length;
  const repeated = states.filter((state) => state.card.asked >= 2);
  return {
    new: count((state) => state.status === 'new'),
    learning: count((state) => state.status === 'learning'),
    known: count((state) => state.status === 'known'),
    dueToday: count((state) => state.status !== 'new' && state.due < end),
    repeated: {
      known: repeated.filter((state) => state.status === 'known').length,
      total: repeated.length,
    },
  };
}

/**
 * On how many days (local calendar days, by the rating device's clock) the course's cards were
 * rated: a review counts for a card as cardStates counts it, by the card's or one of its
 * questions' ids.
 */
export function daysPractised(cards: readonly PracticeCard[], reviews: readonly Review[]): number {
  const ids = new Set(cards.flatMap((card) => [card.id, ...card.questions]));
  const days = new Set<number>();
  for (const review of reviews)
    if (ids.has(review.card)) days.add(dayBounds(review.reviewedAt).start);
  return days.size;
}

/** When the card would next be due after each rating, now (for the buttons' hints). */
export function previewDue(state: CardState, now: number): Record<PracticeRating, number> {
  const card = state.fsrs ?? createEmptyCard<Card>(new Date(now));
  const due = (rating: PracticeRating) =>
    scheduler.next(card, new Date(now), GRADES[rating]).card.due.getTime();
  return { again: due('again'), hard: due('hard'), good: due('good'), easy: due('easy') };
}
