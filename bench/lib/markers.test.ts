/**
 * The cat1 mark against what a paper list's status really says: the mark is a string run in
 * the page, so a change of the status's words (as in 00236a0) would otherwise leave it waiting
 * for something else, and the warm visit's figure measuring more than the first screen.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ListStatus, nouns, type ListStatusProps } from '@vithelper/exams/bench';
import { MARKERS } from './browser';

/** The texts of the status's paragraphs, as the page's `p` elements would give them. */
function paragraphs(props: Partial<ListStatusProps>): string[] {
  const html = renderToStaticMarkup(
    createElement(ListStatus, {
      noun: nouns.papers,
      loading: false,
      total: 60,
      shown: 60,
      text: '',
      onClear: () => undefined,
      ...props,
    }),
  );
  return [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((match) =>
    match[1]!.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"'),
  );
}

/** Runs the cat1 marker over a page of these paragraphs whose list has its rows. */
function cat1Holds(texts: string[]): boolean {
  const page = {
    querySelectorAll: (selector: string) =>
      selector === 'p' ? texts.map((textContent) => ({ textContent })) : [],
    querySelector: () => ({}),
  };
  return (new Function('document', `return (${MARKERS.cat1})();`) as (d: unknown) => boolean)(page);
}

describe("the warm visit's cat1 mark", () => {
  it('holds once the first part of the list is shown, still arriving', () => {
    expect(cat1Holds(paragraphs({ arrival: 'arriving' }))).toBe(true);
  });

  it('holds for the whole list', () => {
    expect(cat1Holds(paragraphs({ total: 160, shown: 160 }))).toBe(true);
  });

  it('waits while the list is loading or a search has narrowed it', () => {
    expect(cat1Holds(paragraphs({ loading: true }))).toBe(false);
    expect(cat1Holds(paragraphs({ total: 160, shown: 3, text: 'mat' }))).toBe(false);
  });
});
