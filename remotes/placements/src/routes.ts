import type { RemoteRoute } from '@vithelper/shared';
import { lazyPage } from '@vithelper/shared/lazy-page';
// The section's front door ships with this module, so index.html preloads it beside the
// remoteEntry (docs/performance.md, "A section's front door ships with its routes").
import { PlacementsHomePage } from './features/reviews/components/placements-home-page';

// Every other page is its own chunk: opening one downloads only that page's code. The shell
// fetches the first screen's page ahead (RemoteRoute.preload), beside the content reads.
export const routes: RemoteRoute[] = [
  { path: '/placements', title: 'Placements', Component: PlacementsHomePage },
  // The spec shows no content of its own for /news; it is the home page under a second address.
  { path: '/placements/news', title: 'Placements', Component: PlacementsHomePage },
  {
    path: '/placements/article',
    title: 'All Reviews',
    ...lazyPage(
      () => import('./features/reviews/components/all-reviews-page'),
      (m) => m.AllReviewsPage,
    ),
  },
  {
    path: '/placements/article/:id',
    title: 'Experience',
    ...lazyPage(
      () => import('./features/reviews/components/experience-page'),
      (m) => m.ExperiencePage,
    ),
  },
  {
    path: '/placements/topics',
    title: 'Important Topics',
    ...lazyPage(
      () => import('./features/topics/components/topics-page'),
      (m) => m.TopicsPage,
    ),
  },
  {
    path: '/placements/advice',
    title: 'Advice',
    ...lazyPage(
      () => import('./features/advice/components/advice-page'),
      (m) => m.AdvicePage,
    ),
  },
  {
    path: '/placements/resources',
    title: 'Resources',
    ...lazyPage(
      () => import('./features/resources/components/resources-page'),
      (m) => m.ResourcesPage,
    ),
  },
  {
    path: '/placements/pat',
    title: 'PAT Rules',
    ...lazyPage(
      () => import('./features/pat/components/pat-page'),
      (m) => m.PatPage,
    ),
  },
  {
    path: '/placements/rules',
    title: 'Placement Rules',
    ...lazyPage(
      () => import('./features/pat/components/rules-page'),
      (m) => m.RulesPage,
    ),
  },
];
