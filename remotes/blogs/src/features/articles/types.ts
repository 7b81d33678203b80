/**
 * An article body as structured data: the same blocks are rendered by
 * ArticleView and counted for the reading time, so the two never disagree.
 * Inline `backticks` in text mark code and **double stars** strong text.
 */
export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered?: boolean; items: string[] }
  | { kind: 'code'; code: string; label: string }
  | { kind: 'note'; title: string; text: string }
  | { kind: 'video'; videoId: string; title: string; caption: string };

/** What the blog list and the article header need to know about one article. */
export type ArticleMeta = {
  slug: string;
  path: string;
  title: string;
  teaser: string;
  author: string;
  /** ISO date (yyyy-mm-dd) the article was published. */
  published: string;
  image: string;
  imageAlt: string;
};

/** Every illustration is drawn on the same 16:9 canvas, so cards line up. */
export const ILLUSTRATION_WIDTH = 960;
export const ILLUSTRATION_HEIGHT = 540;
