import { useEffect, useState } from 'react';
import type { RenderMarkdown } from '../render/markdown';
import { answerRenderer } from '../data/answer-renderer';

/** The Markdown renderer once its chunk is here; null before, or when it could not load. */
export function useMarkdown(): { render: RenderMarkdown | null; failed: boolean } {
  const [render, setRender] = useState<RenderMarkdown | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    answerRenderer().then(
      (loaded) => live && setRender(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { render, failed };
}
