import { ArticlePage } from '../../features/articles/components/article-page';
import { blocks } from '../../features/articles/data/onlinevsoffline';

/** Route page: its own chunk, carrying only this article's body. */
export function OnlineVsOfflinePage() {
  return <ArticlePage slug="onlinevsoffline" blocks={blocks} />;
}
