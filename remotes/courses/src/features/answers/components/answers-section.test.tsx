import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { StoredAnswers } from '../data/answer-list';
import { AnswersSection } from './answers-section';

const Q = 'q_08s6pzog2hqq5';
const id = (n: number) => `a${String(n).padStart(19, '0')}`;

function stored(count: number, verified: number): StoredAnswers {
  const answers: Record<string, unknown> = {};
  for (let n = 1; n <= count; n += 1) {
    answers[id(n)] = {
      author: `author-${n}`,
      course: 'CSE2005',
      body: `Answer ${n}: $x^{${n}}$ grows.`,
      createdAt: n * 1000,
    };
  }
  return { answers, votes: null, verified: id(verified) };
}

jest.mock('../data/answers', () => ({
  answersSdk: () =>
    Promise.resolve({
      db: 'db',
      sdk: {
        watchAnswers: (_db: unknown, _q: string, onChange: (value: StoredAnswers) => void) => {
          onChange(stored(12, 12));
          return () => undefined;
        },
        watchExperts: () => () => undefined,
      },
    }),
}));

/** Lets the data and the renderer's chunk arrive (promises); the timers are the test's: no step. */
async function settle() {
  for (let turn = 0; turn < 20; turn += 1) await act(() => Promise.resolve());
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const answers = () => within(screen.getByRole('list')).getAllByRole('article');

describe('AnswersSection with many answers', () => {
  it('draws the first answers at once, shows the rest as their text, and draws those a step at a time', async () => {
    render(<AnswersSection question={Q} course="CSE2005" />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Answers (12)' })).toBeInTheDocument();
    // The verified answer (the newest) comes first, and is drawn with its math at once.
    expect(answers()[0]!.querySelector('math')).not.toBeNull();
    expect(answers()[0]).toHaveTextContent('Answer 12');
    expect(answers()[1]).toHaveTextContent('Answer 1');
    // The last one is on the page as the words typed, not yet drawn.
    const last = answers()[11]!;
    expect(last).toHaveTextContent('Answer 11: $x^{11}$ grows.');
    expect(last.querySelector('math')).toBeNull();

    // The rest a step at a time, once the page has had a turn.
    await waitFor(() => expect(answers()[11]!.querySelector('math')).not.toBeNull());
    for (const answer of answers()) expect(answer.querySelector('math')).not.toBeNull();
    expect(answers()[11]).not.toHaveTextContent('$x^{11}$');
  });
});
