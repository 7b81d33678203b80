import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListStatus, nouns } from './list-status';

const base = { noun: nouns.papers, loading: false, close: 0, onClear: () => undefined };

it('says only the first part is shown while the rest arrives, never counting it as the whole', () => {
  render(<ListStatus {...base} total={60} shown={60} text="" arrival="arriving" />);
  expect(screen.getByText('First 60 papers; the rest are arriving…')).toBeInTheDocument();
  expect(screen.queryByText('60 papers')).not.toBeInTheDocument();
});

it('searching the first part says where it looked, and gives no final "no match"', () => {
  const { rerender } = render(
    <ListStatus {...base} total={60} shown={3} text="mat" arrival="arriving" />,
  );
  expect(
    screen.getByText('3 matches in the first 60 papers; the rest are arriving…'),
  ).toBeInTheDocument();
  rerender(<ListStatus {...base} total={60} shown={0} text="zzq" arrival="arriving" />);
  expect(
    screen.getByText('No match in the first 60 papers; the rest are arriving…'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/No papers match/)).not.toBeInTheDocument();
});

it('a rest that could not be loaded is said, with Try again', async () => {
  const onRetry = jest.fn();
  render(<ListStatus {...base} total={60} shown={60} text="" arrival="failed" onRetry={onRetry} />);
  expect(
    screen.getByText(
      'Showing the first 60 papers. The rest of the papers could not be loaded, so this list is not complete.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('the whole list is counted as before', () => {
  render(<ListStatus {...base} total={160} shown={12} text="mat" />);
  expect(screen.getByText('12 of 160 papers')).toBeInTheDocument();
});
