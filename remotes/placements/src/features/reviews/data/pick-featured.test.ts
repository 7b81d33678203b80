import { pickFeatured } from './pick-featured';

const list = (length: number) => Array.from({ length }, (_, index) => index);

describe('pickFeatured', () => {
  it('takes positions 0, 8 and 2 from a full list', () => {
    expect(pickFeatured(list(18))).toEqual([0, 8, 2]);
  });

  it('skips positions that do not exist: 4 entries give positions 0, 2 and 3', () => {
    expect(pickFeatured(list(4))).toEqual([0, 2, 3]);
  });

  it('gives what exists for very short lists', () => {
    expect(pickFeatured(list(2))).toEqual([0]);
    expect(pickFeatured(list(0))).toEqual([]);
    expect(pickFeatured(list(6))).toEqual([0, 2, 3]);
    expect(pickFeatured(list(8))).toEqual([0, 2, 3]);
  });
});
