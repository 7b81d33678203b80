import { storedExamsSchema, storedReviewSchema } from '@vithelper/contracts/practice';
import { mergeReviews } from '@vithelper/practice/review-log';
import { cardStates, practiceCounts } from '@vithelper/practice/schedule';
import { SAMPLE_PRACTICE } from './data/sample-practice';
import { SAMPLE_STUDENT_UID } from './data/sample-submissions';

describe("the sample student's practice in the seed", () => {
  const { reviews, exams } = SAMPLE_PRACTICE[SAMPLE_STUDENT_UID]!;

  it('holds only records the rules and the app accept', () => {
    for (const record of Object.values(reviews))
      expect(storedReviewSchema.safeParse(record).success).toBe(true);
    for (const record of Object.values(exams))
      expect(storedExamsSchema.safeParse(record).success).toBe(true);
    const log = mergeReviews(
      Object.entries(reviews).map(([id, record]) => ({ ...record, id, reviewedAt: record.at })),
    );
    expect(log).toHaveLength(Object.keys(reviews).length);
  });

  it('leaves cards due, known and learning from December 2026 on', () => {
    const log = mergeReviews(
      Object.entries(reviews).map(([id, record]) => ({ ...record, id, reviewedAt: record.at })),
    );
    const cards = [...new Set(log.map((review) => review.card))].map((id, order) => ({
      id,
      asked: 5,
      order,
      questions: [],
    }));
    const counts = practiceCounts(cardStates(cards, log), Date.UTC(2026, 11, 1, 9));
    expect(counts.dueToday).toBeGreaterThan(0);
    expect(counts.known).toBeGreaterThan(0);
    expect(counts.learning).toBeGreaterThan(0);
  });
});
