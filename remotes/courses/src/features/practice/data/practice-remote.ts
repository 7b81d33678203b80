/** What sync (sync-practice.ts) asks of the account's stored practice (practice-sdk.ts). */
import type { StoredExams } from '@vithelper/contracts/practice';
import type { Review } from '@vithelper/practice/review-log';

export type RemotePractice = {
  /** The stored reviews as review-log records (with their ids); corrupt ones are skipped. */
  reviews: unknown[];
  notes: [string, unknown][];
  exams: [string, unknown][];
};

export type PracticeRemote = {
  read: (uid: string) => Promise<RemotePractice>;
  pushReview: (uid: string, review: Review) => Promise<void>;
  pushNote: (uid: string, questionId: string, note: { text: string; at: number }) => Promise<void>;
  pushExams: (uid: string, course: string, exams: StoredExams) => Promise<void>;
};
