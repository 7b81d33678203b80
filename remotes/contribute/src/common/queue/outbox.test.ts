import { memoryStore } from '../../testing/memory-store';
import { details, paper, Refusal, testClock } from '../../testing/outbox-fixtures';
import { createOutbox, type Send } from './outbox';
import type { QueuedPaper } from './queued-paper';

describe('the outbox kept on the device', () => {
  it('keeps a paper until it is sent, then forgets it', async () => {
    const { store, values } = memoryStore();
    const outbox = createOutbox(store, memoryStore().store);
    const queued = await outbox.add(paper());
    expect(values.size).toBe(1);
    // A fresh outbox (the tab reopened) reads it back, bytes and all.
    const reopened = createOutbox(store, memoryStore().store);
    const [read] = await reopened.load();
    expect(read).toEqual(queued);
    const sent: QueuedPaper[] = [];
    const progress: number[] = [];
    reopened.entries$.subscribe((entries) => progress.push(entries[0]?.progress ?? -1));
    await reopened.drain('asha', async (p, onProgress) => {
      sent.push(p);
      onProgress(0.5);
      return 'submission-1';
    });
    expect(sent.map((p) => p.key)).toEqual([queued.key]);
    expect(progress).toContain(0.5);
    expect(values.size).toBe(0);
    expect(reopened.entries()).toEqual([]);
  });

  it("keeps a paper that could not be uploaded (offline, interrupted) waiting, and sends only its owner's", async () => {
    const { store, values } = memoryStore();
    const clock = testClock();
    const outbox = createOutbox(store, memoryStore().store, { now: clock.now });
    await outbox.add(paper('asha'));
    await outbox.add(paper('ravi'));
    const failing: Send = () => Promise.reject(new Refusal('upload-failed', 'offline'));
    await outbox.drain('asha', failing);
    expect(values.size).toBe(2);
    expect(outbox.entries().map((e) => [e.uid, e.state])).toEqual([
      ['asha', 'waiting'],
      ['ravi', 'waiting'],
    ]);
    // Tried again once its pause is over (30 s after the first failure).
    clock.advance(30_000);
    const sent: string[] = [];
    await outbox.drain('asha', async (p) => {
      sent.push(p.uid);
      return 'id';
    });
    expect(sent).toEqual(['asha']);
    expect(outbox.entries().map((e) => e.uid)).toEqual(['ravi']);
  });

  it('keeps a paper the database refused with the reason, and does not send it again', async () => {
    const { store, values } = memoryStore();
    const outbox = createOutbox(store, memoryStore().store);
    await outbox.add(paper());
    const duplicate: Send = () =>
      Promise.reject(new Refusal('duplicate', 'This exact file is already on VITHelper.'));
    await outbox.drain('asha', duplicate);
    expect(outbox.entries()[0]).toMatchObject({
      state: 'refused',
      refused: 'This exact file is already on VITHelper.',
    });
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>();
    await createOutbox(store, memoryStore().store).drain('asha', send);
    expect(send).not.toHaveBeenCalled();
    await outbox.remove(outbox.entries()[0]!.key);
    expect(values.size).toBe(0);
  });

  it('reads a corrupt stored queue without breaking: unreadable entries are put aside, good ones still go', async () => {
    const good = await (async () => {
      const { store, values } = memoryStore();
      await createOutbox(store, memoryStore().store).add(paper());
      return [...values.entries()][0]!;
    })();
    const { store, values } = memoryStore([
      ['paper:broken', 'not an object'],
      ['paper:half', { key: 'half', uid: 'asha', details }],
      [
        'paper:bad-details',
        { ...(good[1] as object), key: 'bad-details', details: { exam: 'midterm' } },
      ],
      ['something-else', { hello: 'world' }],
      good,
    ]);
    const aside = memoryStore();
    const outbox = createOutbox(store, aside.store);
    const read = await outbox.load();
    expect(read.map((p) => p.key)).toEqual([(good[1] as QueuedPaper).key]);
    expect([...values.keys()]).toEqual([good[0]]);
    expect([...aside.values.keys()].sort()).toEqual(
      ['paper:bad-details', 'paper:broken', 'paper:half', 'something-else'].sort(),
    );
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue('id');
    await outbox.drain('asha', send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is empty, not broken, where the device keeps nothing (IndexedDB unavailable)', async () => {
    const unavailable = () => Promise.reject(new Error('IndexedDB is not available'));
    const none = {
      entries: unavailable,
      get: unavailable,
      set: unavailable,
      update: unavailable,
      del: unavailable,
    };
    const outbox = createOutbox(none, none);
    await expect(outbox.load()).resolves.toEqual([]);
    expect(outbox.entries()).toEqual([]);
  });
});
