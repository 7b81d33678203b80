import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { ReasonDialog } from './reason-dialog';
import { RejectDialog } from './reject-dialog';

/** A page with the button that opens the dialog, as the moderation tabs have. */
function Opener({ dialog }: { dialog: 'reason' | 'reject' }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [stored, setStored] = useState<string | null>(null);
  const close = () => setOpen(false);
  const refuse = (reason: string) => {
    setStored(null);
    setProblem(`Refused: ${reason}`);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      {stored ? <p>Stored: {stored}</p> : null}
      {open && dialog === 'reason' ? (
        <ReasonDialog
          title="Dismiss these reports?"
          what="CSE2005 Operating Systems (CAT-1, C1)"
          label="Why nothing changes"
          required
          confirm="Dismiss reports"
          busy={false}
          problem={problem}
          onConfirm={(reason) => (reason === 'refuse me' ? refuse(reason) : setStored(reason))}
          onCancel={close}
        />
      ) : null}
      {open && dialog === 'reject' ? (
        <RejectDialog
          what="CSE2005 Operating Systems (CAT-1, A1)"
          busy={false}
          problem={problem}
          onReject={setStored}
          onCancel={close}
        />
      ) : null}
    </>
  );
}

const openWith = (dialog: 'reason' | 'reject') => {
  render(<Opener dialog={dialog} />);
  const opener = screen.getByRole('button', { name: 'Open the dialog' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('ModerationDialog, the frame of every moderator dialog', () => {
  it('takes the focus to its first field, and Escape closes it with the focus back on its opener', () => {
    const opener = openWith('reason');
    const dialog = screen.getByRole('dialog', { name: 'Dismiss these reports?' });
    expect(dialog).toHaveTextContent('CSE2005 Operating Systems (CAT-1, C1)');
    expect(within(dialog).getByLabelText('Why nothing changes (required)')).toHaveFocus();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Cancel, and stays open saying why when the write is refused', () => {
    openWith('reason');
    const dialog = screen.getByRole('dialog', { name: 'Dismiss these reports?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'refuse me' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Refused: refuse me');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the reason as written, in one line, when the moderator confirms', () => {
    openWith('reason');
    const dialog = screen.getByRole('dialog', { name: 'Dismiss these reports?' });
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: '  The code is\n right. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(screen.getByText('Stored: The code is right.')).toBeInTheDocument();
  });

  it('opens the rejection on its first reason, chosen', () => {
    openWith('reject');
    const dialog = screen.getByRole('dialog', { name: 'Reject this paper?' });
    expect(within(dialog).getByRole('radio', { name: 'Not an exam paper' })).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Not an exam paper' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject paper' }));
    expect(screen.getByText('Stored: Not an exam paper')).toBeInTheDocument();
  });
});
