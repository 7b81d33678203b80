import {
  Component,
  lazy,
  Suspense,
  useId,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { loadSectionModule } from '@vithelper/shared';
import styles from './moderate.module.css';

/** What the exams section's './pdf-pane' takes (remotes/exams/src/features/viewer/components/pdf-pane.tsx). */
type PdfPaneProps = {
  title: string;
  fileName: string;
  documentKey: string;
  load: () => Promise<ArrayBuffer>;
};

// The site's one PDF viewer, from the exams section through the shell's federation runtime.
const ExamsPdfPane = lazy(async () => {
  const module = await loadSectionModule<{ PdfPane?: ComponentType<PdfPaneProps> }>(
    'exams',
    './pdf-pane',
  );
  if (!module.PdfPane) throw new Error('The exams section exposes no PdfPane.');
  return { default: module.PdfPane };
});

type Props = PdfPaneProps;

/** The viewer could not be loaded (the exams section is down or offline): the PDF is still downloadable. */
class ViewerBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function DownloadInstead({ load }: Pick<Props, 'load'>) {
  const [problem, setProblem] = useState<string | null>(null);
  const download = () =>
    load().then(
      (bytes) => {
        const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
        window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
      () => setProblem('The PDF could not be downloaded either. Check your connection.'),
    );
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.viewerProblem}>
        The PDF viewer could not be loaded. Reload the page to try again, or open the file on its
        own.
      </p>
      <button type="button" className={styles.secondary} onClick={() => void download()}>
        Open the PDF
      </button>
      {problem ? <p className={styles.viewerProblem}>{problem}</p> : null}
    </div>
  );
}

/** A paper waiting for review, or a published one reported, in the site's viewer. */
export function PdfPreview({ title, fileName, documentKey, load }: Props) {
  return (
    <ViewerBoundary fallback={<DownloadInstead load={load} />}>
      <Suspense
        fallback={
          <p role="status" className={styles.muted}>
            Opening the PDF viewer…
          </p>
        }
      >
        <ExamsPdfPane title={title} fileName={fileName} documentKey={documentKey} load={load} />
      </Suspense>
    </ViewerBoundary>
  );
}

type PaperPanelProps = {
  /** What the paper is, e.g. "CSE2005 Operating Systems": the details' heading and the viewer's name. */
  title: string;
  /** The way back to the list, shown where the paper takes the list's place (phones, tablets). */
  back: string;
  onBack: () => void;
  /** The PDF to show; null while there is none, with `instead` said in its place. */
  file: Omit<PdfPaneProps, 'title'> | null;
  instead?: ReactNode;
  /** The details form was sent (Enter, or its submit button). */
  onSubmit: () => void;
  /** The details form, under its heading. */
  children: ReactNode;
};

/** One paper opened from a moderation list: its PDF in the viewer beside its details form. */
export function PaperPanel({
  title,
  back,
  onBack,
  file,
  instead,
  onSubmit,
  children,
}: PaperPanelProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <button type="button" className={styles.backButton} onClick={onBack}>
        {back}
      </button>
      <div className={styles.itemGrid}>
        <div className={styles.preview}>
          {file ? <PdfPreview title={title} {...file} /> : instead}
        </div>
        <form className={styles.details} onSubmit={submit}>
          <h2 id={titleId} className={styles.itemTitle}>
            {title}
          </h2>
          {children}
        </form>
      </div>
    </article>
  );
}
