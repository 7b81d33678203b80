import { relativeAge } from './relative-age';

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('relativeAge', () => {
  it('counts whole years', () => {
    expect(relativeAge(utc('2020-12-13'), utc('2023-12-14'))).toBe('3 years ago');
    expect(relativeAge(utc('2020-12-13'), utc('2023-12-13'))).toBe('3 years ago');
    // One day short of the anniversary is still two years.
    expect(relativeAge(utc('2020-12-13'), utc('2023-12-12'))).toBe('2 years ago');
    expect(relativeAge(utc('2020-12-13'), utc('2021-12-20'))).toBe('last year');
  });

  it('counts months below a year', () => {
    expect(relativeAge(utc('2021-01-16'), utc('2021-06-20'))).toBe('5 months ago');
    expect(relativeAge(utc('2021-01-31'), utc('2021-03-01'))).toBe('last month');
    expect(relativeAge(utc('2021-01-16'), utc('2022-01-10'))).toBe('11 months ago');
  });

  it('counts weeks and days below a month', () => {
    expect(relativeAge(utc('2021-03-01'), utc('2021-03-04'))).toBe('3 days ago');
    expect(relativeAge(utc('2021-03-01'), utc('2021-03-02'))).toBe('yesterday');
    expect(relativeAge(utc('2021-03-01'), utc('2021-03-22'))).toBe('3 weeks ago');
  });

  it('reads the same day, or a clock set in the past, as today', () => {
    expect(relativeAge(utc('2021-03-01'), new Date('2021-03-01T18:00:00Z'))).toBe('today');
    expect(relativeAge(utc('2021-03-01'), utc('2020-01-01'))).toBe('today');
  });
});
