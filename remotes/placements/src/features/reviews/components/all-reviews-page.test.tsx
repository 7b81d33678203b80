import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFilter, getFilter, setFilter } from '@vithelper/shared';
import { renderAt } from '@vithelper/shared/testing';
import { makePlacement, makePlacements, showPlacements } from '../../../testing/make-placements';
import { AllReviewsPage } from './all-reviews-page';

const renderList = () => renderAt(<AllReviewsPage />, '/placements/article', '/placements/article');
const cards = () => screen.queryAllByRole('article');

afterEach(() => clearFilter());

describe('AllReviewsPage', () => {
  it('says it is loading until the lists arrive', () => {
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it.each([0, 3, 500])('renders a list of %i entries', (count) => {
    showPlacements(makePlacements(count));
    renderList();
    expect(cards()).toHaveLength(count);
    if (count === 0)
      expect(
        screen.getByText('No placement experiences have been shared yet.'),
      ).toBeInTheDocument();
  });

  it('has one button per distinct company, in list order, and filters by the one pressed', async () => {
    const user = userEvent.setup();
    showPlacements(makePlacements(7));
    renderList();
    const group = screen.getByRole('group', { name: 'Filter by company' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All companies', 'Microsoft', 'Amazon', 'Goldman Sachs', 'Zoho', 'Adobe']);
    await user.click(screen.getByRole('button', { name: 'Amazon' }));
    expect(screen.getByRole('button', { name: 'Amazon' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Amazon',
      'Amazon',
    ]);
    await user.click(screen.getByRole('button', { name: 'Amazon' }));
    expect(cards()).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Zoho' }));
    expect(cards()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'All companies' }));
    expect(screen.getByRole('button', { name: 'All companies' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cards()).toHaveLength(7);
  });

  it('narrows by student name with the shared search, says so, and clears it', async () => {
    const user = userEvent.setup();
    showPlacements([
      makePlacement(0, { name: 'Aditi Raghavan' }),
      makePlacement(1, { name: 'Rohan Mehta' }),
      makePlacement(2, { name: 'Meera Joshi' }),
    ]);
    setFilter('MEHTA');
    renderList();
    expect(screen.getByText('Showing experiences matching "MEHTA"')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(getFilter()).toBe('');
    expect(screen.queryByText(/Showing experiences matching/)).toBeNull();
    expect(cards()).toHaveLength(3);
  });

  it('follows the search as it changes on another page', () => {
    showPlacements(makePlacements(3));
    renderList();
    expect(cards()).toHaveLength(3);
    act(() => setFilter('student 2'));
    expect(cards()).toHaveLength(1);
  });

  it('shortens a very long search in the banner', () => {
    showPlacements([makePlacement(0, { name: 'x'.repeat(100) })]);
    setFilter('x'.repeat(100));
    renderList();
    expect(
      screen.getByText(`Showing experiences matching "${'x'.repeat(60)}…"`),
    ).toBeInTheDocument();
  });

  it('explains an empty result, echoing the search, and Clear search restores the list', async () => {
    const user = userEvent.setup();
    showPlacements(makePlacements(3));
    setFilter('MAT1011');
    renderList();
    expect(screen.getByText('No experiences match "MAT1011"')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cards()).toHaveLength(3);
  });

  it('treats search text literally', () => {
    showPlacements([makePlacement(0, { name: 'A.B (C)' }), makePlacement(1, { name: 'ABC' })]);
    setFilter('.b (');
    renderList();
    expect(cards()).toHaveLength(1);
  });
});
