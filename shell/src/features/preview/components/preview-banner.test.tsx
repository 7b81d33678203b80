import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewBanner } from './preview-banner';

describe('PreviewBanner', () => {
  it('names the previewed section and version, and stops the preview', async () => {
    const onStop = jest.fn();
    render(
      <PreviewBanner
        preview={{ state: 'active', remote: 'placements', version: '1.0.1-0badcafe', manifest: '' }}
        onStop={onStop}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Previewing placements 1.0.1-0badcafe — Stop preview',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop preview' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('says why a preview was refused until dismissed', async () => {
    render(
      <PreviewBanner
        preview={{ state: 'refused', request: 'x', message: 'https://evil.example is not ours.' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Preview refused: https://evil.example is not ours.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing without a preview', () => {
    const { container } = render(<PreviewBanner preview={{ state: 'none' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
