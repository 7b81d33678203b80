import { fullStore, memoryStore } from '../../testing/memory-store';
import { paper, Refusal, testClock } from '../../testing/outbox-fixtures';
import { createOutbox, type Send } from './outbox';
import type { QueuedPaper } from './queued-paper';

const TEN_IN_REVIEW = new Refusal(
  'too-many-pending',
  'You have 10 papers waiting for review. Send more once some are reviewed.',
);
const sentKeys = (calls: [QueuedPaper, unknown][]) => calls.map(([p]) => p.key);

describe('a queued paper the limit of 10 in review holds back', () => {
  it('is kept waiting with why, tried again later by itself, and sent once the limit frees', async () => {
    const { store, values } = memoryStore();
    const clock = testClock();
    const outbox = createOutbox(store, memoryStore().store, { now: clock.now });
    const queued = await outbox.add(paper());
    await outbox.drain('asha', () => Promise.reject(TEN_IN_REVIEW));
    expect(outbox.entries()[0]).toMatchObject({
      state: 'waiting',
      waiting: expect.stringMatching(
        /You have 10 papers waiting for review.*goes by itself once a moderator has reviewed one/,
      ),
    });
    expect(outbox.entries()[0]?.refused).toBeUndefined();
    // Kept on the device, not refused, also for the next tab that reads it.
    expect(values.get(`paper:${queued.key}`)).toMatchObject({ key: queued.key, attempts: 1 });
    expect((values.get(`paper:${queued.key}`) as QueuedPaper).refused).toBeUndefined();

    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue('submission-1');
    // Not before its pause is over…
    await outbox.drain('asha', send);
    expect(send).not.toHaveBeenCalled();
    // …then a moderator has reviewed one: it goes.
    clock.advance(5 * 60_000);
    await outbox.drain('asha', send);
    expect(sentKeys(send.mock.calls)).toEqual([queued.key]);
    expect(values.size).toBe(0);
  });

  it('goes at once when the student presses Send again', async () => {
    const { store, values } = memoryStore();
    const outbox = createOutbox(store, memoryStore().store, { now: testClock().now });
    const queued = await outbox.add(paper());
    await outbox.drain('asha', () => Promise.reject(TEN_IN_REVIEW));
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue('submission-1');
    await outbox.sendAgain(queued.key, send);
    expect(sentKeys(send.mock.calls)).toEqual([queued.key]);
    expect(values.size).toBe(0);
    expect(outbox.entries()).toEqual([]);
  });

  it('is given another try when an older outbox had marked it refused for good', async () => {
    const older = memoryStore();
    const queued = await createOutbox(older.store, memoryStore().store).add(paper());
    // As the outbox before this one stored a paper the limit had held back.
    older.values.set(`paper:${queued.key}`, { ...queued, refused: TEN_IN_REVIEW.message });
    const outbox = createOutbox(older.store, memoryStore().store);
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue('submission-1');
    await outbox.drain('asha', send);
    expect(sentKeys(send.mock.calls)).toEqual([queued.key]);
    expect(older.values.size).toBe(0);
  });
});

