import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@vithelper/shared/bus-writers';
import { sampleConfig } from '@vithelper/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import { watchFirstInteraction } from '../data/first-interaction';
import { AppModal as Modal } from './app-modal';

/** The modal at an address (the first page of the visit). */
const AppModal = ({ at = '/' }: { at?: string }) => (
  <MemoryRouter initialEntries={[at]}>
    <Modal />
  </MemoryRouter>
);

describe('AppModal', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-vh-interacted');
    setConfig(sampleConfig);
  });

  it('is open on the first visit with the store link', () => {
    render(<AppModal />);
    const dialog = screen.getByRole('dialog', { name: 'VITHelper App' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Now' })).toHaveAttribute(
      'href',
      sampleConfig.links.appStore,
    );
    // The banner is drawn in the page (no <img> of an SVG) and still named for screen readers.
    const banner = screen.getByRole('img', { name: 'The VITHelper app on a phone' });
    expect(banner.querySelector('svg')).not.toBeNull();
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('closes with Maybe Later after the 200 ms animation and stays closed next time', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = render(<AppModal />);
    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    render(<AppModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it.each(['/cat1papers/-N1cat1-0001', '/fatpapers/abc', '/materials/m1/instructions'])(
    'never covers a shared link to a document (%s), and is offered on a later visit',
    (path) => {
      const { unmount } = render(<AppModal at={path} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      unmount();
      render(<AppModal at="/cat1papers" />);
      expect(screen.getByRole('dialog', { name: 'VITHelper App' })).toBeInTheDocument();
    },
  );

  it('never opens on a student who has already typed or tapped while the site started', () => {
    watchFirstInteraction();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }));
    render(<AppModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
