import { readingMinutes } from './reading-minutes';

describe('readingMinutes', () => {
  it.each([
    [400, 2],
    [1150, 6],
    [200, 1],
    [201, 2],
    [1000, 5],
    [1001, 6],
    [1200, 6],
    [1201, 7],
  ])('%i words take %i minutes', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });

  it('never shows zero minutes, even for empty or broken counts', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(-5)).toBe(1);
    expect(readingMinutes(Number.NaN)).toBe(1);
  });
});
