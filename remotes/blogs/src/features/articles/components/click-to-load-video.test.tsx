import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClickToLoadVideo } from './click-to-load-video';

describe('ClickToLoadVideo', () => {
  it('shows only a poster and a Play video button until the student clicks', async () => {
    const { container } = render(
      <ClickToLoadVideo videoId="abc123" title="Campus tour" caption="A tour." />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByTitle('Campus tour')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));

    const player = screen.getByTitle('Campus tour');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\b/),
    );
    expect(player).toHaveAttribute('allowfullscreen');
    expect(screen.queryByRole('button', { name: 'Play video' })).not.toBeInTheDocument();
    expect(player).toHaveFocus();
  });
});
