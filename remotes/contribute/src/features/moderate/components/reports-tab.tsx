import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paperCacheKey } from '@vithelper/contracts/papers';
import { storeCachedPdf } from '@vithelper/device/pdf-cache';
import { EXAM_LABELS } from '@vithelper/contracts/papers';
import { REPORT_KIND_LABELS } from '@vithelper/contracts/feedback';
import { moderationSdk } from '../data/moderation';
import { ago } from '../data/reasons';
import type { FeedbackState, ReportedPaper } from '../hooks/use-feedback';
import { ItemList } from './item-list';
import { NoticeLine, type Notice } from './notice-line';
import { ReasonDialog } from './reason-dialog';
import { ReplaceFileDialog } from './replace-file-dialog';
import { describePaper, ReportPanel, type PaperFix } from './report-panel';
import styles from './moderate.module.css';

type Ready = Extract<FeedbackState, { status: 'ready' }>;
type Asking = { item: ReportedPaper; action: 'dismiss' | 'trash' | 'replace' };

const told = (count: number) =>
  count === 1
    ? 'the student who reported it is told'
    : `the ${count} students who reported it are told`;

/** /moderate?tab=reports: papers students reported, the most reported first, each handled as one. */
export function ReportsTab({ feedback, me }: { feedback: Ready; me: string }) {
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [askProblem, setAskProblem] = useState<string | null>(null);
  const { reported, connection } = feedback;
  const { sdk, db } = connection;
  const openKey = params.get('paper');
  const open = reported.find((item) => item.key === openKey) ?? null;

  const openItem = (item: ReportedPaper | null) => {
    const next = new URLSearchParams(params);
    if (item) next.set('paper', item.key);
    else next.delete('paper');
    setParams(next, { replace: !item });
  };
  const nextAfter = (item: ReportedPaper) =>
    reported.find((other) => other.key !== item.key) ?? null;
  const failure = (error: unknown) =>
    error instanceof Error ? error.message : 'That did not work. Try again.';
  const paperOf = (item: ReportedPaper) =>
    item.paper ?? {
      exam: item.exam,
      paperId: item.paperId,
      courseCode: 'A paper no longer listed',
    };

  const fix = (item: ReportedPaper, details: PaperFix) => {
    setBusy(true);
    setNotice(null);
    sdk
      .fixPaperDetails(db, me, item.exam, item.paperId, details, item.reports)
      .then(
        (paper) => {
          feedback.reread(item.exam, item.paperId);
          openItem(nextAfter(item));
          setNotice({
            kind: 'done',
            text: `Fixed: ${paper.courseCode} ${paper.courseName ?? ''} is listed with the new details; ${told(item.reports.length)}.`,
            link: { to: `/${item.exam}papers/${item.paperId}`, label: 'Open it' },
          });
        },
        (error: unknown) => setNotice({ kind: 'problem', text: failure(error) }),
      )
      .finally(() => setBusy(false));
  };

  const replace = (bytes: Uint8Array) => {
    if (!asking) return;
    const item = reported.find((other) => other.key === asking.item.key) ?? asking.item;
    setBusy(true);
    setAskProblem(null);
    moderationSdk()
      .then(({ sdk: moderation, handles }) =>
        moderation.replacePaperFile(
          handles,
          me,
          { exam: item.exam, paperId: item.paperId },
          bytes,
          item.reports,
        ),
      )
      // This device keeps papers by exam and id: the copy it read here becomes the new file.
      .then(() => storeCachedPdf(paperCacheKey(item.exam, item.paperId), bytes.slice().buffer))
      .then(
        () => {
          setBusy(false);
          setAsking(null);
          feedback.reread(item.exam, item.paperId);
          openItem(nextAfter(item));
          setNotice({
            kind: 'done',
            text: `Replaced the file of ${describePaper(item)}; ${told(item.reports.length)} it is fixed.`,
            link: { to: `/${item.exam}papers/${item.paperId}`, label: 'Open it' },
          });
        },
        (error: unknown) => {
          setBusy(false);
          setAskProblem(failure(error));
        },
      );
  };

  const decide = (reason: string) => {
    if (!asking || asking.action === 'replace') return;
    const { action } = asking;
    // The paper as read by now: the dialog may have opened while it was being read.
    const item = reported.find((other) => other.key === asking.item.key) ?? asking.item;
    setBusy(true);
    setAskProblem(null);
    const work =
      action === 'trash'
        ? sdk.trashPaper(db, me, item.exam, item.paperId, { reason, reports: item.reports })
        : sdk.resolveReports(db, me, item.reports, 'dismissed', { paper: paperOf(item), reason });
    work.then(
      () => {
        setBusy(false);
        setAsking(null);
        openItem(nextAfter(item));
        setNotice(
          action === 'trash'
            ? {
                kind: 'done',
                text: `Removed ${describePaper(item)} to the trash; ${told(item.reports.length)}. It can be restored for 30 days.`,
                link: { to: '/moderate?tab=trash', label: 'Open the trash' },
              }
            : {
                kind: 'done',
                text: `Dismissed the reports of ${describePaper(item)}; ${told(item.reports.length)} why.`,
              },
        );
      },
      (error: unknown) => {
        setBusy(false);
        setAskProblem(failure(error));
      },
    );
  };

  return (
    <div className={open ? `${styles.layout} ${styles.hasItem}` : styles.layout}>
      <NoticeLine notice={notice} />
      <div className={styles.queue}>
        <ItemList
          id="moderation-reports"
          heading="Reported papers"
          count={reported.length}
          empty="No open reports. When a student reports a problem with a paper, it appears here."
          items={reported}
          keyOf={(item) => item.key}
          title={(item) =>
            // The slot too: two papers of one course read the same without it.
            item.paper
              ? [
                  item.paper.courseCode,
                  item.paper.courseName,
                  item.paper.slot ? `slot ${item.paper.slot}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : `Paper ${item.paperId}`
          }
          tag={(item) => EXAM_LABELS[item.exam]}
          meta={(item) => [
            `${item.reports.length} ${item.reports.length === 1 ? 'report' : 'reports'}: ${[
              ...new Set(item.reports.map((report) => REPORT_KIND_LABELS[report.kind])),
            ].join(', ')} · ${ago(item.reports[0]?.createdAt ?? Date.now())}`,
          ]}
          open={{ key: openKey, onOpen: openItem }}
        />
      </div>
      {open ? (
        <ReportPanel
          item={open}
          busy={busy}
          onFix={fix}
          onTrash={(item) => {
            setAskProblem(null);
            setAsking({ item, action: 'trash' });
          }}
          onReplace={(item) => {
            setAskProblem(null);
            setAsking({ item, action: 'replace' });
          }}
          onDismiss={(item) => {
            setAskProblem(null);
            setAsking({ item, action: 'dismiss' });
          }}
          onBack={() => openItem(null)}
        />
      ) : reported.length > 0 ? (
        <p className={styles.pick}>Choose a paper to see its reports beside it.</p>
      ) : null}
      {asking?.action === 'replace' ? (
        <ReplaceFileDialog
          what={describePaper(asking.item)}
          reports={asking.item.reports.length}
          busy={busy}
          problem={askProblem}
          onConfirm={replace}
          onCancel={() => setAsking(null)}
        />
      ) : asking ? (
        <ReasonDialog
          title={asking.action === 'trash' ? 'Remove this paper?' : 'Dismiss these reports?'}
          what={describePaper(asking.item)}
          label={
            asking.action === 'trash'
              ? 'Why it is removed; the students who reported it read this'
              : 'Why nothing changes; the students who reported it read this'
          }
          required={asking.action === 'dismiss'}
          confirm={
            busy ? 'Saving…' : asking.action === 'trash' ? 'Remove to trash' : 'Dismiss reports'
          }
          busy={busy}
          problem={askProblem}
          onConfirm={decide}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
