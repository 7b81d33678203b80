import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { checkEmailVerified, useAccount } from '@vithelper/shared';
import type { ExamKind } from '@vithelper/contracts/papers';
import { EXAM_LABELS } from '@vithelper/contracts/papers';
import {
  FEEDBACK_LIMITS,
  REPORT_FIELDS,
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  type ReportField,
  type ReportKind,
} from '@vithelper/contracts/feedback';
import { Dialog } from '@vithelper/ui/dialog';
import frame from '@vithelper/ui/dialog.module.css';
import VerifyEmail from '@vithelper/ui/verify-email';
import { reportReady } from '../data/report-ready';
import {
  EMPTY_REPORT,
  FIELD_LABELS,
  reportInputOf,
  type ReportFields,
  type ReportProblems,
} from '../data/report-form';
import styles from './report-dialog.module.css';

export type ReportDialogProps = {
  exam: ExamKind;
  paperId: string;
  /** What the paper is listed as now: [course name, code, slot]. */
  listed: { courseName: string; courseCode: string; slot?: string };
  onClose: () => void;
  /** A guest chose to sign in: the header's sign-in dialog takes this one's place. */
  onSignIn: () => void;
};

type Phase =
  | { step: 'checking' }
  | { step: 'blocked'; message: string }
  | { step: 'form'; sending: boolean; refused: string | null }
  | { step: 'sent' };

const KIND_HINTS: Readonly<Partial<Record<ReportKind, string>>> = {
  unreadable: 'Pages blurred, cut off, missing or in the wrong order.',
  'wrong-exam': 'It is a paper of another exam.',
  duplicate: 'The same paper is listed twice.',
};

const problemOf = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : 'The report could not be sent. Check your connection and try again.';

/**
 * "Report a problem" in the paper viewer: what is wrong with the paper (docs/feedback.md). A
 * guest is asked to sign in first; the limits (one open report per paper, 10 a day) are said
 * before the form, and again if the rules refuse it.
 */
