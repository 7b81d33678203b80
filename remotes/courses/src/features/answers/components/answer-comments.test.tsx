import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerEntry } from '../data/answer-list';
import { mathPlugin } from '../render/math';
import { createRenderer } from '../render/markdown';
import { AnswerComments, type CommentActions } from './answer-comments';

const Q = 'q_08s6pzog2hqq5';
const markdown = createRenderer({
  imagePrefix: null,
  origin: 'http://localhost',
  math: mathPlugin,
});

const entry = (comments: AnswerEntry['comments']): AnswerEntry => ({
  id: 'a1'.padEnd(20, '0'),
  author: 'asha',
  course: 'CSE2005',
  body: 'An answer.',
  createdAt: 1,
  score: 0,
  mine: null,
  verified: false,
  myFlag: null,
  machineFlags: 0,
  machineNotice: false,
  hidden: null,
  comments,
});

const actions = (): jest.Mocked<CommentActions> => ({
  post: jest.fn<Promise<void>, [AnswerEntry, string]>(() => Promise.resolve()),
  edit: jest.fn<Promise<void>, [AnswerEntry, string, string]>(() => Promise.resolve()),
  remove: jest.fn<Promise<void>, [AnswerEntry, string]>(() => Promise.resolve()),
});

describe('AnswerComments', () => {
  beforeEach(() => window.localStorage.clear());

  it('renders comments with the answers’ safe renderer: math shown, HTML and scripts inert', () => {
    render(
      <AnswerComments
        question={Q}
        entry={entry([
          { id: 'c1', author: 'ravi', body: 'So $n^2$ **grows**.', createdAt: 1 },
          {
            id: 'c2',
            author: 'eve',
            body: '<img src=x onerror="alert(1)"> [x](javascript:alert(2))',
            createdAt: 2,
          },
        ])}
        render={markdown}
        uid="ravi"
        canWrite
        actions={actions()}
      />,
    );
    const mine = screen.getByRole('article', { name: 'Comment by You' });
    expect(mine.querySelector('math')).not.toBeNull();
    expect(within(mine).getByText('grows').tagName).toBe('STRONG');
    const theirs = screen.getByRole('article', { name: 'Comment by A student' });
    expect(within(theirs).getByText(/<img src=x onerror/)).toBeInTheDocument();
    expect(theirs.querySelector('img, [onerror], a[href^="javascript"]')).toBeNull();
    expect(within(theirs).queryByRole('button', { name: 'Edit comment' })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Edit comment' })).toBeInTheDocument();
  });

  it('keeps a comment’s draft on the device, refuses one over 2 000 characters, and posts it', async () => {
    const user = userEvent.setup();
    const act = actions();
    const props = { question: Q, entry: entry([]), render: markdown, uid: 'ravi', canWrite: true };
    const { unmount } = render(<AnswerComments {...props} actions={act} />);
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await user.type(screen.getByLabelText('Your comment'), 'Why $n$?');
    unmount();
    render(<AnswerComments {...props} actions={act} />);
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    const box = screen.getByLabelText('Your comment');
    expect(box).toHaveValue('Why $n$?');

    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(2_001));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A comment can be at most 2,000 characters; this one has 2,001.',
    );
    expect(act.post).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'Why $n$?');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(act.post).toHaveBeenCalledWith(props.entry, 'Why $n$?');
  });
});
