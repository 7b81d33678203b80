import type { RemoteRoute } from '@vithelper/shared';
import { lazyPage as page } from '@vithelper/shared/lazy-page';
// The section's front door ships with this module, so the shell's index.html preloads it beside
// the remoteEntry (docs/performance.md, "A section's front door ships with its routes"). Give
// every further page its own chunk with lazyPage (@vithelper/shared/lazy-page), as the other
// remotes do: the shell then fetches a first screen's page ahead, beside the content reads.
import { HomePage } from './features/home/components/home-page';

/** The paths here and the registry entry's `routes` in config/remotes.local.json must match. */
export const routes: RemoteRoute[] = [
  { path: '/contribute', title: 'Contribute', Component: HomePage },
  // Moderators only: its own chunk, with the moderation SDK fetched when the queue opens.
  {
    path: '/moderate',
    title: 'Moderation',
    ...page(
      () => import('./features/moderate/components/moderate-page'),
      (m) => m.ModeratePage,
    ),
  },
];
