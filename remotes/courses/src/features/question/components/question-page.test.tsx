import { screen } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import { QuestionPage } from './question-page';

describe('QuestionPage', () => {
  it('shows the page heading', () => {
    renderAt(<QuestionPage />, '/q/:id');
    expect(screen.getByRole('heading', { level: 1, name: 'Question' })).toBeInTheDocument();
  });
});
