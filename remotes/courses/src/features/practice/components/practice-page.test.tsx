import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '@vithelper/shared/testing';
import { fetchBank } from '../../../testing/bank-fetch';
import { PracticePage } from './practice-page';

// The bank's questions have no answers yet (answer-slot.test.tsx shows them when there are).
jest.mock('../../answers/data/answers', () => ({
  answersSdk: () =>
    Promise.resolve({
      db: 'db',
      sdk: {
        watchAnswers: (_db: unknown, _q: string, onChange: (value: unknown) => void) => {
          onChange({ answers: null, votes: null, verified: null });
          return () => undefined;
        },
        watchOfficial: (_db: unknown, _q: string, _p: unknown, onChange: (v: unknown) => void) => {
          onChange({ key: null, official: null });
          return () => undefined;
        },
      },
    }),
}));

const at = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/courses/:code/practice" element={<PracticePage />} />
    </Routes>,
    path,
  );

/** The number shown under a count's name ("New", "Known") in the progress box. */
const count = (name: string) =>
  within(screen.getByRole('region', { name: 'Progress' })).getByText(name).nextSibling?.textContent;

describe('PracticePage', () => {
  beforeEach(() => fetchBank());

  it('shows the most asked question first, its answer slot, and counts the ratings', async () => {
    at('/courses/CSE2005/practice');
    const card = await screen.findByRole('article', { name: 'Question to practise' });
    expect(card).toHaveTextContent('Asked 3×');
    expect(card).toHaveTextContent("Explain the Banker's algorithm with an example.");
    expect(count('New')).toBe('3');
    expect(screen.getByText('0 of 1 question asked twice or more known')).toBeInTheDocument();
    expect(screen.getByText('Not practised yet')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Show answer' }));
    expect(await within(card).findByRole('link', { name: 'open the paper' })).toHaveAttribute(
      'href',
      expect.stringContaining('?page='),
    );
    expect(within(card).getByRole('link', { name: 'Write one' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/q\/q_/),
    );
    fireEvent.keyDown(window, { key: '4' });
    await screen.findByText('What is a semaphore?');
    expect(screen.getByRole('article', { name: 'Question to practise' })).toHaveTextContent(
      'Asked once · New',
    );
    expect(count('New')).toBe('2');
    expect(count('Known')).toBe('1');
    expect(screen.getByText('1 of 1 question asked twice or more known')).toBeInTheDocument();
    expect(screen.getByText('Practised on 1 day')).toBeInTheDocument();
  });

  it('times each card once the student asks to, and keeps asking on the device', async () => {
    localStorage.clear();
    const { unmount } = at('/courses/CSE2005/practice');
    const card = await screen.findByRole('article', { name: 'Question to practise' });
    expect(within(card).queryByRole('timer')).toBeNull();
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Time each card' }));
    expect(within(card).getByRole('timer', { name: 'Time on this card' })).toHaveTextContent(
      /^0:0\d$/,
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Show answer' }));
    expect(within(card).getByRole('timer')).toHaveTextContent(/^Recalled in 0:0\d$/);
    unmount();
    // Kept on the device: the next visit times its cards too.
    at('/courses/CSE2005/practice');
    const again = await screen.findByRole('article', { name: 'Question to practise' });
    expect(within(again).getByRole('checkbox', { name: 'Time each card' })).toBeChecked();
    expect(within(again).getByRole('timer')).toBeInTheDocument();
  });
});
