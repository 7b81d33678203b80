import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { clearFilter } from '@vithelper/shared';
import { setConfig } from '@vithelper/shared/bus-writers';
import { renderAt, sampleConfig } from '@vithelper/shared/testing';
import { loadLists, samplePapers } from '../../../testing/sample-data';
import { Cat1PapersPage, FatPapersPage } from './papers-page';

function BankProbe() {
  const { code } = useParams();
  return <p>bank of {code}</p>;
}

describe('a paper in the lists links to its course’s questions', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => {
      clearFilter();
      setConfig(sampleConfig);
    });
  });

  it('names the course in each row’s link and points it at /courses/<code>', async () => {
    loadLists({ cat1: samplePapers });
    renderAt(<Cat1PapersPage />);
    const link = await screen.findByRole('link', { name: 'All questions of MAT1011' });
    expect(link).toHaveTextContent('Questions');
    expect(link).toHaveAttribute('href', '/courses/MAT1011');
    expect(screen.getByRole('link', { name: 'All questions of CSE2005' })).toHaveAttribute(
      'href',
      '/courses/CSE2005',
    );
  });

  it('gives a FAT card the same link, and following it opens the course’s bank', async () => {
    loadLists({ fat: samplePapers });
    renderAt(
      <Routes>
        <Route path="/fatpapers" element={<FatPapersPage />} />
        <Route path="/courses/:code" element={<BankProbe />} />
      </Routes>,
      '/fatpapers',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'All questions of ECE2002' }));
    expect(screen.getByText('bank of ECE2002')).toBeInTheDocument();
  });
});
