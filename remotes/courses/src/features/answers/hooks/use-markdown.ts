import { useEffect, useState } from 'react';
import type { RenderMarkdown } from '../render/markdown';
import { answerRenderer } from '../data/answer-renderer';

/**
 * The Markdown renderer once its chunk is here; null before, or when it could not load. It is
 * fetched only once there is something to draw (`needed`: an answer, or a draft being typed): a
 * question's answers show as their text first, so the renderer's bytes are not paid before them
 * (docs/answers.md, "What answers cost"). With `withMath`, only the renderer that draws TeX is
 * fetched (its chunk, KaTeX, with the plain one's), and the text shows as typed until it is here:
 * each answer is drawn once, not once plain and again with its math.
 */
export function useMarkdown(
  needed: boolean,
  withMath: boolean,
): {
  render: RenderMarkdown | null;
  failed: boolean;
} {
  const [plain, setPlain] = useState<RenderMarkdown | null>(null);
  const [math, setMath] = useState<RenderMarkdown | null>(null);
  const [failed, setFailed] = useState(false);
  const kind = !needed ? null : withMath ? 'math' : 'plain';
  useEffect(() => {
    if (kind === null) return undefined;
    let live = true;
    answerRenderer(kind === 'math').then(
      (loaded) => live && (kind === 'math' ? setMath : setPlain)(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  // Math typed into a draft after the plain renderer came: the plain one shows until KaTeX is here.
  return { render: (withMath && math) || plain, failed };
}
