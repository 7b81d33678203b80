import { ArticlePage } from '../../features/articles/components/article-page';
import { blocks } from '../../features/articles/data/npm-package';

/** Route page: its own chunk, carrying only this article's body. */
export function NpmPackagePage() {
  return <ArticlePage slug="npm-package" blocks={blocks} />;
}
