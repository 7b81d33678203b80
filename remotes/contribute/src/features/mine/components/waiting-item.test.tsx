import { fireEvent, render, screen, within } from '@testing-library/react';
import type { OutboxEntry } from '../../../common/queue/outbox';
import { details } from '../../../testing/outbox-fixtures';
import { WaitingItem } from './waiting-item';

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  key: 'k1',
  uid: 'asha',
  details,
  pages: 1,
  fileName: 'paper.pdf',
  queuedAt: 1,
  size: 5,
  state: 'waiting',
  progress: 0,
  ...over,
});

function renderItem(over: Partial<OutboxEntry>) {
  const onSendAgain = jest.fn();
  const onRemove = jest.fn();
  render(
    <ul>
      <WaitingItem entry={entry(over)} onSendAgain={onSendAgain} onRemove={onRemove} />
    </ul>,
  );
  return { item: screen.getByRole('listitem'), onSendAgain, onRemove };
}

describe('a paper kept on this device, in My contributions', () => {
  it('held back by the limit of 10 in review: says why it waits and offers Send again', () => {
    const { item, onSendAgain, onRemove } = renderItem({
      waiting:
        'You have 10 papers waiting for review, the most at once. This one stays on this device and goes by itself once a moderator has reviewed one.',
      attempts: 1,
      retryAt: Date.now() + 60_000,
    });
    expect(within(item).getByText('Waiting to send')).toBeVisible();
    expect(within(item).getByText(/You have 10 papers waiting for review/)).toBeVisible();
    expect(within(item).queryByText('Not sent')).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Send again' }));
    expect(onSendAgain).toHaveBeenCalledWith('k1');
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('refused for good: the reason, Send again and Remove from this device', () => {
    const { item, onRemove } = renderItem({
      state: 'refused',
      refused: 'Storage refused the file (permission denied).',
    });
    expect(within(item).getByText('Not sent')).toBeVisible();
    expect(within(item).getByText('Storage refused the file (permission denied).')).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Send again' })).toBeEnabled();
    fireEvent.click(within(item).getByRole('button', { name: 'Remove from this device' }));
    expect(onRemove).toHaveBeenCalledWith('k1');
  });

  it('waiting with nothing failed yet: goes by itself, nothing to press', () => {
    const { item } = renderItem({});
    expect(within(item).getByText('Saved on this device; it is sent by itself.')).toBeVisible();
    expect(within(item).queryByRole('button')).toBeNull();
  });
});
