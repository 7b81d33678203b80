import { insidePapersEngine, type HitQuestion } from '@vithelper/search-index';

/** A viewer address opened at a hit: /cat1papers/<id>?page=4&hl=dijkstra. */
export function hitPath(kind: string, id: string, page: number, words: readonly string[]): string {
  const params = new URLSearchParams({ page: String(page) });
  const hl = words.join(' ');
  if (hl) params.set('hl', hl);
  return `/${kind}papers/${encodeURIComponent(id)}?${params.toString()}`;
}

/** "Q7(b) · 10 marks", "Q3 · 1 mark", or "Q2" when the paper prints no marks. */
export function hitQuestionLabel({ number, marks }: HitQuestion): string {
  return marks === null ? `Q${number}` : `Q${number} · ${marks} ${marks === 1 ? 'mark' : 'marks'}`;
}

const MAX_PAGE = 10_000;
const MAX_HL = 120;

/**
 * `page` and `hl` from a (shared, so untrusted) viewer address: a page is a whole number from 1
 * (clamped to the document later), `hl` at most a few plain words; anything else is dropped.
 */
export function readHitParams(search: string): { page: number | null; hl: string } {
  const params = new URLSearchParams(search);
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Math.min(MAX_PAGE, Math.max(1, Number(rawPage))) : null;
  const engine = insidePapersEngine();
  const hl = engine
    .words((params.get('hl') ?? '').slice(0, MAX_HL))
    .slice(0, engine.maxQueryWords)
    .join(' ');
  return { page, hl };
}
