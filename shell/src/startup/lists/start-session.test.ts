import { sampleConfig } from '@vithelper/shared/testing';
import { getCollections } from '@vithelper/shared';
import { startSession, whenContentRead } from './start-session';

const stored: Record<string, unknown> = {
  cat1: { p1: { name: ['Calculus For Engineers', 'MAT1011', 'A1'], file_name: 'MAT1011_CAT1' } },
};

beforeEach(() => {
  jest.useFakeTimers();
  global.fetch = jest.fn((url: string) => {
    const path = new URL(url).pathname.replace(/^\//, '').replace(/\.json$/, '');
    return Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve(stored[path] ?? null),
    } as Response);
  }) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

it('hands the content to the first screen as soon as it is read, while the start-up delay still runs', async () => {
  let started = false;
  void startSession({ ...sampleConfig, startupDelayMs: 10_000, dataTimeoutMs: 20_000 }).then(() => {
    started = true;
  });
  const content = await whenContentRead();
  expect(content.cat1.map((paper) => paper.id)).toEqual(['p1']);
  // The delay has not passed: the loader still shows and the lists are not published yet.
  expect(started).toBe(false);
  expect(getCollections()).toBeNull();
  await jest.advanceTimersByTimeAsync(10_000);
  expect(started).toBe(true);
  expect(getCollections()?.cat1).toEqual(content.cat1);
});
