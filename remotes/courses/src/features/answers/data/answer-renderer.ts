/**
 * The Markdown renderer (../render/markdown.ts: markdown-it and DOMPurify), fetched as a chunk of
 * its own the first time answers are on screen, and its TeX rule with KaTeX (../render/math.ts),
 * another chunk, fetched only when an answer (or a draft) with math is: the courses section's
 * first visit pays for neither (bench/budgets.json), and a question without math never loads
 * KaTeX.
 */
import { getConfig } from '@vithelper/shared';
import { storageObjectUrl } from '@vithelper/contracts/papers';
import type { RenderMarkdown } from '../render/markdown';

const renderers: { plain: Promise<RenderMarkdown> | null; math: Promise<RenderMarkdown> | null } = {
  plain: null,
  math: null,
};

/** Where the site's own Storage objects are: the one place an answer's images may come from. */
function imagePrefix(): string | null {
  const config = getConfig();
  return config ? storageObjectUrl(config, '') : null;
}

export function answerRenderer(withMath: boolean): Promise<RenderMarkdown> {
  const kind = withMath ? 'math' : 'plain';
  const loading = (renderers[kind] ??= Promise.all([
    import(/* webpackChunkName: "answer-markdown" */ '../render/markdown'),
    withMath ? import(/* webpackChunkName: "answer-math" */ '../render/math') : null,
  ]).then(([{ createRenderer }, math]) =>
    createRenderer({
      imagePrefix: imagePrefix(),
      origin: window.location.origin,
      math: math?.mathPlugin,
    }),
  ));
  loading.catch(() => {
    renderers[kind] = null;
  });
  return loading;
}

/** Whether Markdown holds TeX the math rule would draw: a `$` is enough to fetch it. */
export const hasMath = (markdown: string): boolean => markdown.includes('$');
