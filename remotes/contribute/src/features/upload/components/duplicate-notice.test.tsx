import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DuplicateNotice } from './duplicate-notice';

const show = (record: Parameters<typeof DuplicateNotice>[0]['record']) =>
  render(
    <MemoryRouter>
      <DuplicateNotice record={record} />
    </MemoryRouter>,
  );

describe('the duplicate notice', () => {
  it('links a published paper', () => {
    show({ exam: 'cat2', paperId: '-N1cat2-0008', mine: false });
    expect(screen.getByRole('alert')).toHaveTextContent('This exact file is already on VITHelper.');
    expect(screen.getByRole('link', { name: 'open the CAT-2 paper' })).toHaveAttribute(
      'href',
      '/cat2papers/-N1cat2-0008',
    );
  });

  it("sends the student to My contributions for a paper they sent, and names nobody else's", () => {
    const { unmount } = show({ exam: 'fat', mine: true });
    expect(screen.getByRole('link', { name: 'see My contributions' })).toHaveAttribute(
      'href',
      '/contribute/mine',
    );
    unmount();
    show({ exam: 'fat', mine: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Another student sent it');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
