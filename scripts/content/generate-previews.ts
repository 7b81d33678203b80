/**
 * Writes the first-page previews of a folder of PDFs (scripts/content/pdf-preview.ts):
 *
 *   npm run content:previews [-- --pdfs content/storage/images --out content/storage/previews]
 *
 * `npm start` and `npm run content:import` make them already; this is for a folder of its own.
 */
import { resolve } from 'node:path';
import { parseFlagsOrExit } from '../cli-flags';
import { PDF_DIR, PREVIEW_DIR } from './paths';
import { writePreviews } from './pdf-preview';

async function main(args: readonly string[]): Promise<number> {
  const { values } = parseFlagsOrExit(
    'Usage: npm run content:previews [-- --pdfs <dir>] [--out <dir>]',
    { pdfs: { type: 'string', default: PDF_DIR }, out: { type: 'string', default: PREVIEW_DIR } },
    { args },
  );
  const pdfDir = resolve(values.pdfs);
  const outDir = resolve(values.out);
  const started = Date.now();
  const report = await writePreviews(pdfDir, outDir);
  console.log(
    `content:previews: wrote ${report.written}, ${report.upToDate} up to date, in ${outDir} (${Date.now() - started} ms)`,
  );
  for (const { file, reason } of report.failed)
    console.error(`  no preview for ${file}: ${reason}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('content:previews failed:', error);
    process.exit(1);
  },
);
