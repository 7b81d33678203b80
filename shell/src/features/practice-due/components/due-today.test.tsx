import { act, screen, within } from '@testing-library/react';
import { renderAt } from '@vithelper/shared/testing';
import type { DueToday as Due } from '../data/read-due-today';
import { readDueToday } from '../data/read-due-today';
import { DueToday } from './due-today';

jest.mock('../data/read-due-today', () => ({ readDueToday: jest.fn() }));
const read = jest.mocked(readDueToday);

const course = (code: string, name: string, due: number) => ({ code, name, due });
const counted = (courses: Due['courses'], practised = courses.length): Due => ({
  total: courses.reduce((sum, each) => sum + each.due, 0),
  courses,
  practised,
});

describe('DueToday', () => {
  it('says how many questions are due in how many courses, with a link to each', async () => {
    read.mockResolvedValue(
      counted([course('CSE2005', 'Operating Systems', 8), course('CSE4001', 'Compiler Design', 4)]),
    );
    renderAt(<DueToday uid={null} place="page" />);
    const due = await screen.findByRole('region', { name: 'Practice due today' });
    expect(due).toHaveTextContent('Due today: 12 questions in 2 courses');
    expect(
      within(due).getByRole('link', { name: 'Practise Operating Systems (8)' }),
    ).toHaveAttribute('href', '/courses/CSE2005/practice');
    expect(within(due).getAllByRole('link')).toHaveLength(2);
    expect(read).toHaveBeenLastCalledWith(null);
  });

  it('says plainly on a page and in the menu that nothing is due', async () => {
    read.mockResolvedValue(counted([], 2));
    for (const place of ['page', 'menu'] as const) {
      const shown = renderAt(<DueToday uid="asha" place={place} />);
      expect(
        await screen.findByText(/Every question you practised is done for today/),
      ).toHaveTextContent('Due today: nothing.');
      shown.unmount();
    }
  });

  it('says nothing on a device where no course was practised', async () => {
    read.mockResolvedValue(counted([], 0));
    renderAt(<DueToday uid={null} place="page" />);
    await act(() => Promise.resolve());
    expect(screen.queryByText(/Due today/)).not.toBeInTheDocument();
  });

  it('renders a course name as text, never as markup', async () => {
    read.mockResolvedValue(counted([course('CSE2005', '<img src=x onerror=alert(1)>', 1)]));
    renderAt(<DueToday uid={null} place="page" />);
    const due = await screen.findByRole('region', { name: 'Practice due today' });
    expect(due).toHaveTextContent('Due today: 1 question in <img src=x onerror=alert(1)>');
    expect(due.querySelector('img')).toBeNull();
  });
});
