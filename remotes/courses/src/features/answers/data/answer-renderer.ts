/**
 * The Markdown renderer (../render/markdown.ts: markdown-it, KaTeX, DOMPurify), fetched as a chunk
 * of its own the first time answers are on screen: the courses section's first visit does not pay
 * for it (bench/budgets.json).
 */
import { getConfig } from '@vithelper/shared';
import { storageObjectUrl } from '@vithelper/contracts/papers';
import type { RenderMarkdown } from '../render/markdown';

let renderer: Promise<RenderMarkdown> | null = null;

/** Where the site's own Storage objects are: the one place an answer's images may come from. */
function imagePrefix(): string | null {
  const config = getConfig();
  return config ? storageObjectUrl(config, '') : null;
}

export function answerRenderer(): Promise<RenderMarkdown> {
  renderer ??= import(/* webpackChunkName: "answer-markdown" */ '../render/markdown').then(
    ({ createRenderer }) =>
      createRenderer({ imagePrefix: imagePrefix(), origin: window.location.origin }),
  );
  renderer.catch(() => {
    renderer = null;
  });
  return renderer;
}
