import { createConfig } from '../../webpack.config.base';

export default createConfig({
  name: 'exams',
  dir: __dirname,
  exposes: {
    './routes': './src/routes.ts',
    // The PDF viewer for other sections' pages (the moderation queue), through the shell's runtime.
    // The viewer's pages, in the chunk its routes module loads by this name too: the manifest
    // lists its files, and the page's boot script preloads them on a viewer's address
    // (shell/src/boot/first-section.ts).
    './viewer': { import: './src/features/viewer/components/viewer-pages.ts', name: 'viewer' },
    './pdf-pane': './src/features/viewer/components/pdf-pane.tsx',
  },
});
