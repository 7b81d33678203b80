import { act, render, screen } from '@testing-library/react';
import type { Account } from '@vithelper/contracts/account';
import { setAccount, setConfig } from '@vithelper/shared/bus-writers';
import { sampleConfig } from '@vithelper/shared/testing';
import { AccountControl } from './account-control';

const student: Account = {
  uid: 'sample-student',
  anonymous: false,
  name: 'Sample Student',
  email: 'student@vithelper.test',
  moderator: false,
};

describe('AccountControl before the SDK has reported', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setConfig(sampleConfig);
    act(() => setAccount(null));
  });

  it('shows the student this browser remembers at once, with Sign out', () => {
    window.localStorage.setItem('vh-account', JSON.stringify(student));
    render(<AccountControl place="header" />);
    expect(screen.getByTitle('student@vithelper.test')).toHaveTextContent(
      'Signed in as Sample Student',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('offers Sign in at once to a browser with nobody remembered', () => {
    render(<AccountControl place="header" />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('follows the SDK once it reports: a guest now, whatever was remembered', () => {
    window.localStorage.setItem('vh-account', JSON.stringify(student));
    render(<AccountControl place="header" />);
    act(() => setAccount({ ...student, uid: 'guest', anonymous: true, name: null, email: null }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });
});
