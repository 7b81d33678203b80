import type { RemoteRoute } from '@vithelper/shared';
import { lazyPage as page } from '@vithelper/shared/lazy-page';
// The upload form is the section's front door (the header's Contribute link): it ships with
// this module, so the shell's index.html preloads it beside the remoteEntry (docs/performance.md,
// "A section's front door ships with its routes"). What it needs only once a file is chosen
// (pdf.js, pdf-lib, OCR, the Firebase storage SDK) are chunks of their own, loaded then.
import { UploadPage } from './features/upload/components/upload-page';

/** The paths here and the registry entry's `routes` in config/remotes.local.json must match. */
export const routes: RemoteRoute[] = [
  { path: '/contribute', title: 'Contribute', Component: UploadPage },
  {
    path: '/contribute/mine',
    title: 'My contributions',
    ...page(
      () => import('./features/mine/components/mine-page'),
      (m) => m.MinePage,
    ),
  },
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
