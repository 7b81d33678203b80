import { useMemo } from 'react';
import type { RenderMarkdown } from '../render/markdown';
import styles from './answers.module.css';

export type MarkdownViewProps = {
  markdown: string;
  render: RenderMarkdown | null;
  label?: string;
};

/**
 * An answer's body: the renderer's sanitised HTML (../render/markdown.ts), or, until its chunk is
 * here (or if it cannot load), the Markdown as plain text.
 */
export function MarkdownView({ markdown, render, label }: MarkdownViewProps) {
  // Drawn once per text and renderer: the list re-renders on every vote, flag or comment.
  const html = useMemo(() => (render ? render(markdown) : null), [markdown, render]);
  if (html === null) {
    return (
      <div className={`${styles.body} ${styles.plain}`} aria-label={label}>
        {markdown}
      </div>
    );
  }
  return (
    <div
      className={styles.body}
      aria-label={label}
      // Sanitised by DOMPurify after markdown-it with raw HTML off (docs/answers.md).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
