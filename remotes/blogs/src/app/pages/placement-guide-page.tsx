import { ArticlePage } from '../../features/articles/components/article-page';
import { blocks } from '../../features/articles/data/placement-guide';

/** Route page: its own chunk, carrying only this article's body. */
export function PlacementGuidePage() {
  return <ArticlePage slug="placement-guide" blocks={blocks} />;
}
