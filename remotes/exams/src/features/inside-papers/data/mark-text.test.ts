import { insidePapersEngine } from '@vithelper/search-index';
import { markWords } from './mark-text';

const engine = insidePapersEngine();

describe('marking the words in the text layer', () => {
  it("the query's words are wrapped in marks inside the text layer's span, and the rest stays text", () => {
    const span = document.createElement('span');
    span.textContent =
      "7. (a) Apply Dijkstra's algorithm <b>to</b> the graph. Why does DIJKSTRA fail?";
    const marks = markWords(engine, span, engine.queryWords('dijkstra '), 'hl');
    expect(marks.map((m) => m.textContent)).toEqual(["Dijkstra's", 'DIJKSTRA']);
    expect(span.querySelectorAll('mark.hl')).toHaveLength(2);
    expect(span.querySelector('b')).toBeNull();
    expect(span.textContent).toBe(
      "7. (a) Apply Dijkstra's algorithm <b>to</b> the graph. Why does DIJKSTRA fail?",
    );
  });

  it('stems match other forms, a growing last word matches as a prefix, and marked text is not marked twice', () => {
    const span = document.createElement('span');
    span.textContent = 'Sorting algorithms: the algorithm sorts; Laplace transforms';
    const query = engine.queryWords('algorithm laplace transf');
    expect(markWords(engine, span, query, 'hl').map((m) => m.textContent)).toEqual([
      'algorithms',
      'algorithm',
      'Laplace',
      'transforms',
    ]);
    expect(markWords(engine, span, query, 'hl')).toEqual([]);
  });
});