export function ReportDialog({ exam, paperId, listed, onClose, onSignIn }: ReportDialogProps) {
  const account = useAccount();
  const what = `${listed.courseCode} ${listed.courseName} (${EXAM_LABELS[exam]}${listed.slot ? `, ${listed.slot}` : ''})`;
  return (
    <Dialog title="Report a problem" onClose={onClose}>
      <p className={frame.about}>{what}</p>
      {account === null ? (
        <p role="status" className={frame.about}>
          Checking your sign-in…
        </p>
      ) : account.anonymous ? (
        <>
          <p>
            Reports come from your account, so a moderator can tell you what they changed: sign in,
            then send the report. Your guest coins stay with you.
          </p>
          <div className={frame.actions}>
            <button type="button" className={styles.secondary} onClick={onClose}>
              Cancel
            </button>
            <button type="button" className={styles.primary} onClick={onSignIn}>
              Sign in
            </button>
          </div>
        </>
      ) : (
        <ReportBody
          uid={account.uid}
          unverifiedEmail={account.unverified ? account.email : undefined}
          exam={exam}
          paperId={paperId}
          listed={listed}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function ReportBody({
  uid,
  unverifiedEmail,
  exam,
  paperId,
  listed,
  onClose,
}: Omit<ReportDialogProps, 'onSignIn'> & {
  uid: string;
  /** The address of an email account not verified yet (null: none known); else undefined. */
  unverifiedEmail?: string | null;
}) {
  const [phase, setPhase] = useState<Phase>({ step: 'checking' });
  const [unverified, setUnverified] = useState(false);
  const [fields, setFields] = useState<ReportFields>(EMPTY_REPORT);
  const [problems, setProblems] = useState<ReportProblems>({});
  const id = useId();

  useEffect(() => {
    let live = true;
    reportReady()
      .then(({ sdk, db }) => sdk.reportingBlockedBecause(db, uid, exam, paperId))
      .then(
        (blocked) => {
          if (!live) return;
          setPhase(
            blocked
              ? { step: 'blocked', message: blocked.message }
              : { step: 'form', sending: false, refused: null },
          );
        },
        // Not known now: the form is shown, and the rules still hold the limits.
        () => live && setPhase({ step: 'form', sending: false, refused: null }),
      );
    return () => {
      live = false;
    };
  }, [uid, exam, paperId]);

  if (phase.step === 'checking') {
    return (
      <p role="status" className={frame.about}>
        Opening the form…
      </p>
    );
  }
  if (phase.step === 'blocked' || phase.step === 'sent') {
    return (
      <>
        <p
          role={phase.step === 'blocked' ? 'alert' : 'status'}
          className={phase.step === 'blocked' ? styles.notice : styles.done}
        >
          {phase.step === 'blocked'
            ? phase.message
            : 'Thank you. A moderator will look at it; you will see the outcome in your inbox.'}
        </p>
        <div className={frame.actions}>
          <Link className={styles.secondary} to="/contribute/mine">
            My contributions
          </Link>
          <button type="button" className={styles.primary} onClick={onClose}>
            Close
          </button>
        </div>
      </>
    );
  }

  const set = (next: Partial<ReportFields>) => {
    setFields({ ...fields, ...next });
    setProblems({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = reportInputOf(fields, window.location.origin);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setPhase({ step: 'form', sending: true, refused: null });
    setUnverified(false);
    // Reports come from Google or verified email accounts only (database.rules.json); the
    // student may have opened the link since the page loaded. What they wrote stays.
    const send = async () => {
      if (unverifiedEmail !== undefined && !(await checkEmailVerified())) return false;
      const { sdk, db } = await reportReady();
      await sdk.sendReport(db, { uid, exam, paperId, input: checked.input });
      return true;
    };
    send().then(
      (sent) => {
        if (sent) {
          setPhase({ step: 'sent' });
          return;
        }
        setUnverified(true);
        setPhase({ step: 'form', sending: false, refused: null });
      },
      (error: unknown) => {
        const reason = (error as { reason?: string } | null)?.reason;
        // Already reported or over the day's limit: said in place of the form.
        if (reason === 'already-reported' || reason === 'too-many-reports') {
          setPhase({ step: 'blocked', message: problemOf(error) });
        } else {
          setPhase({ step: 'form', sending: false, refused: problemOf(error) });
        }
      },
    );
  };

  const problem = (name: keyof ReportProblems) =>
    problems[name] ? (
      <p id={`${id}-${name}-problem`} role="alert" className={frame.error}>
        {problems[name]}
      </p>
    ) : null;
  const invalid = (name: keyof ReportProblems) =>
    problems[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-problem` }
      : {};
  const now: Record<ReportField, string> = {
    courseCode: listed.courseCode,
    courseName: listed.courseName,
    slot: listed.slot ?? 'not listed',
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={frame.choices} disabled={phase.sending}>
        <legend>What is wrong?</legend>
        {REPORT_KINDS.map((kind) => (
          <label key={kind} className={frame.choice}>
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={fields.kind === kind}
              onChange={() => set({ kind })}
            />
            <span>
              {REPORT_KIND_LABELS[kind]}
              {KIND_HINTS[kind] ? <span className={frame.hint}>{KIND_HINTS[kind]}</span> : null}
            </span>
          </label>
        ))}
        {problem('kind')}
      </fieldset>
      <fieldset className={styles.more} disabled={phase.sending}>
        {fields.kind === 'details' ? (
          <div className={styles.pair}>
            <div className={frame.field}>
              <label htmlFor={`${id}-field`} className={frame.label}>
                Which detail
              </label>
              <select
                id={`${id}-field`}
                className={frame.input}
                value={fields.field}
                onChange={(event) => set({ field: event.target.value as ReportField })}
              >
                {REPORT_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {FIELD_LABELS[field]}
                  </option>
                ))}
              </select>
            </div>
            <div className={frame.field}>
              <label htmlFor={`${id}-value`} className={frame.label}>
                The right {FIELD_LABELS[fields.field].toLowerCase()}
              </label>
              <input
                id={`${id}-value`}
                className={frame.input}
                value={fields.value}
                maxLength={FEEDBACK_LIMITS.maxValue}
                autoCapitalize={fields.field === 'courseName' ? 'words' : 'characters'}
                onChange={(event) => set({ value: event.target.value })}
                {...invalid('value')}
              />
              <p className={frame.hint}>Listed now as {now[fields.field]}.</p>
              {problem('value')}
            </div>
          </div>
        ) : null}
        {fields.kind === 'wrong-exam' ? (
          <div className={frame.field}>
            <label htmlFor={`${id}-exam`} className={frame.label}>
              The right exam (if you know it)
            </label>
            <select
              id={`${id}-exam`}
              className={frame.input}
              value={fields.exam}
              onChange={(event) => set({ exam: event.target.value as ReportFields['exam'] })}
            >
              <option value="">I am not sure</option>
              {(Object.keys(EXAM_LABELS) as (keyof typeof EXAM_LABELS)[])
                .filter((kind) => kind !== exam)
                .map((kind) => (
                  <option key={kind} value={kind}>
                    {EXAM_LABELS[kind]}
                  </option>
                ))}
            </select>
          </div>
        ) : null}
        {fields.kind === 'duplicate' ? (
          <div className={frame.field}>
            <label htmlFor={`${id}-link`} className={frame.label}>
              Link to the other paper
            </label>
            <input
              id={`${id}-link`}
              className={frame.input}
              value={fields.link}
              inputMode="url"
              placeholder="/cat1papers/…"
              maxLength={FEEDBACK_LIMITS.maxLink}
              onChange={(event) => set({ link: event.target.value })}
              {...invalid('link')}
            />
            {problem('link')}
          </div>
        ) : null}
        {fields.kind ? (
          <div className={frame.field}>
            <label htmlFor={`${id}-text`} className={frame.label}>
              {fields.kind === 'other' ? 'What is wrong?' : 'Anything to add (optional)'}
            </label>
            <textarea
              id={`${id}-text`}
              className={frame.textarea}
              rows={3}
              maxLength={FEEDBACK_LIMITS.maxText}
              value={fields.text}
              onChange={(event) => set({ text: event.target.value })}
              {...invalid('text')}
            />
            {problem('text')}
          </div>
        ) : null}
      </fieldset>
      {phase.refused ? (
        <p role="alert" className={frame.error}>
          {phase.refused}
        </p>
      ) : null}
      {unverified ? <VerifyEmail action="report a paper" email={unverifiedEmail ?? null} /> : null}
      <div className={frame.actions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={styles.primary} disabled={phase.sending}>
          {phase.sending ? 'Sending…' : 'Send report'}
        </button>
      </div>
    </form>
  );
}
