import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setAccount } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import { fetchBank } from '../../../testing/bank-fetch';
import { ReviewLink } from './review-link';
import { ReviewPage } from './review-page';

// No corrections are stored: the list is the built banks'.
jest.mock('../../corrections', () => ({ correctedBank: (bank: unknown) => Promise.resolve(bank) }));

const at = () =>
  renderAt(
    <Routes>
      <Route path="/courses/review" element={<ReviewPage />} />
    </Routes>,
    '/courses/review',
  );
const moderator = { uid: 'mod', anonymous: false, name: 'Mo', email: 'mo@x.in', moderator: true };

describe('ReviewPage', () => {
  beforeEach(() => fetchBank());
  afterEach(() => act(() => setAccount(null)));

  it('tells anyone but a moderator what the list is for, and shows none of it', () => {
    act(() => setAccount({ ...moderator, anonymous: true, moderator: false }));
    at();
    expect(screen.getByRole('heading', { level: 1, name: 'Moderators only' })).toBeInTheDocument();
    expect(screen.getByText(/sign in with your moderator account/)).toBeInTheDocument();
  });

  it("lists each course's paper not cut and its overlapping questions, with the way to each", async () => {
    act(() => setAccount(moderator));
    at();
    const course = await screen.findByRole('region', { name: 'Operating Systems · CSE2005' });
    expect(screen.getByRole('status')).toHaveTextContent('2 things need a look in 1 course.');
    expect(within(course).getByText('No question numbers found')).toBeInTheDocument();
    expect(within(course).getByRole('link', { name: 'FAT 2023 paper' })).toHaveAttribute(
      'href',
      '/fatpapers/p4',
    );
    // The sample's CAT-1 questions are both at 30–40 % of page 1.
    const overlap = within(course).getByText('Two questions overlap').parentElement!;
    expect(overlap).toHaveTextContent(
      'CAT-1 2019: question 2 and question 2 share part of the page.',
    );
    expect(
      within(overlap)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/q/q_0000000000001', '/q/q_0000000000002']);
  });

  it('is linked for moderators alone', () => {
    renderAt(<ReviewLink />, '/courses');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => setAccount(moderator));
    expect(screen.getByRole('link', { name: /questions that need a look/ })).toHaveAttribute(
      'href',
      '/courses/review',
    );
  });
});
