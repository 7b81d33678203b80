import { lazy } from 'react';
import type { RemoteRoute } from '@vithelper/shared';

// Every page is its own chunk: opening one page downloads only that page's code.
const PlacementsHomePage = lazy(() =>
  import('./features/reviews/components/placements-home-page').then((m) => ({
    default: m.PlacementsHomePage,
  })),
);
const AllReviewsPage = lazy(() =>
  import('./features/reviews/components/all-reviews-page').then((m) => ({
    default: m.AllReviewsPage,
  })),
);
const ExperiencePage = lazy(() =>
  import('./features/reviews/components/experience-page').then((m) => ({
    default: m.ExperiencePage,
  })),
);
const TopicsPage = lazy(() =>
  import('./features/topics/components/topics-page').then((m) => ({ default: m.TopicsPage })),
);
const AdvicePage = lazy(() =>
  import('./features/advice/components/advice-page').then((m) => ({ default: m.AdvicePage })),
);
const ResourcesPage = lazy(() =>
  import('./features/resources/components/resources-page').then((m) => ({
    default: m.ResourcesPage,
  })),
);
const PatPage = lazy(() =>
  import('./features/pat/components/pat-page').then((m) => ({ default: m.PatPage })),
);
const RulesPage = lazy(() =>
  import('./features/pat/components/rules-page').then((m) => ({ default: m.RulesPage })),
);

export const routes: RemoteRoute[] = [
  { path: '/placements', title: 'Placements', Component: PlacementsHomePage },
  // The spec shows no content of its own for /news; it is the home page under a second address.
  { path: '/placements/news', title: 'Placements', Component: PlacementsHomePage },
  { path: '/placements/article', title: 'All Reviews', Component: AllReviewsPage },
  { path: '/placements/article/:id', title: 'Experience', Component: ExperiencePage },
  { path: '/placements/topics', title: 'Important Topics', Component: TopicsPage },
  { path: '/placements/advice', title: 'Advice', Component: AdvicePage },
  { path: '/placements/resources', title: 'Resources', Component: ResourcesPage },
  { path: '/placements/pat', title: 'PAT Rules', Component: PatPage },
  { path: '/placements/rules', title: 'Placement Rules', Component: RulesPage },
];
