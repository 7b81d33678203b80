import { ArticlePage } from '../../features/articles/components/article-page';
import { blocks } from '../../features/articles/data/placement-experience';

/** Route page: its own chunk, carrying only this article's body. */
export function PlacementExperiencePage() {
  return <ArticlePage slug="placement-experience" blocks={blocks} />;
}
