import { act, render } from '@testing-library/react';
import type { Account } from '@vithelper/contracts/account';
import { setAccount, setConfig } from '@vithelper/shared/bus-writers';
import { sampleConfig } from '@vithelper/shared/testing';
import { AccountControl } from '../../account';
import { CoinsBadge } from '../../coins';
import { drawFirstScreen } from './first-screen';

const student: Account = {
  uid: 'sample-student',
  anonymous: false,
  name: 'Sample Student',
  email: 'student@vithelper.test',
  moderator: false,
};

/**
 * The header's account control and coins as the shell draws them (CSS modules, so no class
 * names to find them by): a kept first screen still leaves them out, in either bar.
 */
describe("a first screen's copy of the header", () => {
  beforeEach(() => {
    localStorage.clear();
    setConfig(sampleConfig);
    act(() => setAccount(null));
  });

  it.each(['header', 'bar'] as const)(
    'leaves out who is signed in and their coins (%s)',
    (place) => {
      window.history.replaceState(null, '', '/cat1papers');
      document.head.innerHTML = '<script src="http://localhost/main.1a2b3c4d.js" defer></script>';
      localStorage.setItem('vh-account', JSON.stringify(student));
      localStorage.setItem('vh-coins', JSON.stringify({ uid: student.uid, coins: 4321 }));
      const { container } = render(
        <>
          <header>
            <a href="/">VITHelper</a>
            <CoinsBadge place={place} />
            <AccountControl place={place} />
          </header>
          <main id="main">
            <h1>CAT-1 Papers</h1>
            <p>Calculus</p>
          </main>
        </>,
      );
      // What the student sees live: their name and their coins.
      expect(container).toHaveTextContent('Signed in as Sample Student');
      expect(container).toHaveTextContent('4321');
      const copy = document.createElement('div');
      copy.innerHTML = drawFirstScreen(container)?.html ?? '';
      expect(copy).toHaveTextContent('CAT-1 Papers');
      expect(copy).toHaveTextContent('VITHelper');
      expect(copy).not.toHaveTextContent('Sample Student');
      expect(copy).not.toHaveTextContent('4321');
      expect(copy.querySelector('button')).toBeNull();
    },
  );
});
