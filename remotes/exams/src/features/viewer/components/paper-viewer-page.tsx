import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  completeList,
  requestSignIn,
  useAccount,
  usePageTitle,
  useArrival,
  useCollection,
  useUnreadable,
} from '@vithelper/shared';
import { getPdfUrl } from '@vithelper/paper-files';
import { paperPdfPath, type ExamKind } from '@vithelper/contracts/papers';
import { paperYear } from '@vithelper/contracts/papers';
import { paperRef, rememberOpenedPaper } from '@vithelper/device/saved-papers';
import { ListUnreadable } from '@vithelper/ui/list-unreadable';
import { useEffect, useMemo } from 'react';
import { EXAM_LABELS } from '@vithelper/contracts/papers';
import { coursePath } from '@vithelper/contracts/questions/paths';
import { readHitParams } from '../../inside-papers';
import { paperCacheKey, paperFileName } from '../../../common/data/paper-file';
import { listReturnPath } from '../../../common/list/data/list-return';
import { SaveToggle, useSavedPaperIds } from '../../saved';
import { pdfPreviewUrl } from '../data/first-page-preview';
import { PdfViewer } from './pdf-viewer';
import styles from './pdf-viewer.module.css';

type PaperViewerPageProps = { kind: ExamKind };

// The report form is fetched when "Report a problem" is pressed: it adds nothing to the viewer.
const ReportDialog = lazy(() => import('../../report').then((m) => ({ default: m.ReportDialog })));

/** /cat1papers/:id and its siblings: one paper in the in-app viewer. */
function PaperViewerPage({ kind }: PaperViewerPageProps) {
  const { id = '' } = useParams();
  // ?page=4&hl=dijkstra from a search hit (or a shared link): read as untrusted input.
  const { search } = useLocation();
  const hit = useMemo(() => readHitParams(search), [search]);
  const list = useCollection(kind);
  const paper = list?.find((candidate) => candidate.id === id) ?? null;
  // A paper that is not in the list's first part may be in the rest, still arriving.
  const arriving = useArrival(kind) === 'arriving';
  const unreadable = useUnreadable(kind);
  useEffect(() => {
    if (list !== null && !paper) void completeList(kind);
  }, [kind, list, paper]);
  const savedIds = useSavedPaperIds(kind);
  // 'signing-in': a guest asked to sign in from the report form, which comes back once signed in.
  const [reporting, setReporting] = useState<'no' | 'yes' | 'signing-in'>('no');
  const account = useAccount();
  const reportButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (reporting === 'signing-in' && account && !account.anonymous) setReporting('yes');
  }, [reporting, account]);
  const listPath = `/${kind}papers`;
  const year = paper ? paperYear(paper) : undefined;
  const exam = year ? `${EXAM_LABELS[kind]} ${year}` : EXAM_LABELS[kind];
  const heading = paper ? `${paper.name[0]} (${paper.name[1]}) ${exam} paper` : `${exam} paper`;
  usePageTitle(paper ? `${paper.name[1]} ${exam}` : `${exam} paper`);

  useEffect(() => {
    if (paper) rememberOpenedPaper(paperRef(kind, paper));
  }, [kind, paper]);

  const resolveUrl = useCallback(
    () => (paper ? getPdfUrl(paperPdfPath(paper)) : Promise.reject(new Error('No paper'))),
    [paper],
  );

  if (!paper && unreadable) {
    // A list that could not be read says so: the paper may well be in it.
    return (
      <main id="main" className={styles.page}>
        <h1 className={styles.title}>{EXAM_LABELS[kind]} paper</h1>
        <ListUnreadable
          name={kind}
          message={`The ${EXAM_LABELS[kind]} papers could not be read, so this paper cannot be shown yet.`}
        />
        <p>
          <Link to={listPath} className={styles.button}>
            Back to papers
          </Link>
        </p>
      </main>
    );
  }
  if (list === null || (!paper && arriving)) {
    return (
      <main id="main" className={styles.page}>
        <p role="status" className={styles.note}>
          Loading the paper…
        </p>
      </main>
    );
  }
  if (!paper) {
    return (
      <main id="main" className={styles.page}>
        <h1 className={styles.title}>This paper is not in VITHelper</h1>
        <p className={styles.details}>
          The link may be old, or the paper was removed. The {EXAM_LABELS[kind]} papers are all
          listed, and searchable, on their page.
        </p>
        <p>
          <Link to={listPath} className={styles.button}>
            Back to papers
          </Link>
        </p>
      </main>
    );
  }
  const slot = paper.name[2]?.trim();
  return (
    <>
      <PdfViewer
        key={`${kind}/${paper.id}`}
        title={heading}
        details={`${EXAM_LABELS[kind]} · ${paper.name[1]} · Slot ${slot || 'not listed'}${year ? ` · ${year}` : ''}`}
        cacheKey={paperCacheKey(kind, paper.id)}
        resolveUrl={resolveUrl}
        previewUrl={pdfPreviewUrl(paperPdfPath(paper))}
        fileName={paperFileName(kind, paper)}
        backTo={listReturnPath(listPath)}
        backLabel="Back to papers"
        actions={
          <>
            <SaveToggle kind={kind} paper={paper} saved={savedIds.has(paper.id)} />
            {/* A short word on a phone's one row of actions, the course named to speech. */}
            <Link
              className={styles.quiet}
              to={coursePath(paper.name[1])}
              aria-label={`All questions of ${paper.name[1]}`}
            >
              Questions
            </Link>
            <button
              type="button"
              className={styles.quiet}
              ref={reportButton}
              aria-haspopup="dialog"
              onClick={() => setReporting('yes')}
            >
              Report a problem
            </button>
          </>
        }
        startPage={hit.page}
        highlight={hit.hl}
      />
      {reporting === 'yes' ? (
        <Suspense fallback={null}>
          <ReportDialog
            exam={kind}
            paperId={paper.id}
            listed={{
              courseName: paper.name[0],
              courseCode: paper.name[1],
              slot: slot || undefined,
            }}
            onClose={() => {
              setReporting('no');
              // Back to the button, also when the form came back after a sign-in.
              reportButton.current?.focus();
            }}
            onSignIn={() => {
              setReporting('signing-in');
              requestSignIn();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export const Cat1PaperViewerPage = () => <PaperViewerPage kind="cat1" />;
export const Cat2PaperViewerPage = () => <PaperViewerPage kind="cat2" />;
export const FatPaperViewerPage = () => <PaperViewerPage kind="fat" />;
