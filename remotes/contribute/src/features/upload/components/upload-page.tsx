import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  checkEmailVerified,
  rememberedAccount,
  requestSignIn,
  useAccount,
  useCollection,
} from '@vithelper/shared';
import { paperPath, type Paper } from '@vithelper/contracts/papers';
import {
  paperDetailsSchema,
  type HashClaim,
  type PaperDetails,
} from '@vithelper/contracts/contributions';
import { UNSAFE_TEXT_MESSAGE } from '@vithelper/contracts/common';
import { PageFrame } from '@vithelper/ui/page-frame';
import VerifyEmail from '@vithelper/ui/verify-email';
import { EXAM_KINDS, EXAM_LABELS, examsInWords } from '@vithelper/contracts/papers';
import { contributionsReady } from '../../../common/data/contributions';
import { keepDraining, outbox, sendQueued } from '../../../common/queue/device-outbox';
import page from '../../../common/contribute-page.module.css';
import { catalogueOf } from '../../../common/catalogue';
import { similarPapers } from '../data/details';
import { FileProblem, tooLarge } from '../../../common/pdf/file-problems';
import {
  EMPTY_DETAILS,
  readChoice,
  readPhotos,
  suggestFor,
  type Choice,
} from '../data/read-choice';
import { MostWantedSlot, requestedDetails } from '../../requests';
import { DuplicateNotice } from './duplicate-notice';
import { PhotoPages } from './photo-pages';
import styles from './upload-page.module.css';

type Field = keyof PaperDetails;
type Reading = { step: 'idle' | 'reading' | 'ocr' | 'done'; progress: number; status: string };
type Sending =
  | { state: 'idle' }
  | { state: 'sending'; progress: number }
  /** Kept on the device: offline (no message), or pausing after a failed try (why). */
  | { state: 'waiting'; message: string | null }
  | { state: 'sent'; id: string }
  | { state: 'unverified' }
  | { state: 'error'; message: string };

const MINE = '/contribute/mine';
const FIELD_LABELS: Record<Field, string> = {
  exam: 'Exam',
  courseCode: 'Course code',
  courseName: 'Course name',
  slot: 'Slot',
};
const FIELD_HINTS: Partial<Record<Field, string>> = {
  courseCode: 'Like CSE2005',
  slot: 'Like A1 or A1+TA1',
};

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** /contribute: a signed-in student sends a paper (a PDF or photos), its details filled in for them. */
export function UploadPage() {
  // Until the shell's Firebase SDK reports (it loads at an idle moment, docs/contributions.md,
  // "First visit and the device's outbox"), the account this browser had last time, else a guest's: the page is not held
  // on the SDK, and nothing here starts it. Choosing a file or signing in does.
  const [remembered] = useState(rememberedAccount);
  const account = useAccount() ?? remembered;
  // "I have this paper" (Most wanted) opens this page with the request's details in the address.
  const [search] = useSearchParams();
  useEffect(() => keepDraining(), []);
  return (
    <PageFrame
      heading="Send a paper"
      title="Contribute"
      intro="Have this semester's CAT or FAT paper? Send a PDF or photos of it. A moderator checks it, it appears for everyone, and you get 100 coins."
      before={
        <nav className={page.tabs} aria-label="Contribute">
          <span aria-current="page">Send a paper</span>
          <Link to={MINE}>My contributions</Link>
        </nav>
      }
    >
      {!account || account.anonymous ? (
        <section className={`${styles.card} ${styles.signIn}`} aria-labelledby="sign-in-heading">
          <h2 id="sign-in-heading">Sign in to contribute</h2>
          <p>
            Papers are sent from your account, so the coins for a published paper reach you and you
            can follow its review in My contributions. Your guest coins stay with you.
          </p>
          <button type="button" className={styles.primary} onClick={() => requestSignIn()}>
            Sign in
          </button>
        </section>
      ) : (
        <UploadForm
          key={search.toString()}
          uid={account.uid}
          unverifiedEmail={account.unverified ? account.email : undefined}
          search={search}
        />
      )}
      <MostWantedSlot />
    </PageFrame>
  );
}

