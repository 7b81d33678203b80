import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { InboxEntry } from '@vithelper/contracts/inbox';
import { INBOX_LINK } from '@vithelper/contracts/common';
import { useAnchoredPanel } from '../../../common/hooks/use-anchored-panel';
import { checkTheMorning } from '../data/morning-check';
import { markInboxRead, watchMyInbox, type InboxState } from '../data/inbox';
import styles from './inbox.module.css';

/** What each item is, in a word or two. */
function kindLabel(entry: InboxEntry): string {
  if (entry.kind === 'arrived') return 'Arrived';
  if (entry.kind === 'report') return 'Report resolved';
  if (entry.kind === 'due') return 'Practice';
  if (entry.kind === 'answer') return entry.outcome === 'hidden' ? 'Answer hidden' : 'Answer kept';
  if (entry.kind === 'followed') return 'New answer';
  if (entry.kind === 'verified') return 'Answer verified';
  return entry.outcome === 'rejected' ? 'Upload not published' : 'Upload published';
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

/**
 * The header's inbox for a signed-in student: a bell with the unread count, live while the
 * site is open, and the list of papers that arrived, reports resolved and uploads decided.
 * Loaded lazily by the account control; the device's last copy is shown offline.
 */
export function Inbox({ uid }: { uid: string }) {
  const [state, setState] = useState<InboxState | null>(null);
  const { open, close, headingId, buttonProps, panelProps } = useAnchoredPanel();

  useEffect(() => watchMyInbox(uid, setState), [uid]);
  useEffect(() => checkTheMorning(uid), [uid]);

  const unread = state?.unread ?? 0;
  const entries = state?.entries ?? [];
  const read = (ids: string[]) => {
    if (ids.length > 0) void markInboxRead(uid, ids).catch(() => undefined);
  };

  return (
    <div className={styles.inbox}>
      <button
        {...buttonProps}
        type="button"
        className={styles.button}
        aria-label={unread > 0 ? `Inbox, ${unread} unread` : 'Inbox'}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section {...panelProps} className={styles.panel}>
          <div className={styles.top}>
            <h2 id={headingId} className={styles.heading}>
              Inbox
            </h2>
            {unread > 0 && (
              <button
                type="button"
                className={styles.all}
                onClick={() => read(entries.filter((e) => !e.read).map((e) => e.id))}
              >
                Mark all read
              </button>
            )}
          </div>
          {state && !state.live && entries.length > 0 && (
            <p className={styles.note}>Offline: showing what this device last received.</p>
          )}
          {entries.length === 0 ? (
            <p className={styles.empty}>
              {state
                ? 'Nothing yet. When a paper you asked for arrives, a report you sent is resolved, an upload of yours is reviewed or a question you follow is answered, you will find it here.'
                : 'Loading your inbox…'}
            </p>
          ) : (
            <ul className={styles.list}>
              {entries.map((entry) => (
                <li
                  key={entry.id}
                  className={entry.read ? styles.item : `${styles.item} ${styles.unreadItem}`}
                >
                  <p className={styles.meta}>
                    <span
                      className={
                        entry.kind === 'arrived' || entry.kind === 'verified'
                          ? `${styles.kind} ${styles.arrived}`
                          : styles.kind
                      }
                    >
                      {kindLabel(entry)}
                    </span>
                    <time dateTime={new Date(entry.at).toISOString()}>
                      {dateFormat.format(entry.at)}
                    </time>
                    {!entry.read && <span className={styles.unread}>Unread</span>}
                  </p>
                  <p className={styles.title}>
                    {/* A link that is not a path of this site stays plain text, never a way off it. */}
                    {entry.link && INBOX_LINK.test(entry.link) ? (
                      <Link
                        to={entry.link}
                        onClick={() => {
                          if (!entry.read) read([entry.id]);
                          close(false);
                        }}
                      >
                        {entry.title}
                      </Link>
                    ) : (
                      entry.title
                    )}
                  </p>
                  {entry.reason && <p className={styles.reason}>{entry.reason}</p>}
                  {!entry.read && (
                    <button
                      type="button"
                      className={styles.mark}
                      aria-label={`Mark read: ${entry.title}`}
                      onClick={() => read([entry.id])}
                    >
                      Mark read
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
