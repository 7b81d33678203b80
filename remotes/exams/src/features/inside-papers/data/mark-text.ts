import type { Engine, QueryWord } from '@vithelper/search-index';

/** Words (with apostrophes, "Dijkstra's") as the snippets and the index see them. */
const WORD = /[\p{L}\p{N}'\u2019]+/gu;

/** Where the query's words are in one string: [start, end) pairs, in order. */
export function findWords(
  engine: Engine,
  text: string,
  query: readonly QueryWord[],
): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  if (query.length === 0) return found;
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    if (engine.matches(match[0], query)) found.push([start, start + match[0].length]);
  }
  return found;
}

/**
 * Wraps the query's words inside one text-layer element in <mark>s (text stays text: only the
 * element's own text nodes are split, nothing is parsed). Returns the marks made, in order.
 */
export function markWords(
  engine: Engine,
  element: Element,
  query: readonly QueryWord[],
  className: string,
): HTMLElement[] {
  const marks: HTMLElement[] = [];
  const doc = element.ownerDocument;
  const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node.parentElement?.closest('mark') ?? null)) nodes.push(node as Text);
  }
  for (const node of nodes) {
    const text = node.data;
    const found = findWords(engine, text, query);
    if (found.length === 0) continue;
    const pieces = doc.createDocumentFragment();
    let at = 0;
    for (const [start, end] of found) {
      if (start > at) pieces.append(text.slice(at, start));
      const mark = doc.createElement('mark');
      mark.className = className;
      mark.dataset.hl = '';
      mark.textContent = text.slice(start, end);
      pieces.append(mark);
      marks.push(mark);
      at = end;
    }
    if (at < text.length) pieces.append(text.slice(at));
    node.replaceWith(pieces);
  }
  return marks;
}
