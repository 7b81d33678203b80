import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mathPlugin } from '../render/math';
import { createRenderer } from '../render/markdown';
import { AnswerForm } from './answer-form';

const Q = 'q_08s6pzog2hqq5';
const markdown = createRenderer({
  imagePrefix: null,
  origin: 'http://localhost',
  math: mathPlugin,
});

describe('AnswerForm', () => {
  beforeEach(() => window.localStorage.clear());

  it('previews the Markdown and math as it is typed, and keeps the draft on the device', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <AnswerForm question={Q} render={markdown} onSave={() => Promise.resolve()} />,
    );
    await user.type(screen.getByLabelText('Your answer'), 'It is **$x^2$**');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('strong math')).not.toBeNull();
    unmount();
    // A reload: the form comes back with the draft.
    render(<AnswerForm question={Q} render={markdown} onSave={() => Promise.resolve()} />);
    expect(screen.getByLabelText('Your answer')).toHaveValue('It is **$x^2$**');
  });

  it('says why a refused answer was not saved and keeps the draft; clears it once saved', async () => {
    const user = userEvent.setup();
    const onSave = jest
      .fn<Promise<void>, [string]>()
      .mockRejectedValueOnce(new Error('You are offline. Your draft is kept on this device.'))
      .mockResolvedValueOnce(undefined);
    render(<AnswerForm question={Q} render={markdown} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write your answer first.');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Your answer'), '  Use\tDijkstra.  ');
    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline.');
    expect(onSave).toHaveBeenLastCalledWith('Use    Dijkstra.');
    expect(window.localStorage.getItem(`vithelper:answer-draft:${Q}`)).toContain('Dijkstra');

    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByLabelText('Your answer')).toHaveValue('');
    expect(window.localStorage.getItem(`vithelper:answer-draft:${Q}`)).toBeNull();
  });

  it('refuses an answer over 20 000 characters, saying how long it is', async () => {
    window.localStorage.setItem(`vithelper:answer-draft:${Q}`, 'x'.repeat(20_001));
    const onSave = jest.fn(() => Promise.resolve());
    render(<AnswerForm question={Q} render={markdown} onSave={onSave} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Post answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An answer can be at most 20,000 characters; this one has 20,001.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
