/**
 * The exams remote as the search bench serves it: the product's build (same folder, loaders
 * and exposes) with bench/naive-papers/routes.ts as its routes. bench/lib/site.ts builds it
 * into a version folder of the exams remote's dist/, which only the bench's registry names.
 */
import path from 'node:path';
import { createConfig } from '../../webpack.config.base';

export default createConfig({
  name: 'exams',
  dir: path.join(__dirname, '../../remotes/exams'),
  exposes: {
    './routes': path.join(__dirname, 'routes.ts'),
    './pdf-pane': './src/features/viewer/components/pdf-pane.tsx',
  },
});
