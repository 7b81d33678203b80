import { readerKey } from './reader-key';

const press = (key: string, on: Element, init: KeyboardEventInit = {}) => {
  let seen: string | null | undefined;
  document.addEventListener('keydown', (event) => (seen = readerKey(event)), { once: true });
  on.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  return seen;
};

it('leaves the reader a key pressed on the page', () => {
  expect(press('PageDown', document.body)).toBe('PageDown');
  expect(press('+', document.body)).toBe('+');
});

it('keeps keys typed in a box, and Ctrl, ⌘ or Alt with a key, for the box and the browser', () => {
  document.body.innerHTML =
    '<input /><textarea></textarea><div contenteditable="true"><b></b></div>';
  expect(press('-', document.querySelector('input')!)).toBeNull();
  expect(press('PageUp', document.querySelector('textarea')!)).toBeNull();
  expect(press('+', document.querySelector('b')!)).toBeNull();
  expect(press('+', document.body, { ctrlKey: true })).toBeNull();
  expect(press('-', document.body, { metaKey: true })).toBeNull();
  expect(press('PageDown', document.body, { altKey: true })).toBeNull();
});
