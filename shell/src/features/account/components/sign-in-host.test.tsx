import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestSignIn } from '@vithelper/shared';
import { setAccount, setConfig } from '@vithelper/shared/bus-writers';
import type { Account } from '@vithelper/contracts/account';
import { sampleConfig } from '@vithelper/shared/testing';
import { AccountControl } from './account-control';
import { SignInHost } from './sign-in-host';

// The dialog starts the SDK; these tests have no network to start it on, and say when a
// sign-in finishes.
const mockSignIn = jest.fn<Promise<void>, unknown[]>();
jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual<object>('@vithelper/shared'),
  connectFirebase: () => Promise.resolve(),
}));
jest.mock('../data/sign-in', () => ({
  ...jest.requireActual<object>('../data/sign-in'),
  signIn: (...args: unknown[]) => mockSignIn(...args),
}));

const student: Account = {
  uid: 'sample-student',
  anonymous: false,
  name: 'Sample Student',
  email: 'student@vithelper.test',
  moderator: false,
};
const guest = (uid: string): Account => ({
  uid,
  anonymous: true,
  name: null,
  email: null,
  moderator: false,
});

/** The page as the layout draws it: the header's control, the narrow screens' bar's, one host. */
const Page = () => (
  <>
    <header>
      <AccountControl place="header" />
    </header>
    <div>
      <AccountControl place="bar" />
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

  it('keeps the dialog opened after a sign-out open when the previous sign-in finishes late', async () => {
    let finish = () => {};
    mockSignIn.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    act(() => setAccount(guest('guest-1')));
    render(<Page />);
    await user.click(screen.getAllByRole('button', { name: 'Sign in' })[0]!);
    const first = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(first).getByLabelText('Email'), student.email!);
    await user.type(within(first).getByLabelText('Password'), 'student-demo');
    await user.click(within(first).getByRole('button', { name: 'Sign in with email' }));
    // The SDK reports the student before the sign-in's own promise settles; then they sign out.
    act(() => setAccount(student));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => setAccount(guest('guest-2')));
    await user.click(screen.getAllByRole('button', { name: 'Sign in' })[0]!);
    await screen.findByRole('dialog', { name: 'Sign in' });
    await act(async () => finish());
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });
});
