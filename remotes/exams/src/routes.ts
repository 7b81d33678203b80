import type { ComponentType } from 'react';
import type { RemoteRoute } from '@vithelper/shared';
import type { ExamKind } from '@vithelper/contracts/papers';
import { lazyPage as page } from '@vithelper/shared/lazy-page';
import {
  EXAM_LABELS,
  INSTRUCTIONS_VIEWER_ROUTE,
  instructionsCacheKey,
  PAPER_LIST_ROUTES,
  PAPER_VIEWER_ROUTES,
} from '@vithelper/contracts/papers';
// The paper lists are the section's front door (the header's Examination links): they ship with
// this module, so index.html preloads them beside the remoteEntry instead of a round trip after
// this module has run (docs/performance.md, "A section's front door ships with its routes").
import {
  Cat1PapersPage,
  Cat2PapersPage,
  FatPapersPage,
} from './features/papers/components/papers-page';
import {
  instructionsPdfPathOf,
  paperPdfPathOf,
  requestFirstScreenPreview,
} from './features/viewer/data/preview-request';
import { paperCacheKey } from './common/data/paper-file';

type ViewerModule = typeof import('./features/viewer/components/viewer-pages');

// Every other page is its own chunk: a student opening a paper downloads the viewer then.
// The viewer (and pdf.js inside it, a chunk of its own) loads only when a paper is opened,
// with its first page's preparation: a list, the section's usual first screen, never runs it.
// The chunk is the `./viewer` expose's own (webpack.config.ts gives both this name), so the
// files the page's boot script preloads on a viewer's address are the ones asked for here.
const viewer = () =>
  import(/* webpackChunkName: "viewer" */ './features/viewer/components/viewer-pages');

/**
 * A viewer's page whose preload (the shell calls it when the viewer is the first screen,
 * during the start-up delay) also starts the document's first page: its preview at once
 * (features/viewer/data/preview-request.ts, part of this module), then pdf.js, its worker,
 * the record, its address and its bytes (features/viewer/data/prepare-pdf.ts).
 */
function viewerPage(
  lazy: Pick<RemoteRoute, 'Component' | 'preload'>,
  prepare: (module: ViewerModule, id: string | undefined) => void,
  requestPreview: (id: string) => void,
): Pick<RemoteRoute, 'Component' | 'preload'> {
  return {
    Component: lazy.Component,
    preload: async (params) => {
      if (params?.id) requestPreview(params.id);
      const started = viewer().then(
        (module) => prepare(module, params?.id),
        // Nothing prepared: the viewer opens its document itself.
        () => undefined,
      );
      await Promise.all([started, lazy.preload?.(params)]);
    },
  };
}
const paperViewer = (kind: ExamKind, pick: (m: ViewerModule) => ComponentType) =>
  viewerPage(
    page(viewer, pick),
    (module, id) => module.preparePaperPdf(kind, id),
    (id) => requestFirstScreenPreview(paperCacheKey(kind, id), paperPdfPathOf(kind, id)),
  );

export const routes: RemoteRoute[] = [
  { path: PAPER_LIST_ROUTES.cat1, title: `${EXAM_LABELS.cat1} Papers`, Component: Cat1PapersPage },
  { path: PAPER_LIST_ROUTES.cat2, title: `${EXAM_LABELS.cat2} Papers`, Component: Cat2PapersPage },
  { path: PAPER_LIST_ROUTES.fat, title: `${EXAM_LABELS.fat} Papers`, Component: FatPapersPage },
  {
    path: PAPER_VIEWER_ROUTES.cat1,
    title: `${EXAM_LABELS.cat1} Paper`,
    ...paperViewer('cat1', (m) => m.Cat1PaperViewerPage),
  },
  {
    path: PAPER_VIEWER_ROUTES.cat2,
    title: `${EXAM_LABELS.cat2} Paper`,
    ...paperViewer('cat2', (m) => m.Cat2PaperViewerPage),
  },
  {
    path: PAPER_VIEWER_ROUTES.fat,
    title: `${EXAM_LABELS.fat} Paper`,
    ...paperViewer('fat', (m) => m.FatPaperViewerPage),
  },
  {
    path: INSTRUCTIONS_VIEWER_ROUTE,
    title: 'Material instructions',
    ...viewerPage(
      page(viewer, (m) => m.InstructionsViewerPage),
      (module, id) => module.prepareInstructionsPdf(id),
      (id) => requestFirstScreenPreview(instructionsCacheKey(id), instructionsPdfPathOf(id)),
    ),
  },
  {
    path: '/materials',
    title: 'Study Materials',
    ...page(
      () => import('./features/materials/components/materials-page'),
      (m) => m.MaterialsPage,
    ),
  },
  {
    path: '/faqs',
    title: 'FAQs',
    ...page(
      () => import('./features/faqs/components/faqs-page'),
      (m) => m.FaqsPage,
    ),
  },
];
