import { safeHttpUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it('keeps http and https links', () => {
    expect(safeHttpUrl('https://nptel.ac.in/courses/106')).toBe('https://nptel.ac.in/courses/106');
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com/');
  });

  it('refuses script, data and malformed links', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(raw)).toBeNull();
    }
  });
});
