import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle, useCollection, useUnreadable } from '@vithelper/shared';
import { getPdfUrl } from '@vithelper/paper-files';
import { materialInstructionsPath } from '@vithelper/contracts/papers';
import { instructionsCacheKey } from '@vithelper/contracts/papers';
import { ListUnreadable } from '@vithelper/ui/list-unreadable';
import { listReturnPath } from '../../../common/list/data/list-return';
import { pdfPreviewUrl } from '../data/first-page-preview';
import { PdfViewer } from './pdf-viewer';
import styles from './pdf-viewer.module.css';

/** /materials/:id/instructions: a material's instructions PDF in the in-app viewer. */
export function InstructionsViewerPage() {
  const { id = '' } = useParams();
  const list = useCollection('materials');
  const material = list?.find((candidate) => candidate.id === id) ?? null;
  const unreadable = useUnreadable('materials');
  usePageTitle(material ? `${material.name}: instructions` : 'Material instructions');
  const resolveUrl = useCallback(
    () =>
      material
        ? getPdfUrl(materialInstructionsPath(material))
        : Promise.reject(new Error('No material')),
    [material],
  );
  if (list === null) {
    return (
      <main id="main" className={styles.page}>
        <p role="status" className={styles.note}>
          Loading the material…
        </p>
      </main>
    );
  }
  if (!material && unreadable) {
    // A list that could not be read says so: the material may well be in it.
    return (
      <main id="main" className={styles.page}>
        <h1 className={styles.title}>Material instructions</h1>
        <ListUnreadable
          name="materials"
          message="The study materials could not be read, so these instructions cannot be shown yet."
        />
        <p>
          <Link to="/materials" className={styles.button}>
            Back to materials
          </Link>
        </p>
      </main>
    );
  }
  if (!material) {
    return (
      <main id="main" className={styles.page}>
        <h1 className={styles.title}>This material is not in VITHelper</h1>
        <p>
          <Link to="/materials" className={styles.button}>
            Back to materials
          </Link>
        </p>
      </main>
    );
  }
  return (
    <PdfViewer
      key={material.id}
      title={`${material.name}: instructions`}
      details="Study material instructions"
      cacheKey={instructionsCacheKey(material.id)}
      resolveUrl={resolveUrl}
      previewUrl={pdfPreviewUrl(materialInstructionsPath(material))}
      fileName={`${material.name.replace(/[\\/:*?"<>|]+/g, ' ').trim()} instructions.pdf`}
      backTo={listReturnPath('/materials')}
      backLabel="Back to materials"
    />
  );
}
