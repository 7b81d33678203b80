import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { feedbackReady } from '@vithelper/feedback/ready';
import { EXAM_LABELS, viewerPath } from '@vithelper/contracts/papers';
import { REPORT_KIND_LABELS, type ReportEntry } from '@vithelper/contracts/feedback';
import styles from './mine-page.module.css';

type Listed =
  { phase: 'loading' } | { phase: 'ready'; reports: ReportEntry[] } | { phase: 'failed' };
/** "CSE2005 Operating Systems" by exam/paperId, as listed now (null: no longer listed). */
type Names = ReadonlyMap<string, string | null>;

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const FIELD_WORDS = { courseCode: 'course code', courseName: 'course name', slot: 'slot' } as const;

const OUTCOMES = {
  open: { chip: 'Open', tone: 'pending', words: 'A moderator will look at it.' },
  fixed: { chip: 'Fixed', tone: 'published', words: 'A moderator corrected the paper.' },
  removed: { chip: 'Paper removed', tone: 'published', words: 'A moderator removed the paper.' },
  dismissed: { chip: 'No change', tone: 'rejected', words: 'A moderator kept the paper as it is.' },
} as const;

function said(report: ReportEntry): string {
  if (report.kind === 'details' && report.field && report.value) {
    return `${REPORT_KIND_LABELS.details}: the ${FIELD_WORDS[report.field]} should be ${report.value}`;
  }
  return REPORT_KIND_LABELS[report.kind];
}

/** The student's reports on papers, newest first, with their state and outcome, live. */
export function MyReports({ uid }: { uid: string }) {
  const [listed, setListed] = useState<Listed>({ phase: 'loading' });
  const [names, setNames] = useState<Names>(new Map());

  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    feedbackReady().then(
      ({ sdk, db }) => {
        if (stopped) return;
        stop = sdk.watchMyReports(
          db,
          uid,
          (reports) => {
            setListed({ phase: 'ready', reports: [...reports].reverse() });
            // The names as listed now: a fixed paper shows its corrected details.
            void Promise.all(
              reports.map(async (report) => {
                const paper = await sdk
                  .readPaper(db, report.exam, report.paperId)
                  .catch(() => null);
                return [
                  `${report.exam}/${report.paperId}`,
                  paper ? `${paper.courseCode} ${paper.courseName ?? ''}`.trim() : null,
                ] as const;
              }),
            ).then((read) => !stopped && setNames(new Map(read)));
          },
          () => setListed({ phase: 'failed' }),
        );
      },
      () => setListed({ phase: 'failed' }),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [uid]);

  if (listed.phase === 'loading') {
    return (
      <p className={styles.note} role="status">
        Loading your reports…
      </p>
    );
  }
  if (listed.phase === 'failed') {
    return (
      <p className={styles.note} role="alert">
        Your reports could not be read just now. Check your connection; this page updates by itself.
      </p>
    );
  }
  if (listed.reports.length === 0) {
    return (
      <p className={styles.note}>
        None yet. Something wrong with a paper (its details, its pages, a copy of another)? Open it
        and choose Report a problem.
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label="Your reports">
      {listed.reports.map((report) => {
        const name = names.get(`${report.exam}/${report.paperId}`);
        const outcome = OUTCOMES[report.status];
        return (
          <li key={report.key} className={styles.item}>
            <div className={styles.title}>
              <h3>{name ?? `${EXAM_LABELS[report.exam]} paper`}</h3>
              <p>
                {EXAM_LABELS[report.exam]} · {said(report)}
              </p>
            </div>
            <div className={styles.state}>
              <span className={`${styles.chip} ${styles[outcome.tone]}`}>{outcome.chip}</span>
              <p className={styles.reason}>
                {outcome.words}
                {report.reason ? ` Moderator's reason: ${report.reason}` : ''}
              </p>
              {name ? (
                <Link className={styles.link} to={viewerPath(report.exam, report.paperId)}>
                  Open the paper
                </Link>
              ) : null}
              <p className={styles.meta}>
                Reported {dateFormat.format(report.createdAt)}
                {report.resolvedAt ? ` · resolved ${dateFormat.format(report.resolvedAt)}` : ''}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
