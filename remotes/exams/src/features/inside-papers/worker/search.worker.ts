/**
 * "Inside papers" searches off the page's thread: the query of @vithelper/search-index over the
 * files ../data/index-reader.ts fetches. Started by ../data/worker-client.ts.
 */
import { insidePapersEngine, searchInsidePapers } from '@vithelper/search-index';
import { indexReader } from '../data/index-reader';
import type { SearchAnswer, SearchRequest } from '../data/search-messages';

const engine = insidePapersEngine();

self.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const { id, base, recentUrl, query, limit } = event.data;
  const reader = indexReader(base, recentUrl);
  const answer = (message: SearchAnswer) => self.postMessage(message);
  searchInsidePapers(engine, reader.load, query, limit, reader.loadRecent).then(
    (result) => answer({ id, result }),
    (error: unknown) =>
      answer({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
