import { mathPlugin } from './math';
import { createRenderer } from './markdown';

const ORIGIN = 'https://vithelper.web.app';
const STORAGE = 'https://firebasestorage.googleapis.com/v0/b/vithelper.appspot.com/o/';
const render = createRenderer({ imagePrefix: STORAGE, origin: ORIGIN, math: mathPlugin });

/** The rendered answer as a person's browser would hold it. */
function shown(markdown: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = render(markdown);
  return element;
}

/** Everything in `element` that could run script or load a resource on its own. */
function activeParts(element: HTMLElement): string[] {
  const found: string[] = [];
  for (const node of element.querySelectorAll('*')) {
    const tag = node.nodeName.toLowerCase();
    if (
      ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'form', 'link', 'meta'].includes(tag)
    )
      found.push(tag);
    for (const attribute of node.attributes) {
      const value = attribute.value.trim().toLowerCase();
      if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      if (attribute.name === 'style') found.push(`${tag}[style]`);
      if (/^(javascript|vbscript|data):/.test(value))
        found.push(`${tag}[${attribute.name}=${value}]`);
    }
  }
  return found;
}

describe('an answer’s Markdown', () => {
  it('shows emphasis, code blocks, tables and lists', () => {
    const element = shown(
      [
        'Use **Dijkstra** with `O(E log V)`.',
        '',
        '```c',
        'int main(void) { return 0; }',
        '```',
        '',
        '| Step | Cost |',
        '| --- | --- |',
        '| relax | 1 |',
        '',
        '- one',
        '- two',
      ].join('\n'),
    );
    expect(element.querySelector('strong')?.textContent).toBe('Dijkstra');
    expect(element.querySelector('pre code')?.textContent).toBe('int main(void) { return 0; }\n');
    expect(element.querySelector('pre code')?.className).toBe('language-c');
    expect([...element.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual([
      'Step',
      'Cost',
    ]);
    expect(element.querySelectorAll('li')).toHaveLength(2);
  });

  it('typesets $…$ and $$…$$ as MathML, and leaves money alone', () => {
    const element = shown('The area is $\\pi r^2$, it costs $5 and $10.\n\n$$\n\\frac{a}{b}\n$$');
    const maths = element.querySelectorAll('math');
    expect(maths).toHaveLength(2);
    expect(maths[0]?.querySelector('annotation')?.textContent).toBe('\\pi r^2');
    expect(maths[1]?.getAttribute('display')).toBe('block');
    expect(maths[1]?.querySelector('mfrac')).not.toBeNull();
    expect(element.textContent).toContain('it costs $5 and $10.');
    expect(activeParts(element)).toEqual([]);
  });

  it('draws a formula in place in a table, a link, a heading and a list, the same each time', () => {
    const markdown = [
      '# $n^2$ steps',
      '| $n$ | $T(n)$ |\n| --- | --- |\n| $2$ | $n^2$ |',
      '[see $n^2$](https://example.org/x)',
      '- first $n^2$\n- then $\\log n$',
    ].join('\n\n');
    const element = shown(markdown);
    expect(element.querySelector('h3 math annotation')?.textContent).toBe('n^2');
    expect([...element.querySelectorAll('td math annotation')].map((n) => n.textContent)).toEqual([
      '2',
      'n^2',
    ]);
    expect(element.querySelector('a math annotation')?.textContent).toBe('n^2');
    expect(element.querySelectorAll('li math')).toHaveLength(2);
    expect(element.querySelectorAll('math')).toHaveLength(8);
    // Nothing of the markers the formulas stood as while the answer was sanitised is left.
    expect(element.textContent).not.toMatch(/[\uE000\uE001]/);
    // Another answer with the same formulas draws them the same.
    const again = shown(`Again: $n^2$ and $\\log n$.`);
    expect(again.querySelectorAll('math')[0]?.outerHTML).toBe(
      element.querySelector('h3 math')?.outerHTML,
    );
  });

  it('shows the characters of a formula marker typed into an answer as replaced, drawing nothing', () => {
    const element = shown('A \uE000abc:0\uE001 B $x$ \uE0000:0\uE001 C');
    expect(element.querySelectorAll('math')).toHaveLength(1);
    expect(element.textContent).toContain('A \uFFFDabc:0\uFFFD B');
    expect(element.textContent).toContain('\uFFFD0:0\uFFFD C');
  });

  it('shows a formula KaTeX cannot read as its source, marked as an error', () => {
    const element = shown('See $\\frac{a}{$ here.');
    const error = element.querySelector('.math-error');
    expect(error?.textContent).toBe('\\frac{a}{');
    expect(error?.getAttribute('title')).toMatch(/KaTeX parse error/);
  });

  it('marks links nofollow, says where they go, and opens other sites apart', () => {
    const element = shown(
      '[the notes](https://example.com/notes) and [a question](/q/q_08s6pzog2hqq5)',
    );
    const [outside, inside] = element.querySelectorAll('a');
    expect(outside?.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.nextElementSibling?.textContent).toBe('(example.com)');
    expect(inside?.getAttribute('href')).toBe('/q/q_08s6pzog2hqq5');
    expect(inside?.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(inside?.hasAttribute('target')).toBe(false);
  });

  it('shows images from the site’s Storage and no other', () => {
    const element = shown(
      `![graph](${STORAGE}answers%2Fg.png?alt=media) ![tracker](https://evil.example/p.gif)`,
    );
    const images = element.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe(`${STORAGE}answers%2Fg.png?alt=media`);
    expect(element.querySelector('.blocked-image')?.textContent).toBe(
      '[Image from another site not shown: tracker]',
    );
  });

  it('keeps headings below the page’s own', () => {
    const element = shown('# Big\n\n## Smaller');
    expect([...element.querySelectorAll('h3, h4')].map((h) => h.tagName)).toEqual(['H3', 'H4']);
    expect(element.querySelector('h1, h2')).toBeNull();
  });
});

describe('hostile Markdown renders inert', () => {
  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an image with onerror', '<img src=x onerror="alert(1)">'],
    ['an SVG with onload', '<svg onload="alert(1)"><circle r="5"/></svg>'],
    ['an SVG image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a JaVaScRiPt: link with entities', '[click](jav&#x09;ascript:alert(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a data: link', '[click](data:text/html,<script>alert(1)</script>)'],
    ['a vbscript: link', '[click](vbscript:msgbox(1))'],
    ['a style element', '<style>body { display: none }</style>'],
    ['an inline style', '<p style="position:fixed;inset:0">cover</p>'],
    ['a CSS url in an attribute', '[x](https://a.example "x\\" style=\\"background:url(//evil)")'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a form', '<form action="https://evil.example"><input name="p"></form>'],
    ['an href in math', '$\\href{javascript:alert(1)}{x}$'],
    ['a style in math', '$\\htmlStyle{position:fixed}{x}$'],
    ['raw HTML in math', '$<img src=x onerror=alert(1)>$'],
    ['an event handler in a link title', '[x](https://a.example "onmouseover=alert(1)")'],
  ])('%s', (_, markdown) => {
    const element = shown(markdown);
    expect(activeParts(element)).toEqual([]);
    expect(element.querySelector('a[href^="javascript" i], a[href^="data" i]')).toBeNull();
  });

  it('shows raw HTML as the text it was typed as', () => {
    expect(shown('<b>bold?</b>').textContent?.trim()).toBe('<b>bold?</b>');
  });

  /** How many elements deep the rendered answer goes. */
  const depth = (node: Element): number =>
    1 + Math.max(0, ...[...node.children].map((child) => depth(child)));

  it.each([
    ['10 000 nested lists', '- '.repeat(10_000) + 'deep'],
    ['10 000 nested numbered lists', '1. '.repeat(6_666) + 'deep'],
    ['10 000 nested quotes', '>'.repeat(10_000) + ' deep'],
    ['nested brackets', '['.repeat(9_000) + 'deep' + ']'.repeat(9_000)],
    ['nested emphasis', '*_'.repeat(5_000) + 'deep'],
    ['a deep formula', `$${'{'.repeat(5_000)}x${'}'.repeat(5_000)}$`],
    [
      'macros that expand into one another',
      '$\\def\\a{\\b\\b}\\def\\b{\\c\\c}\\def\\c{xx}\\a\\a\\a$',
    ],
  ])('renders %s without hanging or crashing, at most 20 levels deep', (_, markdown) => {
    const element = shown(markdown);
    expect(depth(element)).toBeLessThanOrEqual(2 * 20 + 2);
    expect(activeParts(element)).toEqual([]);
  });
});
