import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject, Subject } from 'rxjs';
import { useObservable } from './use-observable';

const count$ = new BehaviorSubject(1);

function Count() {
  return <p>{`${useObservable(count$, () => count$.getValue())} papers waiting`}</p>;
}

it('shows the current value at once and every later one, and lets go when it leaves', () => {
  count$.next(2);
  const { unmount } = render(<Count />);
  expect(screen.getByText('2 papers waiting')).toBeInTheDocument();
  act(() => count$.next(3));
  expect(screen.getByText('3 papers waiting')).toBeInTheDocument();
  unmount();
  expect(count$.observed).toBe(false);
});

it('reads the snapshot when a source that carries no value says something changed', () => {
  const changed$ = new Subject<void>();
  let stored = 'Saved: none';
  function Stored() {
    return <p>{useObservable(changed$, () => stored)}</p>;
  }
  render(<Stored />);
  expect(screen.getByText('Saved: none')).toBeInTheDocument();
  stored = 'Saved: MAT1011';
  act(() => changed$.next());
  expect(screen.getByText('Saved: MAT1011')).toBeInTheDocument();
});
