import { act, render, screen } from '@testing-library/react';
import { OfflineStatus } from './offline-status';

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineStatus', () => {
  afterEach(() => setOnline(true));

  it('shows nothing while online with no update waiting', () => {
    const { container } = render(<OfflineStatus />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says the student is offline and that saved content still works, and clears when back online', () => {
    render(<OfflineStatus />);
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline — saved content still works.',
    );
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
