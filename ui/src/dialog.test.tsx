import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from './dialog';

/** A page with a button that opens the dialog, as every app's pages have. */
function Page({ focusSecond = false }: { focusSecond?: boolean }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState('');
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#elsewhere">Elsewhere on the page</a>
      {sent ? <p>Sent: {sent}</p> : null}
      {open ? (
        <Dialog
          title="Report a problem"
          onClose={() => setOpen(false)}
          initialFocus={focusSecond ? second : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            setSent(String(new FormData(event.currentTarget).get('what')));
            setOpen(false);
          }}
        >
          <label>
            What is wrong
            <input name="what" />
          </label>
          <button ref={second} type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="submit">Send</button>
        </Dialog>
      ) : null}
    </>
  );
}

const open = async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Report a problem' }) };
};

describe('Dialog', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.body.removeAttribute('style');
  });

  it('is a modal dialog named by its title, drawn on the page body', async () => {
    const { container } = render(<Page />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Report a problem');
    // A portal: not inside the part of the page that opened it.
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('takes the focus to its first control, or to the one asked for', async () => {
    const { dialog } = await open();
    expect(within(dialog).getByLabelText('What is wrong')).toHaveFocus();

    const user = userEvent.setup();
    render(<Page focusSecond />);
    await user.click(screen.getAllByRole('button', { name: 'Open' })[1]!);
    expect(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)).toHaveFocus();
  });

  it('closes with Escape, the focus back on what opened it', async () => {
    const { user } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('gives the focus back to its opener when its own button closes it', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps the focus inside: Tab from the last control goes round to the first, and back', async () => {
    const { user, dialog } = await open();
    const field = within(dialog).getByLabelText('What is wrong');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    await user.tab();
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Elsewhere on the page' })).not.toHaveFocus();
  });

  it('submits as a form with Enter', async () => {
    const { user, dialog } = await open();
    await user.type(within(dialog).getByLabelText('What is wrong'), 'Page 2 is cut off{Enter}');
    expect(screen.getByText('Sent: Page 2 is cut off')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds the page behind still while it is open, and lets it scroll once closed', async () => {
    const { user } = await open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with Escape pressed anywhere while it is open', async () => {
    await open();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
