import { useState } from 'react';
import { sendVerificationEmail } from '@vithelper/shared';
import styles from './verify-email.module.css';

export type VerifyEmailProps = {
  /** What the student tried, after "Verify your email to": "vote", "ask for a paper" … */
  action: string;
  /** Where the link went; the account's email. */
  email: string | null;
};

type Resend = { state: 'idle' | 'sending' | 'sent' } | { state: 'error'; message: string };

/**
 * Said to a student whose email account is not verified yet when they try to vote, ask for a
 * paper, report one or send one: the rules refuse these until the link is opened
 * (docs/feedback.md). Trying again once it is opened works; the link can be sent again here.
 */
function VerifyEmail({ action, email }: VerifyEmailProps) {
  const [resend, setResend] = useState<Resend>({ state: 'idle' });

  async function sendAgain() {
    setResend({ state: 'sending' });
    try {
      await sendVerificationEmail();
      setResend({ state: 'sent' });
    } catch (error) {
      setResend({
        state: 'error',
        message: (error as Error).message || 'The link was not sent. Try again.',
      });
    }
  }

  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>
        Verify your email to {action}. We sent a link to {email ?? 'your email address'}: open it,
        then try again here.
      </p>
      <button
        type="button"
        className={styles.button}
        disabled={resend.state === 'sending'}
        onClick={() => void sendAgain()}
      >
        {resend.state === 'sending' ? 'Sending…' : 'Send the link again'}
      </button>
      <p className={styles.status} aria-live="polite">
        {resend.state === 'sent'
          ? 'Sent. Check your inbox (and the spam folder) for the newest link.'
          : resend.state === 'error'
            ? resend.message
            : null}
      </p>
    </div>
  );
}

export default VerifyEmail;
