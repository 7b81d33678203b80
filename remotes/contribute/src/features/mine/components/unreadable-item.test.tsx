import { render, screen } from '@testing-library/react';
import { UnreadableItem } from './unreadable-item';

const raw = {
  exam: 'cat1',
  courseCode: 'CSE2005',
  courseName: '   ',
  slot: 'A1',
  pages: 1.5,
  status: 'rejected',
  reason: 'Blurred \u202eregap',
};

describe('an upload stored in a form the app no longer accepts', () => {
  it('is still listed with its state and the reason, any invisible character written out', () => {
    render(
      <ul>
        <UnreadableItem item={{ uid: 'asha', id: '-Nodd', raw, problems: ['courseName'] }} />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('CSE2005');
    expect(item).toHaveTextContent('Its details were stored in a form the site no longer accepts.');
    expect(item).toHaveTextContent('Rejected');
    expect(item).toHaveTextContent("Moderator's reason: Blurred U+202Eregap");
    expect(item.textContent).not.toContain('\u202e');
  });

  it('says a waiting one is in review', () => {
    render(
      <ul>
        <UnreadableItem
          item={{ uid: 'asha', id: '-Nodd', raw: { ...raw, status: 'pending' }, problems: [] }}
        />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Pending review');
  });
});
