import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FLAG_LABELS } from '@vithelper/contracts/answers';
import { answerFlagsReady, type AnswerFlagsConnection } from '../data/answer-flags';
import type { FlaggedAnswer } from '../data/answer-flags-sdk';
import { ago } from '../data/reasons';
import { ItemList } from './item-list';
import { NoticeLine, type Notice } from './notice-line';
import { ReasonDialog } from './reason-dialog';
import styles from './moderate.module.css';

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; list: FlaggedAnswer[]; connection: AnswerFlagsConnection };

function useFlaggedAnswers(): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let stop: (() => void) | null = null;
    const failed = () => live && setState({ status: 'failed' });
    answerFlagsReady().then((connection) => {
      if (!live) return;
      stop = connection.sdk.watchFlaggedAnswers(
        connection.db,
        (list) => live && setState({ status: 'ready', list, connection }),
        failed,
      );
    }, failed);
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return state;
}

const EXCERPT = 280;
const excerpt = (body: string) =>
  body.length > EXCERPT ? `${body.slice(0, EXCERPT).trimEnd()}…` : body;

function flagLine(item: FlaggedAnswer): string {
  const counts = new Map<string, number>();
  for (const flag of item.flags) {
    const label = FLAG_LABELS[flag.reason];
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const kinds = [...counts].map(([label, count]) => `${label} ×${count}`).join(', ');
  return `${item.flags.length} ${item.flags.length === 1 ? 'flag' : 'flags'}: ${kinds} · ${ago(item.flags[0]!.at)}`;
}

/**
 * /moderate?tab=answers: answers students flagged (wrong, copied, abusive, machine-written),
 * the most flagged first. Hide one with a reason its author reads, or clear its flags; either
 * way the author hears it in their inbox. The answer's text is shown as plain text.
 */
export function AnswersTab({ me }: { me: string }) {
  const state = useFlaggedAnswers();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [hiding, setHiding] = useState<FlaggedAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        Loading the flagged answers…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className={styles.problem}>
        The flagged answers could not be read: this account is not allowed to see them (sign in
        again if you were just made a moderator).
      </p>
    );
  }
  const { list, connection } = state;
  const refused = (error: unknown) =>
    error instanceof Error ? error.message : 'That did not work. Try again.';

  const decide = (item: FlaggedAnswer, reason: string | null) => {
    setBusy(true);
    setProblem(null);
    connection.sdk
      .decideOnAnswer(
        connection.db,
        me,
        item,
        reason === null ? { outcome: 'cleared' } : { outcome: 'hidden', reason },
      )
      .then(
        () => {
          setHiding(null);
          setNotice({
            kind: 'done',
            text:
              reason === null
                ? 'Cleared the flags: the answer stays, and its author is told.'
                : 'Hid the answer: only its author and moderators see it now, and its author is told why.',
            link: { to: `/q/${item.question}`, label: 'Open the question' },
          });
        },
        (error: unknown) =>
          reason === null
            ? setNotice({ kind: 'problem', text: refused(error) })
            : setProblem(refused(error)),
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className={styles.layout}>
      <NoticeLine notice={notice} />
      <div className={styles.queue}>
        <ItemList
          id="moderation-answers"
          heading="Flagged answers"
          count={list.length}
          empty="No flagged answers. When a student flags an answer, it appears here."
          items={list}
          keyOf={(item) => item.key}
          title={(item) => excerpt(item.body)}
          meta={(item) => [flagLine(item)]}
          action={(item) => (
            <span className={styles.actions}>
              <Link to={`/q/${item.question}`}>Open the question</Link>
              <button
                type="button"
                className={styles.secondary}
                disabled={busy}
                onClick={() => decide(item, null)}
              >
                Clear flags
              </button>
              <button
                type="button"
                className={styles.danger}
                disabled={busy}
                onClick={() => {
                  setProblem(null);
                  setHiding(item);
                }}
              >
                Hide answer
              </button>
            </span>
          )}
        />
      </div>
      {hiding ? (
        <ReasonDialog
          title="Hide this answer?"
          what={excerpt(hiding.body)}
          label="Why it is hidden; its author reads this"
          required
          confirm={busy ? 'Saving…' : 'Hide answer'}
          busy={busy}
          problem={problem}
          onConfirm={(reason) => decide(hiding, reason)}
          onCancel={() => setHiding(null)}
        />
      ) : null}
    </div>
  );
}
