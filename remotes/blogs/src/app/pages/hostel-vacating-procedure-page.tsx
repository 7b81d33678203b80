import { ArticlePage } from '../../features/articles/components/article-page';
import { blocks } from '../../features/articles/data/hostel-vacating-procedure';

/** Route page: its own chunk, carrying only this article's body. */
export function HostelVacatingProcedurePage() {
  return <ArticlePage slug="hostel-vacating-procedure" blocks={blocks} />;
}
