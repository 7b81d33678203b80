/**
 * An answer's Markdown as HTML that does nothing but show (docs/answers.md): markdown-it with raw
 * HTML off, links only to http(s) and mailto (rel="noopener nofollow ugc", their host shown
 * beside them), images only from the site's own Storage, TeX as MathML, headings below the page's
 * own, and DOMPurify over the result. This module, markdown-it and DOMPurify are one chunk, imported
 * only when answers are on screen; the TeX rule with KaTeX (./math.ts) another, imported only when
 * an answer with math is (../data/answer-renderer.ts).
 */
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';
import type { MathOptions } from './math';

export type RenderOptions = {
  /** Where images may come from: the site's Storage objects (`…/v0/b/<bucket>/o/`); null: none. */
  imagePrefix: string | null;
  /** The page's origin: links to it are not marked with a host. */
  origin: string;
  /**
   * TeX (./math.ts, with KaTeX): a chunk of its own, passed in only once math is on screen;
   * without it `$…$` shows as typed.
   */
  math?: (md: InstanceType<typeof MarkdownIt>, options: MathOptions) => void;
};

/** How many drawn answers (and comments, and previews) a renderer keeps. */
const DRAWN_KEPT = 200;
/** How many sanitised formulas a renderer keeps. */
const FORMULAS_KEPT = 2000;
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** Deeper than this, markdown-it stops nesting: 10 000 nested lists cost no more than 20. */
const MAX_NESTING = 20;

function safeUrl(href: string, origin: string): URL | null {
  try {
    const url = new URL(href, origin);
    return SAFE_PROTOCOLS.has(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type RenderMarkdown = (markdown: string) => string;

export function createRenderer({ imagePrefix, origin, math }: RenderOptions): RenderMarkdown {
  const md = new MarkdownIt('default', {
    html: false,
    linkify: true,
    typographer: false,
    maxNesting: MAX_NESTING,
  });
  const purify = DOMPurify();
  // Whatever the renderer missed, DOMPurify holds to the same rules on the HTML itself.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href === null || !safeUrl(href, origin)) node.removeAttribute('href');
      node.setAttribute('rel', 'noopener nofollow ugc');
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!imagePrefix || !src.startsWith(imagePrefix)) node.removeAttribute('src');
    }
  });
  const config = {
    USE_PROFILES: { html: true, mathMl: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'svg'],
    FORBID_ATTR: ['style', 'id', 'name'],
    // KaTeX keeps each formula's TeX beside its MathML, for copying and for screen readers.
    ADD_TAGS: ['semantics', 'annotation'],
    ADD_ATTR: ['target', 'encoding'],
  };
  // Each formula's MathML is sanitised once, on its own, and stands in the answer's HTML as a
  // marker until the answer is sanitised: DOMPurify's cost is mostly MathML's many elements, and a
  // question's answers repeat their notation. A marker is two private-use characters (never kept
  // from what was typed) around this renderer's random nonce; one that names nothing is dropped.
  const nonce = Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join(
    '',
  );
  const marker = new RegExp(`\uE000${nonce}:(\\d+)\uE001`, 'g');
  const formulas = new Map<string, number>();
  const sanitised: string[] = [];
  const embed = (key: string, make: () => string) => {
    let index = formulas.get(key);
    if (index === undefined) {
      index = sanitised.push(purify.sanitize(make(), config)) - 1;
      formulas.set(key, index);
    }
    return `\uE000${nonce}:${index}\uE001`;
  };
  if (math) md.use(math, { embed });
  md.validateLink = (href) => safeUrl(href, origin) !== null;

  const hosts: Array<string | null> = [];
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    const url = safeUrl(String(token.attrGet('href') ?? ''), origin);
    const external = url && url.origin !== origin && url.protocol !== 'mailto:';
    token.attrSet('rel', 'noopener nofollow ugc');
    if (external) token.attrSet('target', '_blank');
    // A bare address shown as itself already says where it goes.
    hosts.push(
      external && token.markup !== 'linkify' && token.markup !== 'autolink' ? url.host : null,
    );
    return self.renderToken(tokens, index, options);
  };
  md.renderer.rules.link_close = (tokens, index, options, env, self) => {
    const host = hosts.pop();
    const close = self.renderToken(tokens, index, options);
    return host ? `${close} <span class="link-host">(${escapeHtml(host)})</span>` : close;
  };
  md.renderer.rules.image = (tokens, index) => {
    const token = tokens[index]!;
    const src = String(token.attrGet('src') ?? '');
    const alt = token.children
      ? md.renderer.renderInlineAsText(token.children, md.options, {})
      : '';
    if (imagePrefix && src.startsWith(imagePrefix)) {
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy" referrerpolicy="no-referrer">`;
    }
    return `<span class="blocked-image">[Image from another site not shown${alt ? `: ${escapeHtml(alt)}` : ''}]</span>`;
  };
  // The answer sits under the page's h1 and its section's h2: its own headings start at h3.
  md.renderer.rules.heading_open = (tokens, index) =>
    `<h${Math.min(Number(tokens[index]!.tag.slice(1)) + 2, 6)}>`;
  md.renderer.rules.heading_close = (tokens, index) =>
    `</h${Math.min(Number(tokens[index]!.tag.slice(1)) + 2, 6)}>\n`;

  // Each text drawn once per renderer: a question's page mounts its answers again on every visit.
  const drawn = new Map<string, string>();
  return (markdown) => {
    const known = drawn.get(markdown);
    if (known !== undefined) return known;
    hosts.length = 0;
    // Forgotten between answers, never in the middle of one (its markers name them).
    if (sanitised.length >= FORMULAS_KEPT) {
      formulas.clear();
      sanitised.length = 0;
    }
    // The marker's own characters typed into an answer show as U+FFFD: only a formula makes one.
    const html = purify
      .sanitize(md.render(markdown.replace(/[\uE000\uE001]/g, '\uFFFD')), config)
      .replace(marker, (_, index: string) => sanitised[Number(index)] ?? '');
    if (drawn.size >= DRAWN_KEPT) drawn.clear();
    drawn.set(markdown, html);
    return html;
  };
}
