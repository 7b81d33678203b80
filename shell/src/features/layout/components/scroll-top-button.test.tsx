import { act, render, screen } from '@testing-library/react';
import { ScrollTopButton } from './scroll-top-button';

const scrollButton = () => screen.queryByRole('button', { name: 'Scroll to top' });

function setWindow(key: 'scrollY' | 'innerWidth', value: number) {
  Object.defineProperty(window, key, { value, configurable: true, writable: true });
}

beforeEach(() => {
  jest.useFakeTimers();
  setWindow('scrollY', 0);
  setWindow('innerWidth', 1280);
});
afterEach(() => {
  jest.useRealTimers();
});

it('appears once the page is scrolled past 300 px and goes at the top', () => {
  render(<ScrollTopButton />);
  expect(scrollButton()).toBeNull();
  act(() => {
    setWindow('scrollY', 400);
    window.dispatchEvent(new Event('scroll'));
  });
  expect(scrollButton()).toHaveTextContent('Top');
  act(() => {
    jest.advanceTimersByTime(250);
    setWindow('scrollY', 0);
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(250);
  });
  expect(scrollButton()).toBeNull();
});

it('is there, once painted, on a page that opens scrolled down', () => {
  setWindow('scrollY', 900);
  render(<ScrollTopButton />);
  act(() => {
    jest.advanceTimersByTime(50);
  });
  expect(scrollButton()).toBeInTheDocument();
});

it('shows only the arrow below 1100 px, after the resizing stops', () => {
  setWindow('scrollY', 900);
  render(<ScrollTopButton />);
  act(() => {
    jest.advanceTimersByTime(50);
  });
  expect(scrollButton()).toHaveTextContent('Top');
  act(() => {
    setWindow('innerWidth', 390);
    window.dispatchEvent(new Event('resize'));
  });
  expect(scrollButton()).toHaveTextContent('Top');
  act(() => {
    jest.advanceTimersByTime(250);
  });
  expect(scrollButton()).not.toHaveTextContent('Top');
  expect(scrollButton()).toHaveTextContent('↑');
});

it('reads the width only once the button shows', () => {
  // The page is at the top (an earlier page may have left the button showing).
  const earlier = render(<ScrollTopButton />);
  act(() => {
    jest.advanceTimersByTime(50);
  });
  earlier.unmount();
  const widthReads = jest.fn(() => 1280);
  Object.defineProperty(window, 'innerWidth', { get: widthReads, configurable: true });

  render(<ScrollTopButton />);
  act(() => {
    jest.advanceTimersByTime(50);
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(250);
  });
  expect(scrollButton()).toBeNull();
  expect(widthReads).not.toHaveBeenCalled();

  act(() => {
    setWindow('scrollY', 400);
    window.dispatchEvent(new Event('scroll'));
  });
  expect(scrollButton()).toHaveTextContent('Top');
  expect(widthReads).toHaveBeenCalled();
});
