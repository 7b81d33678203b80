import { lazy } from 'react';
import type { RemoteRoute } from '@vithelper/shared';
import { routes as examsRoutes } from '@vithelper/exams/routes';

/**
 * The exams section's routes plus the search bench's baseline page. Built by
 * bench/naive-papers/webpack.config.ts into a version of its own that only the bench's
 * registry names, so the product's routes and bundles carry none of it.
 */
export const routes: RemoteRoute[] = [
  ...examsRoutes,
  {
    path: '/bench/naive-papers',
    title: 'Naive papers (benchmark)',
    Component: lazy(() =>
      import('./naive-papers-page').then((m) => ({ default: m.NaivePapersPage })),
    ),
  },
];
