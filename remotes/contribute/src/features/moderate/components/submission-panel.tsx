import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { EXAM_KINDS } from '@vithelper/contracts/papers';
import {
  paperDetailsSchema,
  type PaperDetails,
  type SubmissionEntry,
} from '@vithelper/contracts/contributions';
import { EXAM_LABELS, viewerPath } from '@vithelper/contracts/papers';
import { ago } from '../data/reasons';
import { DetailField } from './detail-field';
import { PaperPanel } from './pdf-preview';
import styles from './moderate.module.css';

type Fields = Record<keyof Omit<PaperDetails, 'exam'>, string> & Pick<PaperDetails, 'exam'>;

const fieldsOf = (entry: SubmissionEntry): Fields => ({
  exam: entry.exam,
  courseCode: entry.courseCode,
  courseName: entry.courseName,
  slot: entry.slot,
});

const FIELD_HINTS = {
  courseCode: 'Like CSE2005: 2–5 letters, 3–4 digits.',
  courseName: '2–120 characters.',
  slot: 'Like A1 or A1+TA1.',
} as const;

type Props = {
  entry: SubmissionEntry;
  /** The moderator's own uid: a decision by someone else is shown as such. */
  me: string;
  busy: boolean;
  fetchPdf: (entry: SubmissionEntry) => Promise<ArrayBuffer>;
  onApprove: (entry: SubmissionEntry, details: PaperDetails | undefined) => void;
  onSave: (entry: SubmissionEntry, details: PaperDetails) => void;
  onReject: (entry: SubmissionEntry) => void;
  onBack: () => void;
};

/** One submission: its PDF in the site's viewer beside its editable details, and the decision. */
export function SubmissionPanel({
  entry,
  me,
  busy,
  fetchPdf,
  onApprove,
  onSave,
  onReject,
  onBack,
}: Props) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(entry));
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const formId = useId();
  useEffect(() => {
    setFields(fieldsOf(entry));
    setInvalid(new Set());
  }, [entry.uid, entry.id]); // eslint-disable-line react-hooks/exhaustive-deps -- a new item, not a re-read

  const title = `${entry.courseCode} ${entry.courseName}`;
  const changed = (Object.keys(fields) as (keyof Fields)[]).some(
    (key) => fields[key] !== entry[key],
  );
  const pending = entry.status === 'pending';
  // The rules let only another moderator approve (and credit) a moderator's own paper.
  const own = entry.uid === me;

  /** The details as the rules want them, or null with the wrong fields marked. */
  const checked = (): PaperDetails | null => {
    const result = paperDetailsSchema.safeParse(fields);
    if (result.success) {
      setInvalid(new Set());
      return result.data;
    }
    setInvalid(new Set(result.error.issues.map((issue) => String(issue.path[0]))));
    return null;
  };
  const approve = () => {
    if (own) return;
    const details = checked();
    if (details) onApprove(entry, changed ? details : undefined);
  };
  const save = () => {
    const details = checked();
    if (details) onSave(entry, details);
  };

  const input = (key: keyof typeof FIELD_HINTS, label: string) => (
    <DetailField
      id={`${formId}-${key}`}
      label={label}
      value={fields[key]}
      hint={FIELD_HINTS[key]}
      invalid={invalid.has(key)}
      disabled={!pending || busy}
      autoCapitalize={key === 'courseName' ? 'words' : 'characters'}
      onChange={(value) => setFields({ ...fields, [key]: value })}
    />
  );

  return (
    <PaperPanel
      title={title}
      back="← Back to the queue"
      onBack={onBack}
      file={{
        fileName: `${entry.courseCode} ${entry.exam.toUpperCase()} ${entry.slot}.pdf`,
        documentKey: `${entry.uid}/${entry.id}`,
        load: () => fetchPdf(entry),
      }}
      onSubmit={approve}
    >
      <p className={styles.muted}>
        Sent {ago(entry.createdAt)} · {entry.pages} {entry.pages === 1 ? 'page' : 'pages'} ·{' '}
        {Math.max(1, Math.round(entry.size / 1024))} KB
      </p>
      {!pending ? (
        <p role="alert" className={styles.decided}>
          {entry.decidedBy === me ? 'You have ' : 'Another moderator has '}
          {entry.status === 'approved' ? 'already approved' : 'already rejected'} this paper
          {entry.decidedAt ? ` (${ago(entry.decidedAt)})` : ''}.
          {entry.status === 'approved' && entry.paperId ? (
            <>
              {' '}
              <Link to={viewerPath(entry.exam, entry.paperId)}>Open the published paper</Link>
            </>
          ) : null}
          {entry.reason ? ` Reason: ${entry.reason}` : ''}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${formId}-exam`} className={styles.label}>
          Exam
        </label>
        <select
          id={`${formId}-exam`}
          className={styles.input}
          value={fields.exam}
          disabled={!pending || busy}
          onChange={(event) =>
            setFields({ ...fields, exam: event.target.value as PaperDetails['exam'] })
          }
        >
          {EXAM_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {EXAM_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      {input('courseCode', 'Course code')}
      {input('courseName', 'Course name')}
      {input('slot', 'Slot')}
      {pending && own ? (
        <p role="note" className={styles.muted}>
          You sent this paper yourself, so another moderator has to approve it. You can still
          correct its details or reject it.
        </p>
      ) : null}
      {pending ? (
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy || own}>
            {changed ? 'Approve with these details' : 'Approve'}
          </button>
          <button
            type="button"
            className={styles.danger}
            disabled={busy}
            onClick={() => onReject(entry)}
          >
            Reject…
          </button>
          {changed ? (
            <button type="button" className={styles.secondary} disabled={busy} onClick={save}>
              Save details
            </button>
          ) : null}
        </div>
      ) : null}
    </PaperPanel>
  );
}
