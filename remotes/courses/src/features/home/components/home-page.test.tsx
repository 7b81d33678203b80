import { screen } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import { fetchBank } from '../../../testing/bank-fetch';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('lists the courses with questions, each linking to its bank', async () => {
    fetchBank();
    renderAt(<HomePage />, '/courses');
    expect(screen.getByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Operating Systems/ })).toHaveAttribute(
      'href',
      '/courses/CSE2005',
    );
  });
});
