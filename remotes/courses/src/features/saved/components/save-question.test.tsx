import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@vithelper/shared/testing';
import type { FollowOnSave } from '../../answers';
import {
  readSavedQuestions,
  SAVED_QUESTIONS_KEY,
  type SavedQuestion,
} from '../data/saved-questions';
import { SaveQuestion } from './save-question';
import { SavedQuestions } from './saved-questions';

const QUESTION: SavedQuestion = {
  id: 'q_0000000000004',
  course: 'CSE2005',
  label: 'FAT 2022, question 2',
  text: "Explain the Banker's algorithm with an example.",
};

const follow = jest.fn<Promise<FollowOnSave>, [string]>();

const page = () =>
  renderAt(
    <>
      <SaveQuestion question={QUESTION} follow={follow} />
      <SavedQuestions />
    </>,
    '/q/q_0000000000004',
  );

beforeEach(() => {
  localStorage.clear();
  follow.mockReset();
});

describe('SaveQuestion', () => {
  it('saves the question, follows it, and lists it with a link that names its course', async () => {
    follow.mockResolvedValue('followed');
    page();
    expect(screen.queryByRole('heading', { name: 'Saved questions' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved, and you follow it: new answers come to your inbox.',
    );
    expect(follow).toHaveBeenCalledWith('q_0000000000004');
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(readSavedQuestions()).toEqual([QUESTION]);
    expect(screen.getByRole('heading', { name: 'Saved questions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSE2005 FAT 2022, question 2' })).toHaveAttribute(
      'href',
      '/q/q_0000000000004?course=CSE2005',
    );
    expect(screen.getByText("Explain the Banker's algorithm with an example.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('Taken out of your saved questions.');
    expect(screen.getByRole('button', { name: 'Save question' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(readSavedQuestions()).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Saved questions' })).not.toBeInTheDocument();
    expect(follow).toHaveBeenCalledTimes(1); // taking it out leaves following to its own button
  });

  it.each<[FollowOnSave, string]>([
    ['guest', 'Saved on this device. Sign in to be told when it gets new answers.'],
    [
      'unverified',
      'Saved on this device. Open the link in the email we sent you to be told of new answers.',
    ],
    [
      'not-followed',
      'Saved on this device. Following it did not go through: press Follow below once connected.',
    ],
  ])(
    'keeps the question saved when following gives %s, and says what to do',
    async (outcome, note) => {
      follow.mockResolvedValue(outcome);
      page();
      await userEvent.click(screen.getByRole('button', { name: 'Save question' }));
      expect(await screen.findByText(note)).toBeInTheDocument();
      expect(readSavedQuestions()).toEqual([QUESTION]);
    },
  );

  it('says the question was not saved when the browser keeps nothing, and follows nothing', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      page();
      await userEvent.click(screen.getByRole('button', { name: 'Save question' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Not saved: This browser keeps nothing on the device (private mode or full storage).',
      );
    } finally {
      setItem.mockRestore();
    }
    expect(follow).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save question' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('SavedQuestions', () => {
  const saved = (n: number): SavedQuestion => ({
    id: `q_${String(n).padStart(13, '0')}`,
    course: n % 2 ? 'CSE2005' : 'MAT1011',
    label: `CAT-1 2019, question ${n}`,
    text: `Question ${n}.`,
  });

  it('shows the five newest, all on a press, and removes one', async () => {
    localStorage.setItem(SAVED_QUESTIONS_KEY, JSON.stringify([7, 6, 5, 4, 3, 2, 1].map(saved)));
    renderAt(<SavedQuestions />, '/courses');
    const links = () => screen.getAllByRole('link').map((link) => link.textContent);
    expect(links()).toEqual([7, 6, 5, 4, 3].map((n) => `${saved(n).course} ${saved(n).label}`));
    await userEvent.click(screen.getByRole('button', { name: 'Show all 7 saved questions' }));
    expect(screen.getAllByRole('link')).toHaveLength(7);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Remove MAT1011 CAT-1 2019, question 6 from saved questions',
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(6));
    expect(readSavedQuestions().map((q) => q.id)).not.toContain(saved(6).id);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toBeInTheDocument();
  });
});
