import { articles } from './registry';
import { articleBodies } from './article-bodies';
import { countWords } from './count-words';
import { readingMinutes } from './reading-minutes';

describe('every article', () => {
  it.each(articles.map((article) => [article.slug]))(
    '%s is 400–1300 words and a 2–6 minute read',
    (slug) => {
      const body = articleBodies[slug];
      expect(body).toBeDefined();
      const words = countWords(body ?? []);
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(1300);
      const minutes = readingMinutes(words);
      expect(minutes).toBeGreaterThanOrEqual(2);
      expect(minutes).toBeLessThanOrEqual(6);
    },
  );

  it('has a body for each registry entry and no other', () => {
    expect(Object.keys(articleBodies).sort()).toEqual(articles.map((a) => a.slug).sort());
  });
});
