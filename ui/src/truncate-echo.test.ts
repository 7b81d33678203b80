import { truncateEcho } from './truncate-echo';

describe('truncateEcho', () => {
  it('echoes short queries unchanged', () => {
    expect(truncateEcho('MAT1011')).toBe('MAT1011');
    expect(truncateEcho('a'.repeat(60))).toBe('a'.repeat(60));
  });

  it('cuts long queries to 60 characters with an ellipsis', () => {
    expect(truncateEcho('b'.repeat(100_000))).toBe(`${'b'.repeat(60)}…`);
  });

  it('never splits an emoji in half', () => {
    const echoed = truncateEcho('📚'.repeat(100));
    expect(Array.from(echoed)).toHaveLength(61);
    expect(echoed.endsWith('📚…')).toBe(true);
  });
});
