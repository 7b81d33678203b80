import path from 'node:path';
import { createConfig } from '../../webpack.config.base';

/** A package's folder, wherever npm put it. */
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

export default createConfig({
  name: 'contribute',
  dir: __dirname,
  // Its moderation and upload code runs on the session's Firebase app.
  firebase: ['firebase/database', 'firebase/storage'],
  exposes: {
    './routes': './src/routes.ts',
    // The device's outbox alone, for the shell to send papers left waiting when the site opens
    // on another page (shell/src/features/offline/data/contribute-outbox.ts).
    './outbox': './src/common/queue/device-outbox.ts',
  },
  // OCR (common/pdf/ocr.ts) fetches its worker, engine and English data by address:
  // they are copied into ocr/ of this remote's build, loaded only when a page has no text.
  assets: [
    { from: path.join(packageDir('tesseract.js'), 'dist/worker.min.js'), to: 'ocr/[name][ext]' },
    // The LSTM-only engines (the one OCR mode used), each WebAssembly inside a script.
    {
      from: path.join(packageDir('tesseract.js-core'), 'tesseract-core-*lstm.wasm.js'),
      to: 'ocr/[name][ext]',
    },
    // Still gzipped under a name without .gz (the host does not publish *.gz files): the
    // worker recognises gzip by its first bytes.
    {
      from: path.join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int/eng.traineddata.gz'),
      to: 'ocr/eng.traineddata',
    },
  ],
});
