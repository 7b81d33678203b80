import { createConfig } from '../../webpack.config.base';

export default createConfig({
  name: 'exams',
  dir: __dirname,
  exposes: {
    './routes': './src/routes.ts',
    // The PDF viewer for other sections' pages (the moderation queue), through the shell's runtime.
    './pdf-pane': './src/features/viewer/components/pdf-pane.tsx',
  },
});
