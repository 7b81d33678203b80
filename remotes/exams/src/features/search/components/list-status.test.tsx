import { echoText } from './list-status';

test('echoes short queries unchanged', () => {
  expect(echoText('MAT1011')).toBe('MAT1011');
  expect(echoText('a'.repeat(60))).toBe('a'.repeat(60));
});

test('cuts long queries to 60 characters with an ellipsis', () => {
  expect(echoText('b'.repeat(100_000))).toBe(`${'b'.repeat(60)}…`);
});

test('never splits an emoji in half', () => {
  const echoed = echoText('📚'.repeat(100));
  expect(Array.from(echoed)).toHaveLength(61);
  expect(echoed.endsWith('📚…')).toBe(true);
});
