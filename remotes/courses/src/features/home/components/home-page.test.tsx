import { act, screen } from '@testing-library/react';
import { emptyCollections } from '@vithelper/contracts/content';
import type { CourseBank } from '@vithelper/contracts/questions';
import { setCollections } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import { bankQuestion, fetchBank } from '../../../testing/bank-fetch';
import { HomePage } from './home-page';

const readRecentBank = jest.fn<Promise<CourseBank | null>, [unknown, string]>();
jest.mock('../../corrections/data/corrections-ready', () => ({
  correctionsReady: () => Promise.resolve({ sdk: { readRecentBank }, db: 'db' }),
}));

/** MAT4002's two papers, both approved after the build: three questions, one asked in both. */
const RECENT: CourseBank = {
  version: 1,
  code: 'MAT4002',
  name: 'Applied Linear Algebra',
  papers: [
    { id: 'm1', kind: 'cat1', year: 2024, cut: true },
    { id: 'm2', kind: 'cat2', year: 2024, cut: true },
  ],
  questions: [
    bankQuestion('q_0000000000m11', 'm1', 'cat1', 2024, 'Find the eigenvalues of A.'),
    bankQuestion('q_0000000000m12', 'm1', 'cat1', 2024, 'State the rank-nullity theorem.'),
    bankQuestion('q_0000000000m21', 'm2', 'cat2', 2024, 'Find the eigenvalues of B.'),
  ],
  groups: [{ id: 'g_1', questions: ['q_0000000000m11', 'q_0000000000m21'], topics: [] }],
};

const paper = (id: string, name: string, code: string) => ({
  id,
  name: [name, code, 'A1'] as [string, string, string],
  file_name: `${code}.pdf`,
});

describe('HomePage', () => {
  beforeEach(() => {
    readRecentBank.mockReset();
    act(() => setCollections(emptyCollections()));
  });

  it('lists the courses with questions, each linking to its bank', async () => {
    fetchBank();
    renderAt(<HomePage />, '/courses');
    expect(screen.getByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Operating Systems/ })).toHaveAttribute(
      'href',
      '/courses/CSE2005',
    );
  });

  it('adds a course whose papers were all published since the build, read from the database', async () => {
    readRecentBank.mockImplementation((_db, code) =>
      Promise.resolve(code === 'MAT4002' ? RECENT : null),
    );
    act(() =>
      setCollections({
        ...emptyCollections(),
        cat1: [
          paper('p1', 'Operating Systems', 'CSE2005'),
          paper('m1', 'Applied Linear Algebra', 'mat-4002'),
        ],
        cat2: [paper('m2', 'Applied Linear Algebra', 'MAT4002')],
      }),
    );
    fetchBank();
    renderAt(<HomePage />, '/courses');
    const course = await screen.findByRole('link', { name: /Applied Linear Algebra/ });
    expect(course).toHaveAttribute('href', '/courses/MAT4002');
    expect(course).toHaveTextContent('MAT4002 3 questions · 1 asked again');
    // The built course is not asked for again; the new one once, by its code as banks name it.
    expect(readRecentBank.mock.calls.map(([, code]) => code)).toEqual(['MAT4002']);
    expect(screen.getByRole('link', { name: /Operating Systems/ })).toBeInTheDocument();
  });

  it('asks the database nothing when the build has every course of the catalogue', async () => {
    act(() =>
      setCollections({
        ...emptyCollections(),
        cat1: [paper('p1', 'Operating Systems', 'CSE2005')],
      }),
    );
    fetchBank();
    renderAt(<HomePage />, '/courses');
    expect(await screen.findByRole('link', { name: /Operating Systems/ })).toBeInTheDocument();
    expect(readRecentBank).not.toHaveBeenCalled();
  });
});
