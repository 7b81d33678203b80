import type { Review } from '@vithelper/practice/review-log';
import { memoryKeyStore } from './key-store';
import { addReview, loadPractice, saveExams, saveNote } from './practice-store';
import type { PracticeRemote } from './practice-remote';
import { syncPractice } from './sync-practice';

/** The server as the rules keep it: reviews created once, notes and dates overwritten. */
function fakeServer() {
  const reviews = new Map<string, Record<string, unknown>>();
  const notes = new Map<string, unknown>();
  const exams = new Map<string, unknown>();
  const remote: PracticeRemote = {
    read: async () => ({
      reviews: [...reviews].map(([id, record]) => ({ ...record, id, reviewedAt: record.at })),
      notes: [...notes],
      exams: [...exams],
    }),
    pushReview: async (_, review: Review) => {
      if (reviews.has(review.id)) throw new Error('PERMISSION_DENIED');
      reviews.set(review.id, {
        card: review.card,
        rating: review.rating,
        at: review.reviewedAt,
        device: review.device,
      });
    },
    pushNote: async (_, id, note) => void (note.text ? notes.set(id, note) : notes.delete(id)),
    pushExams: async (_, course, dates) => void exams.set(course, dates),
  };
  return { remote, reviews, notes };
}

const T = Date.UTC(2026, 10, 20, 6);
const CARD = 'g_0123456789abc';

describe('syncing practice between two devices', () => {
  it('sends each device’s reviews once and merges the other’s, so both show every rating', async () => {
    const server = fakeServer();
    const phone = memoryKeyStore();
    const laptop = memoryKeyStore();
    await addReview(phone, { card: CARD, rating: 'good', owner: null, now: T });
    await addReview(laptop, { card: CARD, rating: 'again', owner: 'asha', now: T + 1000 });

    expect(await syncPractice(phone, 'asha', server.remote)).toBe(false);
    expect(await syncPractice(laptop, 'asha', server.remote)).toBe(true);
    expect(await syncPractice(phone, 'asha', server.remote)).toBe(true);
    // Nothing new: a second round sends nothing again (the server refuses a second write).
    expect(await syncPractice(phone, 'asha', server.remote)).toBe(false);
    expect(await syncPractice(laptop, 'asha', server.remote)).toBe(false);

    expect(server.reviews.size).toBe(2);
    for (const device of [phone, laptop]) {
      const { reviews } = await loadPractice(device, 'asha');
      expect(reviews.map((review) => review.rating)).toEqual(['good', 'again']);
    }
  });

  it('keeps the newer note and exam dates, and skips a corrupt stored review', async () => {
    const server = fakeServer();
    const phone = memoryKeyStore();
    const laptop = memoryKeyStore();
    await saveNote(phone, 'q_0123456789abc', 'Old idea', { at: T });
    await saveNote(laptop, 'q_0123456789abc', 'Draw the graph first', { at: T + 5000 });
    await saveExams(laptop, 'CSE2005', { fat: '2026-12-12' }, { at: T });
    server.reviews.set('r0000000000000000000', { card: '../x', rating: 'good', at: T });

    await syncPractice(phone, 'asha', server.remote);
    await syncPractice(laptop, 'asha', server.remote);
    await syncPractice(phone, 'asha', server.remote);

    const onPhone = await loadPractice(phone, 'asha');
    expect(onPhone.notes.get('q_0123456789abc')?.text).toBe('Draw the graph first');
    expect(onPhone.exams.get('CSE2005')).toMatchObject({ fat: '2026-12-12' });
    expect(onPhone.reviews).toEqual([]);
  });

  it('shows a guest’s reviews to whoever signs in on the device, but not another account’s', async () => {
    const device = memoryKeyStore();
    await addReview(device, { card: CARD, rating: 'good', owner: null, now: T });
    await addReview(device, { card: CARD, rating: 'easy', owner: 'ravi', now: T + 1 });
    expect((await loadPractice(device, 'asha')).reviews.map((each) => each.rating)).toEqual([
      'good',
    ]);
    expect((await loadPractice(device, 'ravi')).reviews).toHaveLength(2);
  });
});
