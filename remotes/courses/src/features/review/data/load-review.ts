import type { CourseBank } from '@vithelper/contracts/questions';
import { loadBank, loadCourseList } from '../../../common/questions-data';
import { correctedBank } from '../../corrections';
import { reviewItems, type ReviewItem } from './review-items';

export type CourseReview = { bank: CourseBank; items: ReviewItem[] };

/** Every course's bank, as the stored corrections make it, with what needs a look; none left out. */
export async function loadReview(signal: AbortSignal): Promise<CourseReview[]> {
  const list = await loadCourseList(signal);
  const reviews = await Promise.all(
    list.courses.map(async ({ code }) => {
      const built = await loadBank(code, signal);
      if (!built) return null;
      const bank = await correctedBank(built);
      return { bank, items: reviewItems(bank) };
    }),
  );
  return reviews.filter(
    (review): review is CourseReview => review !== null && review.items.length > 0,
  );
}
