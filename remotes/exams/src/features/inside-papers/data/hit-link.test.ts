import { hitPath, readHitParams } from './hit-link';

describe('links to a search hit', () => {
  it('a hit links to the paper at its page with its words', () => {
    expect(hitPath('cat1', '-N1cat1-0002', 2, ['dijkstra'])).toBe(
      '/cat1papers/-N1cat1-0002?page=2&hl=dijkstra',
    );
    expect(hitPath('fat', 'a/b', 4, ["banker's", 'algorithm'])).toBe(
      '/fatpapers/a%2Fb?page=4&hl=banker%27s+algorithm',
    );
  });

  it('page is a whole number from 1, capped; anything else is no page', () => {
    expect(readHitParams('?page=4').page).toBe(4);
    expect(readHitParams('?page=0').page).toBe(1);
    expect(readHitParams('?page=500000').page).toBe(10_000);
    for (const bad of ['-3', '2.5', '1e3', 'abc', '', '99999999', ' 4', '4px']) {
      expect(readHitParams(`?page=${encodeURIComponent(bad)}`).page).toBeNull();
    }
    expect(readHitParams('').page).toBeNull();
  });

  it('hl keeps at most eight plain words: markup, regex characters and stop words go', () => {
    expect(readHitParams('?hl=dijkstra').hl).toBe('dijkstra');
    expect(readHitParams(`?hl=${encodeURIComponent('<img src=x onerror=alert(1)>')}`).hl).toBe(
      'img src onerror alert',
    );
    expect(readHitParams(`?hl=${encodeURIComponent('(.*)+ [a-z] \\d')}`).hl).toBe('');
    expect(readHitParams(`?hl=${encodeURIComponent('the of laplace')}`).hl).toBe('laplace');
    const long = readHitParams(`?hl=${'word '.repeat(1000)}`).hl;
    expect(long.split(' ').length).toBeLessThanOrEqual(8);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(readHitParams(`?hl=${encodeURIComponent('Ταχύτητα')}`).hl).toBe('ταχυτητα');
  });
});
