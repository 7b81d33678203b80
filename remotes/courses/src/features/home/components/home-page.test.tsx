import { screen } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('shows the section heading', () => {
    renderAt(<HomePage />, '/courses');
    expect(screen.getByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
  });
});
