import { lazy, Suspense, useCallback, type ComponentType } from 'react';
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

/** The submission's PDF in the site's viewer. */
export function PdfPreview({ entry, title, fetchPdf }: Props) {
  const load = useCallback(() => fetchPdf(entry), [entry, fetchPdf]);
  return (
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
  );
}
