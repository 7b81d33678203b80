import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadSectionModule } from '@vithelper/shared';
import type { SubmissionEntry } from '@vithelper/shared/contributions';
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

type Props = {
  entry: SubmissionEntry;
  title: string;
  fetchPdf: (entry: SubmissionEntry) => Promise<ArrayBuffer>;
};

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

function DownloadInstead({ entry, fetchPdf }: Omit<Props, 'title'>) {
  const [problem, setProblem] = useState<string | null>(null);
  const download = () =>
    fetchPdf(entry).then(
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

/** The submission's PDF in the site's viewer. */
export function PdfPreview({ entry, title, fetchPdf }: Props) {
  const load = useCallback(() => fetchPdf(entry), [entry, fetchPdf]);
  return (
    <ViewerBoundary fallback={<DownloadInstead entry={entry} fetchPdf={fetchPdf} />}>
      <Suspense
        fallback={
          <p role="status" className={styles.muted}>
            Opening the PDF viewer…
          </p>
        }
      >
        <ExamsPdfPane
          title={title}
          fileName={`${entry.courseCode} ${entry.exam.toUpperCase()} ${entry.slot}.pdf`}
          documentKey={`${entry.uid}/${entry.id}`}
          load={load}
        />
      </Suspense>
    </ViewerBoundary>
  );
}
