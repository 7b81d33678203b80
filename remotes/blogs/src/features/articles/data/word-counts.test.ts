import { computeWordCounts } from '../../../../word-counts';
import wordCounts from './word-counts.json';

describe('word-counts.json', () => {
  it('holds the word count of every article body, as the blogs build writes it', () => {
    expect(wordCounts).toEqual(computeWordCounts());
    expect(Object.keys(wordCounts)).toHaveLength(6);
  });
});
