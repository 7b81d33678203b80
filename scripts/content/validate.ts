/**
 * CLI: checks content/seed.json (or --file) against the app's schemas and checks that every paper
 * and material has its PDF in content/storage/images (or --pdfs). Exits 1 on any problem, so CI and
 * `npm start` can stop before serving or importing broken content.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseFlagsOrExit } from '../cli-flags';
import { PDF_DIR, SEED_FILE } from './paths';
import { validateContent, type ContentReport } from './validate-content';

/** Reads the export and the PDF folder, then validates; an unreadable file is itself a problem. */
export function validateFiles(
  file: string,
  pdfDir: string | undefined,
): ContentReport & { json?: unknown } {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const message = `cannot read JSON: ${error instanceof Error ? error.message : String(error)}`;
    return { counts: validateContent({}).counts, problems: [{ path: file, id: '', message }] };
  }
  if (pdfDir === undefined) return { ...validateContent(json), json };
  if (!existsSync(pdfDir)) {
    const report = validateContent(json);
    const hint = 'PDF folder not found (run npm run content:pdfs)';
    return {
      ...report,
      problems: [...report.problems, { path: pdfDir, id: '', message: hint }],
      json,
    };
  }
  return { ...validateContent(json, { pdfNames: new Set(readdirSync(pdfDir)) }), json };
}

export function printReport(report: ContentReport): void {
  const summary = Object.entries(report.counts).map(([name, count]) => `${name}: ${count}`);
  console.log(`Valid records  ${summary.join('  ')}`);
  for (const problem of report.problems) {
    console.error(`  ${problem.path}${problem.id ? `/${problem.id}` : ''}: ${problem.message}`);
  }
  console.log(
    report.problems.length === 0
      ? 'No problems found.'
      : `${report.problems.length} problem(s) found.`,
  );
}

if (require.main === module) {
  const { values } = parseFlagsOrExit(
    'Usage: npm run content:validate [-- --file <seed.json>] [--pdfs <dir>]',
    {
      file: { type: 'string', default: SEED_FILE },
      pdfs: { type: 'string', default: PDF_DIR },
    },
  );
  const file = resolve(values.file);
  const pdfDir = resolve(values.pdfs);
  const report = validateFiles(file, pdfDir);
  printReport(report);
  process.exit(report.problems.length === 0 ? 0 : 1);
}
