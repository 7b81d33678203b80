import { Link } from 'react-router-dom';
import type { ArticleMeta } from '../types';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '../types';
import { formatPublished } from '../data/published-date';
import styles from './blog-card.module.css';

export type BlogCardProps = {
  article: ArticleMeta;
  /** e.g. "3 years ago", computed by the list against one clock reading. */
  age: string;
  minutes: number;
};

/** One article in the blog list; the whole card is clickable through its title link. */
export function BlogCard({ article, age, minutes }: BlogCardProps) {
  return (
    <article className={styles.card}>
      {/* Inlined at build time (webpack.config.base.ts): nothing to load lazily, and the first
          card's illustration is the list's largest paint. */}
      <img
        className={styles.image}
        src={article.image}
        alt=""
        width={ILLUSTRATION_WIDTH}
        height={ILLUSTRATION_HEIGHT}
      />
      <div className={styles.content}>
        <h2 className={styles.title}>
          <Link to={article.path} className={styles.link}>
            {article.title}
          </Link>
        </h2>
        <p className={styles.teaser}>{article.teaser}</p>
        <p className={styles.meta}>
          <span className={styles.author}>{article.author}</span>
          <span>
            <time dateTime={article.published} title={formatPublished(article.published)}>
              {age}
            </time>
            <span aria-hidden="true"> · </span>
            {minutes} min read
          </span>
        </p>
      </div>
    </article>
  );
}
