import { ArticlePage } from '../../features/articles/components/article-page';
import { blocks } from '../../features/articles/data/room-counselling';

/** Route page: its own chunk, carrying only this article's body. */
export function RoomCounsellingPage() {
  return <ArticlePage slug="room-counselling" blocks={blocks} />;
}
