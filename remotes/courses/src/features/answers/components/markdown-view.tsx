import { useMemo, useRef } from 'react';
import { useNearScreen } from '@vithelper/ui/use-near-screen';
import type { RenderMarkdown } from '../render/markdown';
import styles from './answers.module.css';

export type MarkdownViewProps = {
  markdown: string;
  render: RenderMarkdown | null;
  label?: string;
  /**
   * Draw now (the default); false: only once it comes near the screen, its text shown meanwhile
   * (a long list's later answers, ../hooks/use-drawn-count.ts).
   */
  eager?: boolean;
};

/**
 * An answer's body: the renderer's sanitised HTML (../render/markdown.ts), or, until its chunk is
 * here (or if it cannot load), or until it comes near the screen, the Markdown as plain text: the
 * words are on the page, for the browser's find and for screen readers, before they are drawn.
 */
export function MarkdownView({ markdown, render, label, eager = true }: MarkdownViewProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(boxRef, { initially: eager, margin: '800px 0px' });
  const draw = eager || near;
  // Drawn once per text and renderer: the list re-renders on every vote, flag or comment.
  const html = useMemo(() => (render && draw ? render(markdown) : null), [markdown, render, draw]);
  if (html === null) {
    return (
      <div ref={boxRef} className={`${styles.body} ${styles.plain}`} aria-label={label}>
        {markdown}
      </div>
    );
  }
  return (
    <div
      ref={boxRef}
      className={styles.body}
      aria-label={label}
      // Sanitised by DOMPurify after markdown-it with raw HTML off (docs/answers.md).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