type UploadFormProps = {
  uid: string;
  /** The address of an email account not verified yet (null: none known); else undefined. */
  unverifiedEmail?: string | null;
  search: URLSearchParams;
};

function UploadForm({ uid, unverifiedEmail, search }: UploadFormProps) {
  const collections = {
    cat1: useCollection('cat1') ?? [],
    cat2: useCollection('cat2') ?? [],
    fat: useCollection('fat') ?? [],
  };
  const catalogue = useMemo(
    () => catalogueOf(collections),
    // The lists change only when the shell reloads them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [collections.cat1, collections.cat2, collections.fat],
  );
  const [choice, setChoice] = useState<Choice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<HashClaim | null>(null);
  const [reading, setReading] = useState<Reading>({ step: 'idle', progress: 0, status: '' });
  // A request's details stand as the student's own (the paper's text does not replace them).
  const [requested] = useState(() => requestedDetails(search));
  const [details, setDetails] = useState<Record<Field, string>>(() => ({
    ...EMPTY_DETAILS,
    ...requested,
  }));
  const [suggested, setSuggested] = useState<Set<Field>>(new Set());
  const [fromRequest, setFromRequest] = useState(() => new Set(Object.keys(requested) as Field[]));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const edited = useRef<Set<Field>>(new Set(Object.keys(requested) as Field[]));
  const generation = useRef(0);
  const pdfInput = useRef<HTMLInputElement>(null);

  const similar: Paper[] = useMemo(
    () =>
      details.exam
        ? similarPapers(collections, {
            exam: details.exam as PaperDetails['exam'],
            courseCode: details.courseCode,
            slot: details.slot,
          })
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      details.exam,
      details.courseCode,
      details.slot,
      collections.cat1,
      collections.cat2,
      collections.fat,
    ],
  );

  function suggest(values: Partial<Record<Field, string>>) {
    const filled: Field[] = [];
    setDetails((current) => {
      const next = { ...current };
      for (const [field, value] of Object.entries(values) as [Field, string][]) {
        if (value && !edited.current.has(field)) {
          next[field] = value;
          filled.push(field);
        }
      }
      return next;
    });
    setSuggested((current) => new Set([...current, ...filled]));
  }

  // The requested course's name, once the catalogue knows it.
  useEffect(() => {
    const name = requested.courseCode ? catalogue.get(requested.courseCode) : undefined;
    if (name) suggest({ courseName: name });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [catalogue]);

  function edit(field: Field, value: string) {
    edited.current.add(field);
    setFromRequest((current) => {
      const next = new Set(current);
      next.delete(field);
      return next;
    });
    setSuggested((current) => {
      const next = new Set(current);
      next.delete(field);
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
    setDetails((current) => ({ ...current, [field]: value }));
    if (field === 'courseCode') {
      const name = catalogue.get(value.trim().toUpperCase());
      if (name && !edited.current.has('courseName')) suggest({ courseName: name });
    }
  }

  async function checkDuplicate(bytes: Uint8Array, run: number) {
    if (!online()) return;
    try {
      const { sdk, handles } = await contributionsReady();
      const found = await sdk.lookUpHash(handles.db, await sdk.sha256Hex(bytes));
      if (run === generation.current) setDuplicate(found);
    } catch {
      // Checked again when it is sent.
    }
  }

  async function prefill(next: Choice, run: number) {
    try {
      const values = await suggestFor(next, catalogue, (progress, status) => {
        if (run === generation.current) setReading({ step: 'ocr', progress, status });
      });
      if (run !== generation.current) return;
      suggest(values);
      setReading({ step: 'done', progress: 1, status: '' });
    } catch {
      if (run === generation.current) {
        setReading({
          step: 'done',
          progress: 1,
          status: 'The text could not be read; fill in the details yourself.',
        });
      }
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    generation.current += 1;
    const run = generation.current;
    setProblem(null);
    setDuplicate(null);
    setSending({ state: 'idle' });
    // Photos added to photos already chosen become further pages.
    if (choice?.kind === 'photos' && files.every((file) => file.type.startsWith('image/'))) {
      try {
        const more = await readPhotos(files, choice.photos.length);
        setChoice({ kind: 'photos', photos: [...choice.photos, ...more] });
      } catch (error) {
        setProblem(
          error instanceof FileProblem ? error.message : 'Those photos could not be read.',
        );
      }
      return;
    }
    setChoice(null);
    setReading({ step: 'reading', progress: 0, status: '' });
    try {
      const next = await readChoice(files);
      if (run !== generation.current) return;
      setChoice(next);
      setReading({ step: 'reading', progress: 0, status: '' });
      if (next.kind === 'pdf') void checkDuplicate(next.bytes, run);
      void prefill(next, run);
    } catch (error) {
      if (run !== generation.current) return;
      setReading({ step: 'idle', progress: 0, status: '' });
      setProblem(
        error instanceof FileProblem
          ? error.message
          : 'This file could not be read. Choose it again, or another file.',
      );
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!choice || duplicate || sending.state === 'sending') return;
    const parsed = paperDetailsSchema.safeParse(details);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message === UNSAFE_TEXT_MESSAGE ? issue.message : fieldError(field);
      }
      setErrors(next);
      return;
    }
    setSending({ state: 'sending', progress: 0 });
    // Papers come from Google or verified email accounts only (database.rules.json,
    // storage.rules); the student may have opened the link since the page loaded. Offline it
    // cannot be told: the paper waits on the device, and is kept with the reason if refused.
    if (unverifiedEmail !== undefined && online() && !(await checkEmailVerified())) {
      setSending({ state: 'unverified' });
      return;
    }
    try {
      let bytes: Uint8Array;
      let pages: number;
      let fileName: string;
      if (choice.kind === 'pdf') {
        ({ bytes, pages, name: fileName } = choice);
      } else {
        const { pageImagesToPdf } = await import('../data/photos-to-pdf');
        bytes = await pageImagesToPdf(choice.photos);
        pages = choice.photos.length;
        fileName = `${parsed.data.courseCode}-photos.pdf`;
      }
      if (bytes.length > 20 * 1024 * 1024) throw tooLarge(bytes.length);
      if (online()) {
        const { sdk, handles } = await contributionsReady();
        const blocked = await sdk.sendingBlockedBecause(handles.db, uid);
        if (blocked) throw blocked;
      }
      const submitted = await outbox.submit(
        { uid, details: parsed.data, bytes, pages, fileName },
        (paper, onProgress) =>
          sendQueued(paper, (fraction) => {
            onProgress(fraction);
            setSending({ state: 'sending', progress: fraction });
          }),
        { online: online() },
      );
      setSending(
        submitted.kind === 'sent'
          ? { state: 'sent', id: submitted.id }
          : { state: 'waiting', message: submitted.message },
      );
    } catch (error) {
      const existing = (error as { existing?: HashClaim }).existing;
      if (existing) setDuplicate(existing);
      setSending({
        state: 'error',
        message:
          error instanceof Error && error.message
            ? error.message
            : 'The paper could not be sent. Try again.',
      });
    }
  }

  function reset() {
    generation.current += 1;
    edited.current = new Set();
    setChoice(null);
    setProblem(null);
    setDuplicate(null);
    setDetails(EMPTY_DETAILS);
    setSuggested(new Set());
    setFromRequest(new Set());
    setErrors({});
    setReading({ step: 'idle', progress: 0, status: '' });
    setSending({ state: 'idle' });
  }

  if (sending.state === 'sent' || sending.state === 'waiting') {
    return (
      <section className={`${styles.card} ${styles.done}`} aria-live="polite">
        {sending.state === 'sent' ? (
          <>
            <h2>Sent: waiting for review</h2>
            <p>
              A moderator checks it soon. Once it is published you get 100 coins; follow it in My
              contributions.
            </p>
          </>
        ) : sending.message ? (
          <>
            <h2>Saved on this device</h2>
            <p>{sending.message}</p>
            <p>
              Follow it in My contributions, where you can also send it again sooner; it goes even
              if you close this page and come back later.
            </p>
          </>
        ) : (
          <>
            <h2>Waiting for connection</h2>
            <p>
              Your paper is saved on this device and is sent by itself when the connection returns,
              even if you close this page and come back later.
            </p>
          </>
        )}
        <div className={styles.actions}>
          <Link className={styles.primary} to={MINE}>
            See My contributions
          </Link>
          <button type="button" className={styles.secondary} onClick={reset}>
            Send another paper
          </button>
        </div>
      </section>
    );
  }

  const busy = sending.state === 'sending';
  return (
    <form className={styles.layout} onSubmit={(event) => void send(event)} noValidate>
      <section className={styles.card} aria-labelledby="file-heading">
        <h2 id="file-heading">1. The paper</h2>
        <p className={styles.help}>
          A PDF (up to 20 MB and 30 pages), or photos of each page: JPEG, PNG or WebP.
        </p>
        <div className={styles.pick}>
          <label className={styles.pickButton}>
            <input
              ref={pdfInput}
              className={styles.fileInput}
              type="file"
              accept="application/pdf,.pdf,image/jpeg,image/png,image/webp"
              onChange={(event) => void choose(event)}
              disabled={busy}
            />
            Choose a PDF
          </label>
          <label className={styles.pickButton}>
            <input
              className={styles.fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              capture="environment"
              multiple
              onChange={(event) => void choose(event)}
              disabled={busy}
            />
            {choice?.kind === 'photos' ? 'Add photos' : 'Take or choose photos'}
          </label>
        </div>
        {reading.step === 'reading' && !choice ? (
          <p role="status" className={styles.status}>
            Reading the file…
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        ) : null}
        {choice?.kind === 'pdf' ? (
          <p className={styles.chosen}>
            <strong>{choice.name}</strong> · {choice.pages} {choice.pages === 1 ? 'page' : 'pages'}{' '}
            · {formatSize(choice.bytes.length)}
          </p>
        ) : null}
        {choice?.kind === 'photos' ? (
          <PhotoPages
            photos={choice.photos}
            onChange={(photos) => setChoice(photos.length ? { kind: 'photos', photos } : null)}
            disabled={busy}
          />
        ) : null}
        {duplicate ? <DuplicateNotice record={duplicate} /> : null}
      </section>

      <section className={styles.card} aria-labelledby="details-heading">
        <h2 id="details-heading">2. Its details</h2>
        {reading.step === 'reading' && choice ? (
          <p role="status" className={styles.status}>
            Reading the paper's text to fill these in…
          </p>
        ) : null}
        {reading.step === 'ocr' ? (
          <div className={styles.status} role="status">
            <label htmlFor="ocr-progress">
              Reading the photo's text to fill these in (you can type meanwhile)…
            </label>
            <progress id="ocr-progress" max={1} value={reading.progress} />
          </div>
        ) : null}
        {reading.step === 'done' && reading.status ? (
          <p className={styles.status}>{reading.status}</p>
        ) : null}
        {fromRequest.size > 0 ? (
          <p className={styles.help}>
            Fields marked <span className={styles.badge}>From the request</span> are what students
            asked for: check them against your paper.
          </p>
        ) : null}
        {suggested.size > 0 ? (
          <p className={styles.help}>
            Fields marked <span className={styles.badge}>Suggested</span> were read from the paper:
            check them.
          </p>
        ) : null}
        <div className={styles.fields}>
          <DetailField
            field="exam"
            error={errors.exam}
            suggested={suggested.has('exam')}
            fromRequest={fromRequest.has('exam')}
          >
            <select
              id="field-exam"
              value={details.exam}
              onChange={(event) => edit('exam', event.target.value)}
              aria-invalid={Boolean(errors.exam)}
              aria-describedby={describedBy(
                'exam',
                suggested.has('exam'),
                errors.exam,
                fromRequest.has('exam'),
              )}
            >
              <option value="">Choose…</option>
              {EXAM_KINDS.map((exam) => (
                <option key={exam} value={exam}>
                  {EXAM_LABELS[exam]}
                </option>
              ))}
            </select>
          </DetailField>
          {(['courseCode', 'courseName', 'slot'] as const).map((field) => (
            <DetailField
              key={field}
              field={field}
              error={errors[field]}
              suggested={suggested.has(field)}
              fromRequest={fromRequest.has(field)}
            >
              <input
                id={`field-${field}`}
                value={details[field]}
                onChange={(event) =>
                  edit(
                    field,
                    field === 'courseName' ? event.target.value : event.target.value.toUpperCase(),
                  )
                }
                autoComplete="off"
                placeholder={FIELD_HINTS[field]}
                aria-invalid={Boolean(errors[field])}
                aria-describedby={describedBy(
                  field,
                  suggested.has(field),
                  errors[field],
                  fromRequest.has(field),
                )}
              />
            </DetailField>
          ))}
        </div>
        {similar.length > 0 && !duplicate ? (
          <div className={styles.similar}>
            <h3>Is it one of these?</h3>
            <p>
              These {EXAM_LABELS[details.exam as PaperDetails['exam']]} papers of{' '}
              {details.courseCode} in slot {details.slot} are already published. If yours is another
              one (another year), send it.
            </p>
            <ul>
              {similar.map((paper) => (
                <li key={paper.id}>
                  <Link
                    to={paperPath({ kind: details.exam as PaperDetails['exam'], id: paper.id })}
                  >
                    {paper.name[0]} · {paper.file_name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section className={`${styles.card} ${styles.sendCard}`} aria-labelledby="send-heading">
        <h2 id="send-heading" className={styles.hiddenHeading}>
          3. Send
        </h2>
        {sending.state === 'sending' ? (
          <div className={styles.status} role="status">
            <label htmlFor="send-progress">Sending… {Math.round(sending.progress * 100)}%</label>
            <progress id="send-progress" max={1} value={sending.progress} />
          </div>
        ) : null}
        {sending.state === 'error' ? (
          <p role="alert" className={styles.problem}>
            {sending.message}
          </p>
        ) : null}
        {sending.state === 'unverified' ? (
          <VerifyEmail action="send a paper" email={unverifiedEmail ?? null} />
        ) : null}
        <button
          type="submit"
          className={styles.primary}
          disabled={!choice || Boolean(duplicate) || busy}
        >
          {busy ? 'Sending…' : 'Send for review'}
        </button>
        {!choice ? <p className={styles.help}>Choose the paper first.</p> : null}
      </section>
    </form>
  );
}

/** A field's description: "Suggested" while it holds what the paper's text said, and its error. */
function describedBy(
  field: Field,
  suggested: boolean,
  error?: string,
  fromRequest = false,
): string | undefined {
  const ids = [
    fromRequest ? `field-${field}-request` : '',
    suggested ? `field-${field}-suggested` : '',
    error ? `field-${field}-error` : '',
  ].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function fieldError(field: Field): string {
  switch (field) {
    case 'exam':
      return `Choose ${examsInWords('or')}.`;
    case 'courseCode':
      return 'A course code looks like CSE2005: letters, then 3 or 4 digits.';
    case 'courseName':
      return 'Write the course name (2 to 120 characters).';
    case 'slot':
      return 'A slot looks like A1, or A1+TA1 for a combined slot.';
  }
}

function DetailField({
  field,
  error,
  suggested,
  fromRequest = false,
  children,
}: {
  field: Field;
  error?: string;
  suggested: boolean;
  fromRequest?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.field}>
      <span className={styles.label}>
        <label htmlFor={`field-${field}`}>{FIELD_LABELS[field]}</label>
        {fromRequest ? (
          <span id={`field-${field}-request`} className={styles.badge}>
            From the request
          </span>
        ) : null}
        {suggested ? (
          <span id={`field-${field}-suggested`} className={styles.badge}>
            Suggested
          </span>
        ) : null}
      </span>
      {children}
      {error ? (
        <p id={`field-${field}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
