import { lazy } from 'react';
import type { RemoteRoute } from '@vithelper/shared';
import { articles } from './features/articles/data/registry';

// Every page is its own chunk: a student opening one article downloads only that article.
const articlePages: Record<string, RemoteRoute['Component']> = {
  onlinevsoffline: lazy(() =>
    import('./app/pages/onlinevsoffline-page').then((m) => ({ default: m.OnlineVsOfflinePage })),
  ),
  'hostel-vacating-procedure': lazy(() =>
    import('./app/pages/hostel-vacating-procedure-page').then((m) => ({
      default: m.HostelVacatingProcedurePage,
    })),
  ),
  'room-counselling': lazy(() =>
    import('./app/pages/room-counselling-page').then((m) => ({ default: m.RoomCounsellingPage })),
  ),
  'npm-package': lazy(() =>
    import('./app/pages/npm-package-page').then((m) => ({ default: m.NpmPackagePage })),
  ),
  'placement-guide': lazy(() =>
    import('./app/pages/placement-guide-page').then((m) => ({ default: m.PlacementGuidePage })),
  ),
  'placement-experience': lazy(() =>
    import('./app/pages/placement-experience-page').then((m) => ({
      default: m.PlacementExperiencePage,
    })),
  ),
};

const BlogsPage = lazy(() =>
  import('./features/blog-list/components/blogs-page').then((m) => ({ default: m.BlogsPage })),
);
const PrivacyPage = lazy(() =>
  import('./features/privacy/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);

export const routes: RemoteRoute[] = [
  { path: '/blogs', title: 'Blogs', Component: BlogsPage },
  ...articles.flatMap(({ slug, path, title }) => {
    const Component = articlePages[slug];
    return Component ? [{ path, title, Component }] : [];
  }),
  { path: '/privacy-policy', title: 'Privacy Policy', Component: PrivacyPage },
];
