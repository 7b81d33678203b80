import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '@vithelper/shared/testing';
import { fetchBank } from '../../../testing/bank-fetch';
import { QuestionPage } from './question-page';

const at = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/q/:id" element={<QuestionPage />} />
    </Routes>,
    path,
  );

describe('QuestionPage', () => {
  beforeEach(() => fetchBank());

  it('shows the question, the paper at its page and the other papers that asked it', async () => {
    at('/q/q_0000000000004');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question 2, FAT 2022' }),
    ).toBeInTheDocument();
    expect(screen.getByText("Explain the Banker's algorithm with an example.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the whole paper at this page' })).toHaveAttribute(
      'href',
      '/fatpapers/p3?page=2',
    );
    expect(screen.getByRole('link', { name: 'CAT-1 2019, question 2' })).toHaveAttribute(
      'href',
      '/q/q_0000000000002',
    );
    expect(screen.getByRole('link', { name: 'CAT-2 2021, question 2' })).toBeInTheDocument();
  });

  it.each(['q_zzzzzzzzzzzzz', 'not-an-id', 'q_0000000000001%22%3E'])(
    'says an unknown or tampered id (%s) is not found',
    async (id) => {
      at(`/q/${id}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Question not found' }),
      ).toBeInTheDocument();
    },
  );
});
