import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RequestPaper from './request-paper';

jest.mock('@vithelper/shared', () => ({
  useAccount: () => ({ uid: 'asha', anonymous: false }),
  requestSignIn: () => undefined,
}));
jest.mock('@vithelper/feedback/ready', () => ({
  feedbackReady: () => new Promise(() => undefined),
}));

function renderForm(collapsed: boolean) {
  const form = (value: boolean) => (
    <MemoryRouter>
      <RequestPaper codes={['CSE2005']} exam="cat1" courseCode="CSE2005" collapsed={value} />
    </MemoryRouter>
  );
  const view = render(form(collapsed));
  return { rerender: (value: boolean) => view.rerender(form(value)) };
}

describe('Request this paper, under results', () => {
  it('is one line when something was found above it, and opens whole at its heading', () => {
    renderForm(true);
    expect(screen.queryByRole('region', { name: 'Request this paper' })).toBeNull();
    expect(screen.queryByLabelText('Course code')).toBeNull();
    const line = screen.getByRole('button', { name: 'Not what you need? Request this paper' });
    expect(line).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(line);
    const region = screen.getByRole('region', { name: 'Request this paper' });
    expect(region).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Request this paper' })).toHaveFocus();
    expect(screen.getByLabelText('Course code')).toHaveValue('CSE2005');
  });

  it('is whole when nothing was found, and keeps what was typed when results arrive after', () => {
    const { rerender } = renderForm(false);
    fireEvent.change(screen.getByLabelText('Slot (optional)'), { target: { value: 'b1' } });
    rerender(true);
    expect(screen.queryByLabelText('Slot (optional)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Not what you need? Request this paper' }));
    expect(screen.getByLabelText('Slot (optional)')).toHaveValue('B1');
  });
});
