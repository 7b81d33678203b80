import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { checkEmailVerified, requestSignIn, useAccount } from '@vithelper/shared';
import { feedbackReady } from '@vithelper/feedback/ready';
import { EXAM_KINDS, EXAM_LABELS, type ExamKind } from '@vithelper/contracts/papers';
import VerifyEmail from '@vithelper/ui/verify-email';
import styles from './request-paper.module.css';

export type RequestPaperProps = {
  /**
   * The catalogue's course codes, suggested as the student types; or a function giving them,
   * called once the field is first used (a list page gathers them from every paper it holds).
   */
  codes: readonly string[] | (() => readonly string[]);
  exam?: ExamKind;
  courseCode?: string;
  heading?: string;
  /** What the form is for, under its heading. */
  intro?: string;
  /**
   * Something was found above the form (close matches, pages inside papers): it is one line, a
   * button that opens it, so the results come first. What was typed is kept either way.
   */
  collapsed?: boolean;
};

type Outcome =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'done'; message: string }
  | { state: 'arrived'; link: string }
  | { state: 'unverified' }
  | { state: 'error'; message: string };

const NO_CODES: readonly string[] = [];

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * "Request this paper" (docs/feedback.md): exam, course code (the catalogue's codes suggested)
 * and an optional slot. A request that exists gets the student's vote instead of a copy.
 */
function RequestPaper({
  codes,
  exam = 'cat1',
  courseCode = '',
  heading = 'Request this paper',
  intro = 'Ask for it: students who have it see the request on Contribute, and you hear in your inbox when it arrives.',
  collapsed = false,
}: RequestPaperProps) {
  const account = useAccount();
  const id = useId();
  const [fields, setFields] = useState({ exam, courseCode, slot: '' });
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  // The suggestions join the page when the field is first focused, before the browser can show
  // them: a catalogue has thousands of codes, and a paper list mounts this form with the
  // keystroke that leaves its search without a match.
  const [suggesting, setSuggesting] = useState(false);
  const suggestions = useMemo(
    () => (suggesting ? (typeof codes === 'function' ? codes() : codes) : NO_CODES),
    [suggesting, codes],
  );
  const guest = !account || account.anonymous;
  const [expanded, setExpanded] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Opened from its one line: the reader is taken to the form's heading.
    if (expanded && !opened.current) {
      opened.current = true;
      headingRef.current?.focus();
    }
  }, [expanded]);

  function change(field: keyof typeof fields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    if (outcome.state !== 'sending') setOutcome({ state: 'idle' });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (guest) {
      requestSignIn();
      return;
    }
    if (!online()) {
      setOutcome({
        state: 'error',
        message:
          'You are offline. Send the request once you are connected; what you typed stays here.',
      });
      return;
    }
    setOutcome({ state: 'sending' });
    // The rules take requests from Google or verified email accounts only; the student may
    // have opened the link since the page loaded.
    if (account.unverified && !(await checkEmailVerified())) {
      setOutcome({ state: 'unverified' });
      return;
    }
    try {
      const { sdk, db } = await feedbackReady();
      const slot = fields.slot.trim();
      const result = await sdk.requestPaper(db, account.uid, {
        exam: fields.exam,
        courseCode: fields.courseCode,
        ...(slot ? { slot } : {}),
      });
      setOutcome({
        state: 'done',
        message: result.created
          ? 'Requested. You hear in your inbox when it arrives.'
          : result.alreadyVoted
            ? 'You have already asked for this paper; your vote is counted once.'
            : 'Others asked for this paper too: your vote is added. You hear in your inbox when it arrives.',
      });
    } catch (error) {
      const { reason, message } = error as { reason?: string; message?: string };
      const link = reason === 'arrived' ? /(\/\S+)$/.exec(message ?? '')?.[1] : undefined;
      setOutcome(
        link
          ? { state: 'arrived', link }
          : {
              state: 'error',
              message:
                reason && message
                  ? message
                  : 'The request was not sent. Check your connection and try again.',
            },
      );
    }
  }

  if (collapsed && !expanded) {
    return (
      <p className={styles.collapsed}>
        <button
          type="button"
          className={styles.expand}
          aria-expanded="false"
          onClick={() => setExpanded(true)}
        >
          Not what you need? {heading}
        </button>
      </p>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p className={styles.intro}>{intro}</p>
      <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-exam`}>Exam</label>
          <select
            id={`${id}-exam`}
            value={fields.exam}
            onChange={(event) => change('exam', event.target.value)}
          >
            {EXAM_KINDS.map((value) => (
              <option key={value} value={value}>
                {EXAM_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-code`}>Course code</label>
          <input
            id={`${id}-code`}
            value={fields.courseCode}
            onChange={(event) => change('courseCode', event.target.value.toUpperCase())}
            onFocus={() => setSuggesting(true)}
            list={`${id}-codes`}
            placeholder="Like CSE2005"
            autoComplete="off"
          />
          <datalist id={`${id}-codes`}>
            {suggestions.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-slot`}>
            Slot <span className={styles.optional}>(optional)</span>
          </label>
          <input
            id={`${id}-slot`}
            value={fields.slot}
            onChange={(event) => change('slot', event.target.value.toUpperCase())}
            placeholder="Like A1"
            autoComplete="off"
          />
        </div>
        <button type="submit" className={styles.button} disabled={outcome.state === 'sending'}>
          {guest
            ? 'Request this paper'
            : outcome.state === 'sending'
              ? 'Sending…'
              : 'Request this paper'}
        </button>
      </form>
      {guest ? (
        <p className={styles.note}>
          Sign in first: a request is sent from your account, so you hear when it arrives.
        </p>
      ) : null}
      <div aria-live="polite">
        {outcome.state === 'done' ? <p className={styles.done}>{outcome.message}</p> : null}
        {outcome.state === 'arrived' ? (
          <p className={styles.done}>
            This paper has already arrived: <Link to={outcome.link}>open it</Link>.
          </p>
        ) : null}
        {outcome.state === 'unverified' ? (
          <VerifyEmail action="ask for a paper" email={account?.email ?? null} />
        ) : null}
        {outcome.state === 'error' ? (
          <p className={styles.problem} role="alert">
            {outcome.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}

export default RequestPaper;
