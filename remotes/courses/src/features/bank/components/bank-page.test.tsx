import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseBank } from '@vithelper/contracts/questions';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '@vithelper/shared/testing';
import { fetchBank } from '../../../testing/bank-fetch';
import { BankPage } from './bank-page';

// No course the build lacks has a paper published since (bank-corrections.test.tsx has one).
jest.mock('../../corrections/data/corrections-ready', () => ({
  correctionsReady: () =>
    Promise.resolve({
      sdk: {
        readRecentBank: () => Promise.resolve(null),
        readCourseCorrections: () => Promise.resolve({ papers: {}, groups: null }),
        ...jest.requireActual('../../corrections/data/correct-bank'),
      },
      db: 'db',
    }),
}));

const at = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/courses/:code" element={<BankPage />} />
    </Routes>,
    path,
  );

describe('BankPage', () => {
  beforeEach(() => fetchBank());

  it('lists a repeated question once, first, with how often and where it was asked', async () => {
    at('/courses/CSE2005');
    const list = await screen.findByRole('list', { name: 'Questions of CSE2005' });
    const [first, ...rest] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(first).toHaveTextContent('Asked 3× · CAT-1 2019, CAT-2 2021, FAT 2022');
    expect(first).toHaveTextContent("Explain the Banker's algorithm with an example.");
    expect(within(first!).getByRole('list', { name: 'Topic' })).toHaveTextContent(
      'algorithmbanker',
    );
    expect(rest.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Asked once · CAT-1 2019'),
      expect.stringContaining('Asked once · FAT 2022'),
    ]);
    expect(
      screen.getByRole('heading', { name: 'Papers not cut into questions' }),
    ).toBeInTheDocument();
  });

  it('filters by exam, by marks and by words', async () => {
    at('/courses/cse2005');
    await screen.findByRole('list', { name: 'Questions of CSE2005' });
    fireEvent.change(screen.getByLabelText('Marks'), { target: { value: '5' } });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 questions');
    fireEvent.change(screen.getByLabelText('Marks'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Exam'), { target: { value: 'cat2' } });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 questions');
    fireEvent.change(screen.getByLabelText('Exam'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Search the questions'), {
      target: { value: 'semaphore' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 questions');
  });

  it('says a course that is not there is not found', async () => {
    at('/courses/NOPE999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeInTheDocument();
  });

  it("draws a big course's questions a step at a time after the first, and every one of them in the end", async () => {
    const big: CourseBank = {
      version: 1,
      code: 'CSE2005',
      name: 'Operating Systems',
      papers: [{ id: 'p1', kind: 'cat1', year: 2019, cut: true }],
      questions: Array.from({ length: 400 }, (_, n) => ({
        id: `q_${n.toString(36).padStart(13, '0')}`,
        paper: 'p1',
        kind: 'cat1' as const,
        year: 2019,
        number: String(n + 1),
        text: `Question number ${n + 1} of the big course.`,
        marks: 10,
        page: 1,
        top: 0.1,
        bottom: 0.2,
      })),
      groups: [],
    };
    fetchBank(big);
    at('/courses/CSE2005');
    const list = await screen.findByRole('list', { name: 'Questions of CSE2005' });
    expect(screen.getByRole('status')).toHaveTextContent('400 questions');
    expect(within(list).getByText('Question number 1 of the big course.')).toBeInTheDocument();
    // A step at a time: jsdom draws 150 entries in a few hundred ms.
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(400), {
      timeout: 15_000,
    });
    expect(within(list).getByText('Question number 400 of the big course.')).toBeInTheDocument();
  });
});
