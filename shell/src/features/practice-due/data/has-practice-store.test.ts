import { PRACTICE_DEVICE } from '@vithelper/contracts/practice';
import { mayHavePracticeStore } from './has-practice-store';

const original = (globalThis as { indexedDB?: unknown }).indexedDB;
const withIndexedDb = (value: unknown) => {
  Object.defineProperty(globalThis, 'indexedDB', { value, configurable: true, writable: true });
};

afterEach(() => withIndexedDb(original));

describe('whether this device may have a practice store', () => {
  it('is yes only when the practice database is among the databases', async () => {
    withIndexedDb({
      databases: () => Promise.resolve([{ name: 'firebase-heartbeat-database' }]),
    });
    await expect(mayHavePracticeStore()).resolves.toBe(false);
    withIndexedDb({
      databases: () =>
        Promise.resolve([
          { name: 'firebase-heartbeat-database' },
          { name: PRACTICE_DEVICE.database },
        ]),
    });
    await expect(mayHavePracticeStore()).resolves.toBe(true);
  });

  it('is no without IndexedDB, and maybe where the browser cannot list its databases', async () => {
    withIndexedDb(undefined);
    await expect(mayHavePracticeStore()).resolves.toBe(false);
    withIndexedDb({});
    await expect(mayHavePracticeStore()).resolves.toBe(true);
    withIndexedDb({ databases: () => Promise.reject(new Error('SecurityError')) });
    await expect(mayHavePracticeStore()).resolves.toBe(true);
  });
});
