import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestSignIn, setAccount, setConfig } from '@vithelper/shared';
import { sampleConfig } from '@vithelper/shared/testing';
import { AccountControl } from './account-control';
import { SignInHost } from './sign-in-host';

// The dialog starts the SDK; these tests have no network to start it on.
jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual<object>('@vithelper/shared'),
  connectFirebase: () => Promise.resolve(),
}));

/** The page as the layout draws it: the header's control, the narrow screens' bar's, one host. */
const Page = () => (
  <>
    <header>
      <AccountControl />
    </header>
    <div>
      <AccountControl />
    </div>
    <SignInHost />
  </>
);

describe('SignInHost, the page’s one sign-in dialog', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setConfig(sampleConfig);
    act(() => setAccount(null));
  });

  it('opens one dialog for a "Sign in" pressed in either bar, and gives the focus back on Cancel', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const [, barSignIn] = screen.getAllByRole('button', { name: 'Sign in' });
    await user.click(barSignIn!);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(barSignIn).toHaveFocus();
  });

  it('opens one dialog for a section’s request, closed by Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => requestSignIn());
    await screen.findByRole('dialog', { name: 'Sign in' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
