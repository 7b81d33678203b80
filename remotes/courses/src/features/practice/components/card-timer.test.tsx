import { act, render, screen } from '@testing-library/react';
import { CardTimer } from './card-timer';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('CardTimer', () => {
  it('counts the time on the card in minutes and seconds, and stops when the answer shows', () => {
    const { rerender } = render(<CardTimer running />);
    const timer = screen.getByRole('timer', { name: 'Time on this card' });
    expect(timer).toHaveTextContent('0:00');
    act(() => jest.advanceTimersByTime(65_000));
    expect(timer).toHaveTextContent('1:05');
    rerender(<CardTimer running={false} />);
    expect(timer).toHaveTextContent('Recalled in 1:05');
    act(() => jest.advanceTimersByTime(30_000));
    expect(timer).toHaveTextContent('Recalled in 1:05');
  });
});
