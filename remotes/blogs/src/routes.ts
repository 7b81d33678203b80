import type { RemoteRoute } from '@vithelper/shared';
import { lazyPage } from '@vithelper/shared/lazy-page';
import { articles } from './features/articles/data/registry';
// The blog list is the section's front door: it ships with this module, so index.html preloads
// it beside the remoteEntry (docs/performance.md, "A section's front door ships with its routes").
import { BlogsPage } from './features/articles/components/blogs-page';

// Every article is its own chunk: a student opening one article downloads only that article.
// The shell fetches the first screen's page ahead (RemoteRoute.preload), beside the content reads.
const articlePages: Record<string, Pick<RemoteRoute, 'Component' | 'preload'>> = {
  onlinevsoffline: lazyPage(
    () => import('./app/pages/onlinevsoffline-page'),
    (m) => m.OnlineVsOfflinePage,
  ),
  'hostel-vacating-procedure': lazyPage(
    () => import('./app/pages/hostel-vacating-procedure-page'),
    (m) => m.HostelVacatingProcedurePage,
  ),
  'room-counselling': lazyPage(
    () => import('./app/pages/room-counselling-page'),
    (m) => m.RoomCounsellingPage,
  ),
  'npm-package': lazyPage(
    () => import('./app/pages/npm-package-page'),
    (m) => m.NpmPackagePage,
  ),
  'placement-guide': lazyPage(
    () => import('./app/pages/placement-guide-page'),
    (m) => m.PlacementGuidePage,
  ),
  'placement-experience': lazyPage(
    () => import('./app/pages/placement-experience-page'),
    (m) => m.PlacementExperiencePage,
  ),
};

export const routes: RemoteRoute[] = [
  { path: '/blogs', title: 'Blogs', Component: BlogsPage },
  ...articles.flatMap(({ slug, path, title }) => {
    const page = articlePages[slug];
    return page ? [{ path, title, ...page }] : [];
  }),
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    ...lazyPage(
      () => import('./features/privacy/components/privacy-page'),
      (m) => m.PrivacyPage,
    ),
  },
];
