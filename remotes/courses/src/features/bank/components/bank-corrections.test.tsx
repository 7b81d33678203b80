import { screen } from '@testing-library/react';
import type { CourseBank } from '@vithelper/contracts/questions';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '@vithelper/shared/testing';
import { fetchBank } from '../../../testing/bank-fetch';
import { BankPage } from './bank-page';

const Q4 = 'q_0000000000004';
const NONE: { papers: Record<string, unknown>; groups: unknown; recent?: unknown[] } = {
  papers: {},
  groups: null,
};
const sdk = {
  readCourseCorrections: jest.fn((..._args: unknown[]) => Promise.resolve(NONE)),
  readRecentBank: jest.fn((..._args: unknown[]): Promise<CourseBank | null> =>
    Promise.resolve(null),
  ),
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
      <Route path="/courses/:code" element={<BankPage />} />
    </Routes>,
    path,
  );
const split = {
  kind: 'split',
  page: 2,
  top: 0.35,
  number: '2(b)',
  text: 'with an example.',
  by: 'mod',
  at: 1,
};

describe('BankPage with the stored corrections', () => {
  beforeEach(() => fetchBank());
  afterEach(() => {
    jest.clearAllMocks();
    sdk.readCourseCorrections.mockResolvedValue(NONE);
    sdk.readRecentBank.mockResolvedValue(null);
  });

  it('shows the bank with the stored corrections applied', async () => {
    sdk.readCourseCorrections.mockResolvedValueOnce({
      papers: { p3: { [Q4]: split } },
      groups: null,
    });
    at('/courses/CSE2005');
    expect(await screen.findByText('with an example.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Question 2(b), FAT 2022' })).toBeInTheDocument();
    expect(sdk.readCourseCorrections).toHaveBeenCalledWith(
      'db',
      expect.objectContaining({ code: 'CSE2005' }),
    );
  });

  it('still shows the built bank when the corrections cannot be read', async () => {
    sdk.readCourseCorrections.mockRejectedValueOnce(new Error('offline'));
    at('/courses/CSE2005');
    expect(await screen.findByText('Define thrashing.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 questions');
  });

  it('adds a paper published since the build, its repeated question counted once more', async () => {
    sdk.readCourseCorrections.mockResolvedValueOnce({
      ...NONE,
      recent: [
        {
          exam: 'cat1',
          paper: 'p9',
          value: {
            course: 'CSE2005',
            year: 2026,
            ok: true,
            questions: {
              q_00000000000n1: {
                number: '3',
                text: "Explain the Banker's algorithm with a suitable example.",
                marks: 10,
                regions: [{ page: 1, top: 0.2, bottom: 0.3 }],
              },
              q_00000000000n2: {
                number: '4',
                text: 'Describe a translation lookaside buffer.',
                regions: [{ page: 1, top: 0.4, bottom: 0.5 }],
              },
            },
            at: 1,
            by: 'mod',
          },
        },
      ],
    });
    at('/courses/CSE2005');
    expect(await screen.findByText('Describe a translation lookaside buffer.')).toBeInTheDocument();
    expect(screen.getByText(/^Asked 4×/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 questions');
  });

  it('shows a course the build has no bank of from its papers published since', async () => {
    const recent = {
      exam: 'fat',
      paper: 'p9',
      value: {
        course: 'MAT4002',
        year: 2026,
        ok: true,
        questions: {
          q_00000000000n1: {
            number: '1',
            text: 'State and prove the Cauchy integral theorem.',
            marks: 10,
            regions: [{ page: 1, top: 0.2, bottom: 0.3 }],
          },
        },
        at: 1,
        by: 'mod',
      },
    } as const;
    const { recentOnlyBank } = jest.requireActual<
      typeof import('../../corrections/data/recent-papers')
    >('../../corrections/data/recent-papers');
    sdk.readRecentBank.mockResolvedValue(recentOnlyBank('MAT4002', 'Applied Analysis', [recent]));
    sdk.readCourseCorrections.mockResolvedValue({ ...NONE, recent: [recent] });
    at('/courses/mat4002');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Applied Analysis questions' }),
    ).toBeInTheDocument();
    expect(screen.getByText('State and prove the Cauchy integral theorem.')).toBeInTheDocument();
    expect(sdk.readRecentBank).toHaveBeenCalledWith('db', 'MAT4002');
  });

  it('says the course is not found when neither the build nor a recent paper has it', async () => {
    at('/courses/MAT4002');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeInTheDocument();
    expect(sdk.readRecentBank).toHaveBeenCalledWith('db', 'MAT4002');
  });
});
