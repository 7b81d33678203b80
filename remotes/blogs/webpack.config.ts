import { createConfig } from '../../webpack.config.base';
import { writeWordCounts } from './word-counts';

// The list's reading times come from counts made now, not from the article bodies at run time.
writeWordCounts();

export default createConfig({
  name: 'blogs',
  dir: __dirname,
  exposes: { './routes': './src/routes.ts' },
});
