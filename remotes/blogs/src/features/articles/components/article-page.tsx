import { Link } from 'react-router-dom';
import { PageFrame } from '@vithelper/ui/page-frame';
import type { Block } from '../types';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../types';
import { findArticle } from '../data/registry';
import { countWords } from '../data/count-words';
import { readingMinutes } from '../data/reading-minutes';
import { formatPublished } from '../data/published-date';
import { ArticleView } from './article-view';
import styles from './article-page.module.css';

export type ArticlePageProps = { slug: string; blocks: readonly Block[] };

/** One blog article: header (title, author, date, reading time, illustration) and its body. */
export function ArticlePage({ slug, blocks }: ArticlePageProps) {
  const article = findArticle(slug);
  const minutes = readingMinutes(countWords(blocks));

  return (
    <PageFrame
      heading={article.title}
      className={styles.page}
      before={
        <p className={styles.back}>
          <Link to="/blogs">← All articles</Link>
        </p>
      }
      meta={
        // The separators lead the items and hang outside the clipped line (article-page.module.css):
        // a wrapped line never starts with one.
        <span className={styles.metaLine}>
          <span className={styles.meta}>
            <span>By {article.author}</span>
            <span>
              <span className={styles.separator} aria-hidden="true">
                ·
              </span>
              <time dateTime={article.published}>{formatPublished(article.published)}</time>
            </span>
            <span>
              <span className={styles.separator} aria-hidden="true">
                ·
              </span>
              <span>{minutes} min read</span>
            </span>
          </span>
        </span>
      }
    >
      <article className={styles.article}>
        <header className={styles.header}>
          <img
            className={styles.hero}
            src={article.image}
            alt={article.imageAlt}
            width={ILLUSTRATION_WIDTH}
            height={ILLUSTRATION_HEIGHT}
          />
        </header>
        <ArticleView blocks={blocks} />
        <footer className={styles.footer}>
          <Link to="/blogs" className={styles.more}>
            Read more articles
          </Link>
        </footer>
      </article>
    </PageFrame>
  );
}
