import { REVIEW_PREVIEW_CHARS } from './review-rules';
import { previewText } from './preview-text';

describe('previewText', () => {
  it('cuts a long description at exactly 165 characters and appends an ellipsis', () => {
    const description = 'a'.repeat(REVIEW_PREVIEW_CHARS) + 'bcdef';
    const preview = previewText(description);
    expect(preview).toBe(`${'a'.repeat(165)}…`);
    expect(Array.from(preview)).toHaveLength(166);
  });

  it('leaves a description of 165 characters or fewer unchanged, with no ellipsis', () => {
    expect(previewText('b'.repeat(165))).toBe('b'.repeat(165));
    expect(previewText('Short and sweet.')).toBe('Short and sweet.');
    expect(previewText('')).toBe('');
  });

  it('never splits a character made of two code units', () => {
    const description = `${'c'.repeat(164)}😀tail`;
    expect(previewText(description)).toBe(`${'c'.repeat(164)}😀…`);
  });
});
