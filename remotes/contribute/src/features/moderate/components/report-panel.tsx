import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { getPdfUrl } from '@vithelper/paper-files';
import { paperPdfPath } from '@vithelper/contracts/papers';
import { paperCacheKey } from '@vithelper/contracts/papers';
import { loadPdfBytes } from '@vithelper/device/pdf-cache';
import { EXAM_LABELS, isExamKind, viewerPath } from '@vithelper/contracts/papers';
import { PAPER_LINK } from '@vithelper/contracts/common';
import { REPORT_KIND_LABELS, type ReportEntry } from '@vithelper/contracts/feedback';
import { ago } from '../data/reasons';
import type { PaperOnRecord, ReportedPaper } from '../hooks/use-feedback';
import { DetailField } from './detail-field';
import { PaperPanel } from './pdf-preview';
import styles from './moderate.module.css';

export type PaperFix = { courseCode: string; courseName: string; slot: string };

type Props = {
  item: ReportedPaper;
  busy: boolean;
  onFix: (item: ReportedPaper, fix: PaperFix) => void;
  onTrash: (item: ReportedPaper) => void;
  onReplace: (item: ReportedPaper) => void;
  onDismiss: (item: ReportedPaper) => void;
  onBack: () => void;
};

const FIELD_WORDS = { courseCode: 'course code', courseName: 'course name', slot: 'slot' } as const;

const fixOf = (paper: PaperOnRecord | null | undefined): PaperFix => ({
  courseCode: paper?.courseCode ?? '',
  courseName: paper?.courseName ?? '',
  slot: paper?.slot ?? '',
});

/** "CSE2005 Operating Systems (CAT-1, C1)", or the paper's key while it is read. */
export function describePaper(item: ReportedPaper): string {
  const { paper } = item;
  if (!paper) return `${EXAM_LABELS[item.exam]} paper ${item.paperId}`;
  const name = paper.courseName ? ` ${paper.courseName}` : '';
  const slot = paper.slot ? `, ${paper.slot}` : '';
  return `${paper.courseCode}${name} (${EXAM_LABELS[item.exam]}${slot})`;
}

function ReportLine({
  report,
  onUse,
  busy,
}: {
  report: ReportEntry;
  onUse: (field: keyof PaperFix, value: string) => void;
  busy: boolean;
}) {
  const said =
    report.kind === 'details' && report.field && report.value
      ? `The ${FIELD_WORDS[report.field]} should be ${report.value}.`
      : report.kind === 'wrong-exam' && report.value
        ? `It is a ${isExamKind(report.value) ? EXAM_LABELS[report.value] : report.value} paper.`
        : null;
  return (
    <li className={styles.report}>
      <p className={styles.reportKind}>{REPORT_KIND_LABELS[report.kind]}</p>
      {said ? (
        <p className={styles.reportSaid}>
          {said}
          {report.kind === 'details' && report.field && report.value ? (
            <button
              type="button"
              className={styles.use}
              disabled={busy}
              onClick={() => onUse(report.field!, report.value!)}
            >
              Use
            </button>
          ) : null}
        </p>
      ) : null}
      {report.link ? (
        <p className={styles.rowMeta}>
          Same as{' '}
          {/* Only a path of this site is a link; anything else is shown as the text it is. */}
          {PAPER_LINK.test(report.link) ? (
            <Link to={report.link}>{report.link}</Link>
          ) : (
            <span>{report.link}</span>
          )}
        </p>
      ) : null}
      {report.text ? <p className={styles.reportText}>“{report.text}”</p> : null}
      <p className={styles.rowMeta}>Reported {ago(report.createdAt)}</p>
    </li>
  );
}

/** One reported paper: the PDF in the site's viewer beside its reports, handled as one. */
export function ReportPanel({ item, busy, onFix, onTrash, onReplace, onDismiss, onBack }: Props) {
  const { paper } = item;
  const formId = useId();
  const [fix, setFix] = useState<PaperFix>(() => fixOf(paper));
  useEffect(() => setFix(fixOf(paper)), [paper]);
  const changed = (Object.keys(fix) as (keyof PaperFix)[]).some(
    (key) => fix[key].trim() !== fixOf(paper)[key],
  );
  const title = describePaper(item);

  const input = (key: keyof PaperFix, label: string, hint: string) => (
    <DetailField
      id={`${formId}-${key}`}
      label={label}
      value={fix[key]}
      hint={hint}
      disabled={busy || !paper}
      autoCapitalize={key === 'courseName' ? 'words' : 'characters'}
      onChange={(value) => setFix({ ...fix, [key]: value })}
    />
  );

  return (
    <PaperPanel
      title={title}
      back="← Back to the reports"
      onBack={onBack}
      file={
        paper
          ? {
              fileName: `${paper.courseCode} ${item.exam.toUpperCase()}${paper.slot ? ` ${paper.slot}` : ''}.pdf`,
              documentKey: `${item.exam}/${item.paperId}`,
              load: () => {
                const { fileName } = paper;
                return fileName
                  ? loadPdfBytes(paperCacheKey(item.exam, item.paperId), () =>
                      getPdfUrl(paperPdfPath({ file_name: fileName })),
                    )
                  : Promise.reject(new Error('This paper is no longer listed.'));
              },
            }
          : null
      }
      instead={
        paper === undefined ? (
          <p role="status" className={styles.muted}>
            Reading the paper…
          </p>
        ) : (
          <p className={styles.empty}>
            This paper is no longer listed (removed or unpublished). Dismiss its reports to tell the
            students why.
          </p>
        )
      }
      onSubmit={() => onFix(item, fix)}
    >
      <p className={styles.muted}>
        {item.reports.length} open {item.reports.length === 1 ? 'report' : 'reports'}, handled as
        one: every student who reported it is told the outcome.
        {paper ? (
          <>
            {' '}
            <Link to={viewerPath(item.exam, item.paperId)}>Open it as students see it</Link>
          </>
        ) : null}
      </p>
      <ul className={styles.reports} aria-label="Reports">
        {item.reports.map((report) => (
          <ReportLine
            key={`${report.uid}/${report.key}`}
            report={report}
            busy={busy || !paper}
            onUse={(field, value) => setFix({ ...fix, [field]: value })}
          />
        ))}
      </ul>
      {paper ? (
        <fieldset className={styles.fixFields} disabled={busy}>
          <legend className={styles.label}>Fix the details</legend>
          {input('courseCode', 'Course code', 'Like CSE2005: 2–5 letters, 3–4 digits.')}
          {input('courseName', 'Course name', '2–120 characters.')}
          {input('slot', 'Slot', 'Like A1 or A1+TA1; empty if not known.')}
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        {paper ? (
          <button type="submit" className={styles.primary} disabled={busy || !changed}>
            Save and resolve as fixed
          </button>
        ) : null}
        {paper ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => onReplace(item)}
          >
            Replace the file…
          </button>
        ) : null}
        <button
          type="button"
          className={styles.secondary}
          disabled={busy || paper === undefined}
          onClick={() => onDismiss(item)}
        >
          Dismiss…
        </button>
        {paper ? (
          <button
            type="button"
            className={styles.danger}
            disabled={busy}
            onClick={() => onTrash(item)}
          >
            Remove to trash…
          </button>
        ) : null}
      </div>
    </PaperPanel>
  );
}
