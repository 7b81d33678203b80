/**
 * TeX between dollars for markdown-it: `$…$` in a line and `$$…$$` as a block (on its own lines or
 * one line). A `$` followed by a space, or closing before a digit, is money, not math ("$5 and
 * $10"), as Pandoc reads it. KaTeX writes MathML only: the browser lays it out, with no inline
 * style attributes (the Content-Security-Policy refuses them) and no font files (docs/answers.md).
 */
import katex from 'katex';
import type MarkdownIt from 'markdown-it';
import type { StateBlock, StateInline } from 'markdown-it';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Each formula's MathML, by its TeX: the answers under one question use the same notation again and
 * again, and KaTeX is most of the cost of drawing them (docs/answers.md, "What answers cost"). The
 * output depends only on the TeX and the display mode; the sanitiser still runs over every answer.
 */
const drawn = new Map<string, string>();
const DRAWN_KEPT = 2000;

/** MathML for `tex`; a formula KaTeX cannot read is shown as its source, marked as such. */
function renderTex(tex: string, displayMode: boolean): string {
  const key = `${displayMode ? 'D' : 'I'}${tex}`;
  const known = drawn.get(key);
  if (known !== undefined) return known;
  if (drawn.size >= DRAWN_KEPT) drawn.clear();
  const html = typeset(tex, displayMode);
  drawn.set(key, html);
  return html;
}

function typeset(tex: string, displayMode: boolean): string {
  try {
    return katex.renderToString(tex, {
      displayMode,
      output: 'mathml',
      throwOnError: true,
      // No \href, \url, \includegraphics, \htmlClass…: an answer's math draws, it links nothing.
      trust: false,
      strict: 'ignore',
      // Macros that expand into one another cannot make a formula of millions of nodes.
      maxExpand: 200,
      maxSize: 20,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'The formula could not be read.';
    const tag = displayMode ? 'pre' : 'code';
    return `<${tag} class="math-error" title="${escapeHtml(reason)}">${escapeHtml(tex)}</${tag}>`;
  }
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.charCodeAt(pos) !== 0x24 /* $ */) return false;
  if (src.charCodeAt(pos + 1) === 0x24) return false;
  const next = src[pos + 1];
  if (next === undefined || /\s/.test(next)) return false;
  let end = pos + 1;
  for (;;) {
    end = src.indexOf('$', end);
    if (end === -1) return false;
    if (src[end - 1] === '\\') {
      end += 1;
      continue;
    }
    if (/\s/.test(src[end - 1] ?? '') || /\d/.test(src[end + 1] ?? '')) return false;
    break;
  }
  if (!silent) {
    const token = state.push('math_inline', 'math', 0);
    token.content = src.slice(pos + 1, end);
    token.markup = '$';
  }
  state.pos = end + 1;
  return true;
}

function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean) {
  const start = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0);
  const max = state.eMarks[startLine] ?? 0;
  if (state.src.slice(start, start + 2) !== '$$') return false;
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const firstLine = state.src.slice(start + 2, max);
  let content: string;
  let line = startLine;
  if (firstLine.trim().endsWith('$$')) {
    content = firstLine.trim().slice(0, -2);
  } else {
    const lines = [firstLine];
    let closed = false;
    while (!closed) {
      line += 1;
      if (line >= endLine) return false;
      const text = state.src.slice(
        (state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0),
        state.eMarks[line] ?? 0,
      );
      if (text.trim().endsWith('$$')) {
        lines.push(text.trim().slice(0, -2));
        closed = true;
      } else lines.push(text);
    }
    content = lines.join('\n');
  }
  if (silent) return true;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.content = content.trim();
  token.markup = '$$';
  token.map = [startLine, line + 1];
  state.line = line + 1;
  return true;
}

/**
 * How the renderer takes a formula's MathML into the answer: `embed(key, make)` gives what stands
 * in the HTML for it, `make()` the MathML, `key` the same for the same formula (./markdown.ts).
 * Without it the MathML goes into the HTML as it is.
 */
export type MathOptions = { embed?: (key: string, make: () => string) => string };

export const mathPlugin = (
  md: InstanceType<typeof MarkdownIt>,
  options: MathOptions = {},
): void => {
  const { embed } = options;
  const formula = (tex: string, displayMode: boolean) =>
    embed
      ? embed(`${displayMode ? 'D' : 'I'}${tex}`, () => renderTex(tex, displayMode))
      : renderTex(tex, displayMode);
  md.inline.ruler.after('escape', 'math_inline', mathInline);
  md.block.ruler.after('blockquote', 'math_block', mathBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.renderer.rules.math_inline = (tokens, index) => formula(tokens[index]?.content ?? '', false);
  md.renderer.rules.math_block = (tokens, index) =>
    `<div class="math-display">${formula(tokens[index]?.content ?? '', true)}</div>\n`;
};
