import type { RemoteRoute } from '@vithelper/shared';
import { lazyPage as page } from '@vithelper/shared/lazy-page';
// The section's front door ships with this module, so the shell's index.html preloads it beside
// the remoteEntry (docs/performance.md, "A section's front door ships with its routes"). Every
// further page is its own chunk with lazyPage (@vithelper/shared/lazy-page), as the other
// remotes do: the shell then fetches a first screen's page ahead, beside the content reads.
// What a page needs only after a click (a big library, a worker) is an import() of its own.
import { HomePage } from './features/home/components/home-page';

/** The paths here and the registry entry's `routes` in config/remotes.local.json must match. */
export const routes: RemoteRoute[] = [
  { path: '/courses', title: 'Questions', Component: HomePage },
  {
    path: '/courses/review',
    title: 'Questions that need a look',
    ...page(
      () => import('./features/review/components/review-page'),
      (m) => m.ReviewPage,
    ),
  },
  {
    path: '/courses/:code',
    title: 'Course questions',
    ...page(
      () => import('./features/bank/components/bank-page'),
      (m) => m.BankPage,
    ),
  },
  {
    path: '/courses/:code/practice',
    title: 'Practice',
    ...page(
      () => import('./features/practice/components/practice-page'),
      (m) => m.PracticePage,
    ),
  },
  {
    path: '/q/:id',
    title: 'Question',
    ...page(
      () => import('./features/question/components/question-page'),
      (m) => m.QuestionPage,
    ),
  },
];
