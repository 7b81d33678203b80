import { lazy } from 'react';
import type { RemoteRoute } from '@vithelper/shared';

// Each page is its own chunk: a student opening /faqs never downloads the paper pages.
const papers = () => import('./features/papers/components/papers-page');
// The viewer (and pdf.js inside it, a chunk of its own) loads only when a paper is opened.
const viewer = () => import('./features/viewer/components/paper-viewer-page');

export const routes: RemoteRoute[] = [
  {
    path: '/cat1papers',
    title: 'CAT-1 Papers',
    Component: lazy(() => papers().then((m) => ({ default: m.Cat1PapersPage }))),
  },
  {
    path: '/cat2papers',
    title: 'CAT-2 Papers',
    Component: lazy(() => papers().then((m) => ({ default: m.Cat2PapersPage }))),
  },
  {
    path: '/fatpapers',
    title: 'FAT Papers',
    Component: lazy(() => papers().then((m) => ({ default: m.FatPapersPage }))),
  },
  {
    path: '/cat1papers/:id',
    title: 'CAT-1 Paper',
    Component: lazy(() => viewer().then((m) => ({ default: m.Cat1PaperViewerPage }))),
  },
  {
    path: '/cat2papers/:id',
    title: 'CAT-2 Paper',
    Component: lazy(() => viewer().then((m) => ({ default: m.Cat2PaperViewerPage }))),
  },
  {
    path: '/fatpapers/:id',
    title: 'FAT Paper',
    Component: lazy(() => viewer().then((m) => ({ default: m.FatPaperViewerPage }))),
  },
  {
    path: '/materials/:id/instructions',
    title: 'Material instructions',
    Component: lazy(() =>
      import('./features/viewer/components/instructions-viewer-page').then((m) => ({
        default: m.InstructionsViewerPage,
      })),
    ),
  },
  {
    path: '/materials',
    title: 'Study Materials',
    Component: lazy(() =>
      import('./features/materials/components/materials-page').then((m) => ({
        default: m.MaterialsPage,
      })),
    ),
  },
  {
    path: '/faqs',
    title: 'FAQs',
    Component: lazy(() =>
      import('./features/faqs/components/faqs-page').then((m) => ({ default: m.FaqsPage })),
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
