import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFilter } from '@vithelper/shared';
import { renderAt } from '@vithelper/shared/testing';
import { loadLists, manyPapers } from '@vithelper/exams/testing';
import { NaivePapersPage } from './naive-papers-page';

describe('NaivePapersPage', () => {
  it('renders every matching paper, without virtualization (the benchmark baseline)', async () => {
    act(() => clearFilter());
    loadLists({ cat1: manyPapers(120) });
    renderAt(<NaivePapersPage />);
    expect(screen.getAllByRole('listitem')).toHaveLength(120);
    await userEvent.type(screen.getByLabelText('Search for Cat-1 Paper:'), 'course 11');
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
  });
});