describe('failed sends, classified', () => {
  it('keeps a permanent refusal (Storage 403) with its reason, never uploads it again, and still sends the papers after it', async () => {
    const { store, values } = memoryStore();
    const clock = testClock();
    const outbox = createOutbox(store, memoryStore().store, { now: clock.now });
    const forbidden = await outbox.add(paper());
    const next = await outbox.add(paper());
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>((p) =>
      p.key === forbidden.key
        ? Promise.reject(
            Object.assign(new Error('Firebase Storage: 403'), { code: 'storage/unauthorized' }),
          )
        : Promise.resolve('submission-2'),
    );
    await outbox.drain('asha', send);
    expect(sentKeys(send.mock.calls)).toEqual([forbidden.key, next.key]);
    expect(outbox.entries()).toEqual([
      expect.objectContaining({
        key: forbidden.key,
        state: 'refused',
        refused: expect.stringContaining('permission denied'),
      }),
    ]);
    // Not uploaded again by itself, however long the page stays open.
    clock.advance(24 * 60 * 60_000);
    await outbox.drain('asha', send);
    await outbox.drain('asha', send, { force: true });
    expect(send).toHaveBeenCalledTimes(2);
    expect([...values.keys()]).toEqual([`paper:${forbidden.key}`]);
  });

  it.each([
    ['invalid-argument', Object.assign(new Error('bad'), { code: 'invalid-argument' })],
    ['a duplicate', new Refusal('duplicate', 'This exact file is already on VITHelper.')],
    ['permission denied', new Error('PERMISSION_DENIED: Permission denied')],
  ])('refuses %s for good', async (_name, error) => {
    const { store } = memoryStore();
    const outbox = createOutbox(store, memoryStore().store);
    await outbox.add(paper());
    await outbox.drain('asha', () => Promise.reject(error));
    expect(outbox.entries()[0]).toMatchObject({ state: 'refused', refused: expect.any(String) });
  });

  it('retries a network error, a timeout or a 5xx with a growing pause, and goes on with the other papers meanwhile', async () => {
    const { store } = memoryStore();
    const clock = testClock();
    const outbox = createOutbox(store, memoryStore().store, { now: clock.now });
    const flaky = await outbox.add(paper());
    const fine = await outbox.add(paper());
    const failures = [
      new Refusal('upload-failed', 'The file could not be uploaded.'),
      Object.assign(new Error('Service Unavailable'), { status: 503 }),
      Object.assign(new Error('timeout'), { code: 'deadline-exceeded' }),
    ];
    const tries: number[] = [];
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>((p) => {
      if (p.key !== flaky.key) return Promise.resolve('submission-2');
      tries.push(clock.now());
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve('submission-1');
    });
    await outbox.drain('asha', send);
    // The flaky one waits; the one after it went.
    expect(sentKeys(send.mock.calls)).toEqual([flaky.key, fine.key]);
    expect(outbox.entries()).toEqual([
      expect.objectContaining({ key: flaky.key, state: 'waiting', attempts: 1 }),
    ]);
    // The shell's timer comes every 15 s: the 20 MB are not uploaded each time.
    for (let round = 0; round < 40; round += 1) {
      clock.advance(15_000);
      await outbox.drain('asha', send);
    }
    const pauses = tries.slice(1).map((at, index) => at - tries[index]!);
    expect(tries).toHaveLength(4);
    expect(pauses).toEqual([30_000, 60_000, 120_000]);
    expect(outbox.entries()).toEqual([]);
  });
});

describe('a paper the device cannot store', () => {
  it('is sent straight away while online (storage full), nothing kept', async () => {
    const outbox = createOutbox(fullStore(), memoryStore().store);
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue('submission-1');
    const input = paper();
    await expect(outbox.submit(input, send, { online: true })).resolves.toEqual({
      kind: 'sent',
      id: 'submission-1',
    });
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ bytes: input.bytes }),
      expect.any(Function),
    );
    expect(outbox.entries()).toEqual([]);
  });

  it('says so in words when it can neither be stored nor sent (offline)', async () => {
    const outbox = createOutbox(fullStore(), memoryStore().store);
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>();
    await expect(outbox.submit(paper(), send, { online: false })).rejects.toThrow(
      'This device has no room to keep the paper until the connection returns (its storage is full or switched off). Your file and details are still here: send it once you are online.',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('says so in words when the direct send fails too', async () => {
    const outbox = createOutbox(fullStore(), memoryStore().store);
    const send: Send = () => Promise.reject(new Refusal('upload-failed', 'interrupted'));
    await expect(outbox.submit(paper(), send, { online: true })).rejects.toThrow(
      /could not be sent.*no room to keep it.*Your file and details are still here/,
    );
  });
});
