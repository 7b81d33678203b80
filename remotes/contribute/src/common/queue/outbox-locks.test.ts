import { memoryStore } from '../../testing/memory-store';
import { deferred, details, paper, testClock } from '../../testing/outbox-fixtures';
import { createOutbox, type Send } from './outbox';
import type { QueuedPaper } from './queued-paper';
import { LEASE_MS, leaseLock, webLock, type WebLocks } from './paper-lock';

/** The Web Locks API as a browser gives it to every tab of the site, in memory. */
function sharedWebLocks(): WebLocks {
  const held = new Set<string>();
  return {
    request: async (name, { ifAvailable }, callback) => {
      if (!ifAvailable) throw new Error('only ifAvailable requests are used');
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

/** A send that waits for the test: the upload in flight while another sender looks. */
function slowSend() {
  const upload = deferred<string>();
  const sent: QueuedPaper[] = [];
  const send: Send = (p) => {
    sent.push(p);
    return upload.promise;
  };
  return { send, sent, finish: () => upload.resolve('submission-1') };
}

describe('one sender per paper', () => {
  it('the page sending a paper and a drain in the same tab upload it once', async () => {
    const { store, values } = memoryStore();
    const outbox = createOutbox(store, memoryStore().store);
    const { send, sent, finish } = slowSend();
    const submitted = outbox.submit(paper(), send, { online: true });
    // The shell's timer or the 'online' event drains while the page's upload is in flight.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const drained = outbox.drain('asha', send, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish();
    await expect(submitted).resolves.toEqual({ kind: 'sent', id: 'submission-1' });
    await drained;
    expect(sent).toHaveLength(1);
    expect(values.size).toBe(0);
  });

  it.each([
    ['Web Locks', () => webLock(sharedWebLocks())],
    ['leases in IndexedDB (no Web Locks)', null],
  ])('two tabs draining the same outbox upload a paper once (%s)', async (_name, makeLock) => {
    const { store, values } = memoryStore();
    const aside = memoryStore();
    const lock = makeLock?.();
    const tab = () => createOutbox(store, aside.store, lock ? { lock } : {});
    await tab().add(paper());
    const { send, sent, finish } = slowSend();
    const first = tab().drain('asha', send);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = tab();
    const secondDrain = second.drain('asha', send);
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish();
    await Promise.all([first, secondDrain]);
    expect(sent).toHaveLength(1);
    expect(values.size).toBe(0);
    // The lease is given back once the paper is sent.
    expect(aside.values.size).toBe(0);
  });

  it("takes over a closed tab's lease once it has expired", async () => {
    const aside = memoryStore();
    const clock = testClock();
    const closedTab = leaseLock(aside.store, clock.now);
    const openTab = leaseLock(aside.store, clock.now);
    const never = deferred<void>();
    const closed = closedTab('k1', () => never.promise);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(openTab('k1', async () => 'sent')).resolves.toEqual({ held: false });
    clock.advance(LEASE_MS + 1);
    await expect(openTab('k1', async () => 'sent')).resolves.toEqual({ held: true, value: 'sent' });
    never.resolve();
    await closed;
  });
});

describe('records of another layout (canary and stable builds share the device)', () => {
  it('are put aside, not deleted, and ignored; a build that reads them moves them back and sends them', async () => {
    const { store, values } = memoryStore();
    const aside = memoryStore();
    // A paper as another build stores it: its file as a list of numbers, a field this one lacks.
    const otherLayout = {
      key: 'k-other',
      uid: 'asha',
      details,
      file: [37, 80, 68, 70],
      pages: 1,
      queuedAt: 1,
      layout: 3,
    };
    values.set('paper:k-other', otherLayout);
    const outbox = createOutbox(store, aside.store);
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue('id');
    await outbox.drain('asha', send);
    expect(send).not.toHaveBeenCalled();
    expect(outbox.entries()).toEqual([]);
    expect(values.has('paper:k-other')).toBe(false);
    expect(aside.values.get('paper:k-other')).toEqual(otherLayout);

    // A paper of this layout that the other build put aside comes back and goes.
    const ours = await createOutbox(memoryStore().store, memoryStore().store).add(paper());
    aside.values.set(`paper:${ours.key}`, ours);
    await outbox.drain('asha', send);
    expect(send.mock.calls.map(([p]) => p.key)).toEqual([ours.key]);
    expect(aside.values.get('paper:k-other')).toEqual(otherLayout);
    expect(aside.values.has(`paper:${ours.key}`)).toBe(false);
  });
});
