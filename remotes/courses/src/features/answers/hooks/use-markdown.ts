import { useEffect, useState } from 'react';
import type { RenderMarkdown } from '../render/markdown';
import { answerRenderer } from '../data/answer-renderer';

/**
 * The Markdown renderer once its chunk is here; null before, or when it could not load. With
 * `withMath`, the one that draws TeX, whose chunk (KaTeX) is fetched only then; until it is here
 * the plain one shows the text.
 */
export function useMarkdown(withMath: boolean): {
  render: RenderMarkdown | null;
  failed: boolean;
} {
  const [plain, setPlain] = useState<RenderMarkdown | null>(null);
  const [math, setMath] = useState<RenderMarkdown | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    answerRenderer(false).then(
      (loaded) => live && setPlain(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!withMath) return undefined;
    let live = true;
    answerRenderer(true).then(
      (loaded) => live && setMath(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [withMath]);
  return { render: (withMath && math) || plain, failed };
}
