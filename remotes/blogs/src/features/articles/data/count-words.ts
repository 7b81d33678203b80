import type { Block } from '../types';

/** A word is any run of non-space characters holding a letter or a digit (so "—" or "=" is not). */
function wordsIn(text: string): number {
  return text
    .replace(/`|\*\*/g, '')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.join(' ');
    // Readers do read code samples, so they count towards the reading time.
    case 'code':
      return block.code;
    case 'note':
      return `${block.title} ${block.text}`;
    case 'video':
      return block.caption;
  }
}

/** Words in an article body, counted from the very blocks that are rendered. */
export function countWords(blocks: readonly Block[]): number {
  return blocks.reduce((total, block) => total + wordsIn(blockText(block)), 0);
}
