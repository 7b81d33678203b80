import { createConfig } from '../../webpack.config.base';
import { CopyFolder } from '../../build/webpack.copy-folder';
import { SEARCH_INDEX_DIR, SEARCH_INDEX_PATH } from '../../scripts/search/index-dir';

const config = createConfig({
  name: 'exams',
  dir: __dirname,
  // Its report code (features/report/data/) and the PDFs' addresses (@vithelper/paper-files) run
  // on the session's Firebase app.
  firebase: ['firebase/database', 'firebase/storage'],
  exposes: {
    './routes': './src/routes.ts',
    // The PDF viewer for other sections' pages (the moderation queue), through the shell's runtime.
    // The viewer's pages, in the chunk its routes module loads by this name too: the manifest
    // lists its files, and the page's boot script preloads them on a viewer's address
    // (shell/src/startup/boot/first-section.ts).
    './viewer': { import: './src/features/viewer/components/viewer-pages.ts', name: 'viewer' },
    './pdf-pane': './src/features/viewer/components/pdf-pane.tsx',
  },
});

/**
 * The "inside papers" index (`npm run search:index`) goes out with the remote's files, at
 * search/<kind>/ of its origin (docs/search-inside-papers.md).
 */
export default (...args: Parameters<typeof config>) => {
  const options = config(...args);
  options.plugins = [
    ...(options.plugins ?? []),
    new CopyFolder(SEARCH_INDEX_DIR, SEARCH_INDEX_PATH.slice(1, -1), ['stamp.json']),
  ];
  return options;
};
