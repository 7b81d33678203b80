import { screen, within } from '@testing-library/react';
import type { BankQuestion } from '@vithelper/contracts/questions';
import { renderAt } from '@vithelper/shared/testing';
import { AnswerSlot } from './answer-slot';

const Q: BankQuestion = {
  id: 'q_08s6pzog2hqq5',
  paper: 'p1',
  kind: 'cat1',
  year: 2019,
  number: '2',
  text: "Explain the Banker's algorithm.",
  marks: 10,
  page: 3,
  top: 0.3,
  bottom: 0.4,
};
const answer = (author: string, body: string, createdAt: number) => ({
  author,
  course: 'CSE2005',
  body,
  createdAt,
});
/** What the database holds under a question's answer paths, by path (answers, votes…). */
type StoredAnswers = Record<string, unknown>;

const A1 = '-Nanswer000000000001';
const A2 = '-Nanswer000000000002';
const A3 = '-Nanswer000000000003';

let stored: StoredAnswers | 'fails' = { answers: null, votes: null, verified: null };
let official: unknown = { key: null, official: null };
jest.mock('../../answers/data/answers', () => ({
  answersSdk: () =>
    Promise.resolve({
      db: 'db',
      sdk: {
        watchAnswers: (
          _db: unknown,
          _q: string,
          onChange: (value: StoredAnswers) => void,
          onError: () => void,
        ) => {
          if (stored === 'fails') onError();
          else onChange(stored);
          return () => undefined;
        },
        watchOfficial: (_db: unknown, _q: string, _p: unknown, onChange: (v: unknown) => void) => {
          onChange(official);
          return () => undefined;
        },
      },
    }),
}));

const slot = () =>
  renderAt(<AnswerSlot question={Q} course="CSE2005" />, '/courses/CSE2005/practice');

describe("AnswerSlot: practice's Show answer", () => {
  afterEach(() => {
    official = { key: null, official: null };
  });

  it('shows the verified answer before a better voted one, and links to all of them', async () => {
    stored = {
      answers: {
        [A1]: answer('s1', 'Grant a request only if the state stays **safe**.', 1000),
        [A2]: answer('s2', 'Check the need matrix first.', 2000),
      },
      votes: { [A1]: { v1: 1, v2: 1 } },
      verified: A2,
    };
    slot();
    const shown = await screen.findByRole('article', { name: 'Verified answer' });
    expect(shown).toHaveTextContent('✓ Verified');
    expect(shown).toHaveTextContent('Check the need matrix first.');
    expect(screen.queryByText(/Grant a request/)).toBeNull();
    expect(await screen.findByRole('link', { name: 'All answers (2)' })).toHaveAttribute(
      'href',
      `/q/${Q.id}?course=CSE2005`,
    );
    expect(screen.getByRole('link', { name: 'Open the paper' })).toHaveAttribute(
      'href',
      expect.stringContaining('?page=3'),
    );
    expect(screen.queryByText(/No answer yet/)).toBeNull();
  });

  it('without a verified one, shows the best voted, drawn, and leaves out a hidden one', async () => {
    stored = {
      answers: {
        [A1]: answer('s1', 'The **safe** state test.', 1000),
        [A2]: answer('s2', 'Hidden answer text.', 2000),
        [A3]: answer('s3', 'A worse answer.', 3000),
      },
      votes: { [A1]: { v1: 1 }, [A2]: { v1: 1, v2: 1 }, [A3]: { v2: -1 } },
      verified: null,
      decisions: { [A2]: { outcome: 'hidden', reason: 'Copied', by: 'mod', at: 5 } },
    };
    slot();
    const shown = await screen.findByRole('article', { name: 'Best voted answer' });
    expect(shown).toHaveTextContent('Score 1 · first of 2 answers');
    expect(await within(shown).findByText('safe', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText(/Hidden answer text/)).toBeNull();
    expect(await screen.findByRole('link', { name: 'All answers (2)' })).toBeInTheDocument();
  });

  it('with no answer, says so and offers the paper and writing one', async () => {
    stored = { answers: null, votes: null, verified: null };
    slot();
    expect(await screen.findByRole('link', { name: 'Write one' })).toHaveAttribute(
      'href',
      `/q/${Q.id}?course=CSE2005`,
    );
    expect(screen.getByText(/^No answer yet —/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'open the paper' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the official answer from the answer key, and does not say there is no answer', async () => {
    stored = { answers: null, votes: null, verified: null };
    official = {
      key: { pages: 2, at: 5, by: 'mod' },
      official: { exam: 'cat1', paper: 'p1', page: 2, top: 0.1, bottom: 0.3, at: 6, by: 'mod' },
    };
    slot();
    const key = await screen.findByRole('region', { name: 'Official answer' });
    expect(key).toHaveTextContent('From this paper’s answer key, page 2');
    expect(await screen.findByRole('link', { name: 'Write one' })).toBeInTheDocument();
    expect(screen.queryByText(/No answer yet/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the paper' })).toBeInTheDocument();
  });

  it('says the answers could not be read, and still links to the paper and the question', async () => {
    stored = 'fails';
    slot();
    expect(
      await screen.findByText('The answers could not be read: you may be offline.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the question' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the paper' })).toBeInTheDocument();
  });
});
