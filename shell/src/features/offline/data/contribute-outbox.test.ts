import { countWaitingPapers, sendWaitingPapers } from './contribute-outbox';

describe("the contribute section's outbox, seen from the shell", () => {
  it('counts nothing where the browser has no IndexedDB or refuses to open it', async () => {
    expect(await countWaitingPapers(undefined)).toBe(0);
    const refusing = {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as IDBFactory;
    expect(await countWaitingPapers(refusing)).toBe(0);
  });

  it('loads nothing when the registry has no contribute section', async () => {
    const load = jest.fn();
    await sendWaitingPapers(false, load);
    expect(load).not.toHaveBeenCalled();
  });
});
