import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { questionId } from '@vithelper/questions';
import { setAccount } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import { fetchBank } from '../../../testing/bank-fetch';
import { QuestionPage } from './question-page';

const Q4 = 'q_0000000000004';
const NONE: { papers: Record<string, unknown>; groups: unknown } = { papers: {}, groups: null };
const sdk = {
  readCourseCorrections: jest.fn((..._args: unknown[]) => Promise.resolve(NONE)),
  saveQuestionCorrection: jest.fn((..._args: unknown[]) => Promise.resolve()),
  saveGroupMoves: jest.fn((..._args: unknown[]) => Promise.resolve()),
};
// The database is mocked; the merge is the real one.
jest.mock('../../corrections/data/corrections-ready', () => ({
  correctionsReady: () =>
    Promise.resolve({
      sdk: { ...sdk, ...jest.requireActual('../../corrections/data/correct-bank') },
      db: 'db',
    }),
}));

const at = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/q/:id" element={<QuestionPage />} />
    </Routes>,
    path,
  );
const moderator = { uid: 'mod', anonymous: false, name: 'Mo', email: 'mo@x.in', moderator: true };

describe("QuestionPage: a moderator's corrections", () => {
  beforeEach(() => fetchBank());
  afterEach(() => {
    act(() => setAccount(null));
    jest.clearAllMocks();
  });

  it('offers the corrections to moderators alone', async () => {
    at(`/q/${Q4}`);
    await screen.findByRole('heading', { level: 1, name: 'Question 2, FAT 2022' });
    expect(screen.queryByText('Correct this question (moderators)')).not.toBeInTheDocument();
    act(() => setAccount({ ...moderator, moderator: false }));
    expect(screen.queryByText('Correct this question (moderators)')).not.toBeInTheDocument();
    act(() => setAccount(moderator));
    expect(screen.getByText('Correct this question (moderators)')).toBeInTheDocument();
  });

  it('splits the question at a chosen word, and says so when the database refuses', async () => {
    act(() => setAccount(moderator));
    at(`/q/${Q4}`);
    const form = await screen.findByRole('form', { name: 'Split it in two' });
    fireEvent.change(within(form).getByLabelText('The new question starts at'), {
      target: { value: '4' },
    });
    expect(within(form).getByLabelText("The new question's text")).toHaveValue('with an example.');
    fireEvent.change(within(form).getByLabelText('Its number'), { target: { value: '2(b)' } });
    sdk.saveQuestionCorrection.mockRejectedValueOnce(
      new Error('The database refused the correction. Nothing was changed.'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Split the question' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The database refused');
    expect(within(form).getByLabelText('Its number')).toHaveValue('2(b)');

    fireEvent.click(within(form).getByRole('button', { name: 'Split the question' }));
    expect(
      await within(form).findByText('Saved: question 2(b) is now a question of its own.'),
    ).toBeInTheDocument();
    expect(sdk.saveQuestionCorrection).toHaveBeenLastCalledWith(
      'db',
      'mod',
      { exam: 'fat', paper: 'p3', question: Q4 },
      { kind: 'split', page: 2, top: 0.357, number: '2(b)', text: 'with an example.' },
    );
  });

  it('refuses a top below the bottom before writing anything', async () => {
    act(() => setAccount(moderator));
    at(`/q/${Q4}`);
    const form = await screen.findByRole('form', { name: 'Move its top or bottom' });
    fireEvent.change(within(form).getByLabelText('Top: % down'), { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save top and bottom' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "The question's top must be above its bottom.",
    );
    expect(sdk.saveQuestionCorrection).not.toHaveBeenCalled();
  });

  it('takes the question out of its group', async () => {
    act(() => setAccount(moderator));
    at(`/q/${Q4}`);
    const form = await screen.findByRole('form', { name: 'The same question as another' });
    fireEvent.click(
      within(form).getByRole('button', { name: 'Not the same as the others: list it on its own' }),
    );
    expect(
      await within(form).findByText('Saved: it is now listed on its own.'),
    ).toBeInTheDocument();
    expect(sdk.saveGroupMoves).toHaveBeenCalledWith('db', 'mod', 'CSE2005', [
      { question: Q4, move: 'out', group: 'g_0000000000001' },
    ]);
  });

  it("opens a question split off by a moderator from its course's bank", async () => {
    sdk.readCourseCorrections.mockResolvedValue({
      papers: {
        p3: {
          [Q4]: {
            kind: 'split',
            page: 2,
            top: 0.35,
            number: '2(b)',
            text: 'with an example.',
            by: 'mod',
            at: 1,
          },
        },
      },
      groups: null,
    });
    const split = questionId('p3', ['2', 'b'], 'with an example.');
    render(
      <MemoryRouter initialEntries={[{ pathname: `/q/${split}`, search: '?course=CSE2005' }]}>
        <Routes>
          <Route path="/q/:id" element={<QuestionPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question 2(b), FAT 2022' }),
    ).toBeInTheDocument();
    expect(screen.getByText('with an example.')).toBeInTheDocument();
    sdk.readCourseCorrections.mockResolvedValue(NONE);
  });
});
