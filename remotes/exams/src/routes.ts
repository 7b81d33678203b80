import { lazy } from 'react';
import type { RemoteRoute } from '@vithelper/shared';
import { lazyPage as page } from '@vithelper/shared/lazy-page';
// The paper lists are the section's front door (the header's Examination links): they ship with
// this module, so index.html preloads them beside the remoteEntry instead of a round trip after
// this module has run (docs/performance.md, "A section's front door ships with its routes").
import {
  Cat1PapersPage,
  Cat2PapersPage,
  FatPapersPage,
} from './features/papers/components/papers-page';

// Every other page is its own chunk: a student opening a paper downloads the viewer then.
// The viewer (and pdf.js inside it, a chunk of its own) loads only when a paper is opened.
const viewer = () => import('./features/viewer/components/paper-viewer-page');

export const routes: RemoteRoute[] = [
  { path: '/cat1papers', title: 'CAT-1 Papers', Component: Cat1PapersPage },
  { path: '/cat2papers', title: 'CAT-2 Papers', Component: Cat2PapersPage },
  { path: '/fatpapers', title: 'FAT Papers', Component: FatPapersPage },
  {
    path: '/cat1papers/:id',
    title: 'CAT-1 Paper',
    ...page(viewer, (m) => m.Cat1PaperViewerPage),
  },
  {
    path: '/cat2papers/:id',
    title: 'CAT-2 Paper',
    ...page(viewer, (m) => m.Cat2PaperViewerPage),
  },
  {
    path: '/fatpapers/:id',
    title: 'FAT Paper',
    ...page(viewer, (m) => m.FatPaperViewerPage),
  },
  {
    path: '/materials/:id/instructions',
    title: 'Material instructions',
    ...page(
      () => import('./features/viewer/components/instructions-viewer-page'),
      (m) => m.InstructionsViewerPage,
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
  {
    // Benchmark baseline only; the shell registers this path for the benchmark, never in navigation.
    path: '/bench/naive-papers',
    title: 'Naive papers (benchmark)',
    Component: lazy(() =>
      import('./features/papers/components/naive-papers-page').then((m) => ({
        default: m.NaivePapersPage,
      })),
    ),
  },
];
