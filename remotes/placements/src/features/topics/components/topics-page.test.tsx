import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_TOPIC_IDS } from '../data/topic-groups';
import { TOPICS_STORAGE_KEY } from '../hooks/use-ticked-topics';
import { TopicsPage } from './topics-page';

const total = ALL_TOPIC_IDS.length;

beforeEach(() => window.localStorage.clear());

describe('TopicsPage', () => {
  it('lists every group as real, labelled checkboxes', () => {
    render(<TopicsPage />);
    for (const group of [
      'Database',
      'Operating systems',
      'Sorting',
      'Searching',
      'Data structures',
      'Dynamic programming',
    ]) {
      expect(
        screen.getByRole('heading', { level: 2, name: new RegExp(`^${group}`) }),
      ).toBeInTheDocument();
    }
    const sorting = screen.getByRole('region', { name: /^Sorting/ });
    expect(within(sorting).getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: 'Binary search' })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'CPU scheduling: round robin' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/dynamic programming turns up/i)).toBeInTheDocument();
    expect(screen.getByText(`0 of ${total} topics ticked`)).toBeInTheDocument();
  });

  it('keeps ticks after the page is closed and opened again', async () => {
    const user = userEvent.setup();
    const first = render(<TopicsPage />);
    await user.click(screen.getByRole('checkbox', { name: 'Normalization' }));
    await user.click(screen.getByLabelText('Tries'));
    expect(screen.getByText(`2 of ${total} topics ticked`)).toBeInTheDocument();
    first.unmount();

    render(<TopicsPage />);
    expect(screen.getByRole('checkbox', { name: 'Normalization' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tries' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Joins' })).not.toBeChecked();
    expect(screen.getByText(`2 of ${total} topics ticked`)).toBeInTheDocument();
  });

  it('unticks on a second click, and Clear ticks empties the list for good', async () => {
    const user = userEvent.setup();
    const first = render(<TopicsPage />);
    const joins = screen.getByRole('checkbox', { name: 'Joins' });
    await user.click(joins);
    await user.click(joins);
    expect(joins).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Heap sort' }));
    await user.click(screen.getByRole('button', { name: 'Clear ticks' }));
    expect(screen.getByText(`0 of ${total} topics ticked`)).toBeInTheDocument();
    first.unmount();
    render(<TopicsPage />);
    expect(screen.getByRole('checkbox', { name: 'Heap sort' })).not.toBeChecked();
  });

  it('starts empty when the stored value is corrupted', () => {
    window.localStorage.setItem(TOPICS_STORAGE_KEY, '{not json');
    render(<TopicsPage />);
    expect(screen.getByText(`0 of ${total} topics ticked`)).toBeInTheDocument();
  });
});
