import { countWords } from './count-words';

describe('countWords', () => {
  it('counts words in every kind of block, ignoring punctuation-only tokens and code ticks', () => {
    expect(
      countWords([
        { kind: 'heading', level: 2, text: 'Two words' },
        { kind: 'paragraph', text: 'Run `npm init` — then relax.' },
        { kind: 'list', items: ['one', 'two three'] },
        { kind: 'code', label: 'Terminal', code: 'npm publish\n{ }' },
        { kind: 'note', title: 'Tip', text: 'Pay 150 rupees.' },
      ]),
    ).toBe(2 + 5 + 3 + 2 + 4);
  });

  it('is zero for an empty body', () => {
    expect(countWords([])).toBe(0);
  });
});
