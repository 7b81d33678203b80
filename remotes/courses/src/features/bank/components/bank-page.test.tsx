import { screen } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import { BankPage } from './bank-page';

describe('BankPage', () => {
  it('shows the page heading', () => {
    renderAt(<BankPage />, '/courses/:code');
    expect(screen.getByRole('heading', { level: 1, name: 'Course questions' })).toBeInTheDocument();
  });
});
