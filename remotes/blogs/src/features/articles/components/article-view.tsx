import type { Block } from '../types';
import { InlineText } from './inline-text';
import { ClickToLoadVideo } from './click-to-load-video';
import styles from './article-view.module.css';

export type ArticleViewProps = { blocks: readonly Block[] };

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className={styles.h2}>{block.text}</h2>
      ) : (
        <h3 className={styles.h3}>{block.text}</h3>
      );
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <InlineText text={block.text} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <InlineText text={item} />
        </li>
      ));
      return block.ordered ? (
        <ol className={styles.list}>{items}</ol>
      ) : (
        <ul className={styles.list}>{items}</ul>
      );
    }
    case 'code':
      return (
        <figure className={styles.code}>
          <figcaption className={styles.codeLabel}>{block.label}</figcaption>
          {/* tabIndex: a long line scrolls sideways, and keyboard users must be able to scroll it too. */}
          <pre tabIndex={0}>
            <code>{block.code}</code>
          </pre>
        </figure>
      );
    case 'note':
      return (
        <div className={styles.note} role="note">
          <p className={styles.noteTitle}>{block.title}</p>
          <p>
            <InlineText text={block.text} />
          </p>
        </div>
      );
    case 'video':
      return (
        <ClickToLoadVideo videoId={block.videoId} title={block.title} caption={block.caption} />
      );
  }
}

/** Renders an article body from its blocks; headings start at h2 under the page's h1. */
export function ArticleView({ blocks }: ArticleViewProps) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}
