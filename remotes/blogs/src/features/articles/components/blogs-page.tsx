import { useMemo } from 'react';
import { PageFrame } from '@vithelper/ui/page-frame';
import { articles } from '../data/registry';
import wordCounts from '../data/word-counts.json';
import { readingMinutes } from '../data/reading-minutes';
import { publishedDate } from '../data/published-date';
import { relativeAge } from '../data/relative-age';
import { BlogCard } from './blog-card';
import styles from './blogs-page.module.css';

export type BlogsPageProps = {
  /** The clock the ages are computed against; tests pass a fixed one. */
  now?: Date;
};

/** The blog list: six article cards. */
export function BlogsPage({ now }: BlogsPageProps) {
  const cards = useMemo(() => {
    const clock = now ?? new Date();
    return articles.map((article) => ({
      article,
      age: relativeAge(publishedDate(article.published), clock),
      minutes: readingMinutes((wordCounts as Record<string, number>)[article.slug] ?? 0),
    }));
  }, [now]);

  return (
    <PageFrame
      heading="Blogs"
      intro="Practical guides written by students: hostel procedures, placement preparation, and life on and off campus."
    >
      <div className={styles.grid}>
        {cards.map(({ article, age, minutes }) => (
          <BlogCard key={article.slug} article={article} age={age} minutes={minutes} />
        ))}
      </div>
    </PageFrame>
  );
}
