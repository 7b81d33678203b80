/**
 * Imports a Realtime Database export and its PDFs, all or nothing: the whole file is validated
 * first and, if any record is invalid, nothing is written.
 *
 *   npm run content:import -- --file content/seed.json --pdfs content/storage/images --emulator [--ns demo-vithelper] [--host 127.0.0.1:3050]
 *   npm run content:import -- --file ... --pdfs ... --service-account key.json --database-url URL --bucket NAME
 *
 * Each collection is replaced as a whole (PUT / set), so re-running an import is idempotent.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDF_FOLDER } from '@vithelper/contracts/papers';
import { PREVIEW_FOLDER } from '@vithelper/contracts/papers/preview';
import { parseFlags } from '../cli-flags';
import { paperTexts } from '../search/paper-text';
import { portOffset, ports } from '../ports';
import { PDF_DIR, PREVIEW_DIR, SEED_FILE } from './paths';
import { previewFileName, writePreviews, type PreviewReport } from './pdf-preview';
import { CONTENT_COLLECTIONS } from './validate-content';
import { printReport, validateFiles } from './validate';

const EMULATOR_TOKEN = 'Bearer owner'; // the local emulator's admin token; never valid in production
type Export = Record<string, unknown>;

/** Content collections always; users only when the file has some, so an import never wipes coins. */
function collectionsToWrite(json: Export): Array<[string, unknown]> {
  const entries: Array<[string, unknown]> = CONTENT_COLLECTIONS.map((name) => [name, json[name]]);
  const users = json.users;
  if (users && typeof users === 'object' && Object.keys(users).length > 0)
    entries.push(['users', users]);
  return entries;
}

const pdfFiles = (dir: string): string[] => readdirSync(dir).filter((file) => /\.pdf$/i.test(file));

const USAGE =
  'Usage: npm run content:import -- [--file <seed.json>] [--pdfs <dir>] (--emulator [--ns <namespace>] [--host <host:port>] | --service-account <key.json> --database-url <url> --bucket <name>)';
const FLAGS = {
  file: { type: 'string', default: SEED_FILE },
  pdfs: { type: 'string', default: PDF_DIR },
  emulator: { type: 'boolean', default: false },
  host: { type: 'string' },
  ns: { type: 'string' },
  'service-account': { type: 'string' },
  'database-url': { type: 'string' },
  bucket: { type: 'string' },
} as const;

type ImportFlags = {
  host?: string;
  ns?: string;
  'service-account'?: string;
  'database-url'?: string;
  bucket?: string;
};

async function importToEmulator(json: Export, pdfDir: string, flags: ImportFlags): Promise<void> {
  // Same defaults as `npm run emulator`: its database port at VH_PORT_OFFSET (scripts/ports.ts), project demo-vithelper.
  const port = ports(portOffset()).database;
  const host = flags.host ?? `127.0.0.1:${port}`;
  const ns = flags.ns ?? 'demo-vithelper';
  for (const [name, value] of collectionsToWrite(json)) {
    const url = `http://${host}/${name}.json?ns=${encodeURIComponent(ns)}`;
    const response = await fetch(url, {
      method: 'PUT',
      headers: { Authorization: EMULATOR_TOKEN, 'Content-Type': 'application/json' },
      body: JSON.stringify(value),
    });
    if (!response.ok)
      throw new Error(`PUT ${url} failed: ${response.status} ${await response.text()}`);
    console.log(`  wrote ${name}`);
  }
  // The emulator serves Storage from content/storage, so the PDFs only need to land in its folder.
  if (resolve(pdfDir) !== PDF_DIR) {
    mkdirSync(PDF_DIR, { recursive: true });
    for (const file of pdfFiles(pdfDir)) copyFileSync(join(pdfDir, file), join(PDF_DIR, file));
  }
  console.log(`  PDFs available in ${PDF_DIR}`);
  printPreviews(await writePreviews(PDF_DIR, PREVIEW_DIR), PREVIEW_DIR);
}

/** Each PDF's first page as a picture, which a paper's link shows before pdf.js has arrived. */
function printPreviews(report: PreviewReport, where: string): void {
  console.log(
    `  first-page previews: ${report.written} drawn, ${report.upToDate} up to date in ${where}`,
  );
  // A PDF without a preview still opens, only without the picture first.
  for (const { file, reason } of report.failed) console.warn(`  no preview for ${file}: ${reason}`);
}

/** The small part of firebase-admin used here; typed locally because the package is optional. */
type AdminApp = {
  database(): { ref(path: string): { set(value: unknown): Promise<void> } };
  storage(): {
    bucket(name: string): {
      upload(file: string, options: { destination: string; contentType: string }): Promise<unknown>;
    };
  };
};
type AdminModule = {
  initializeApp(options: {
    credential: unknown;
    databaseURL: string;
    storageBucket: string;
  }): AdminApp;
  credential: { cert(serviceAccountPath: string): unknown };
};

async function loadAdmin(): Promise<AdminModule> {
  // A variable specifier keeps tsc and bundlers from resolving a package that is not installed.
  const specifier = 'firebase-admin';
  try {
    const loaded = (await import(specifier)) as { default?: AdminModule } & AdminModule;
    return loaded.default ?? loaded;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') {
      throw new Error('firebase-admin is not installed: npm i -D firebase-admin');
    }
    throw error;
  }
}

async function importToFirebase(json: Export, pdfDir: string, flags: ImportFlags): Promise<void> {
  const keyFile = flags['service-account'];
  const databaseURL = flags['database-url'];
  const bucketName = flags.bucket;
  if (!keyFile || !databaseURL || !bucketName) {
    throw new Error('--service-account, --database-url and --bucket are all required');
  }
  const admin = await loadAdmin();
  const app = admin.initializeApp({
    credential: admin.credential.cert(resolve(keyFile)),
    databaseURL,
    storageBucket: bucketName,
  });
  for (const [name, value] of collectionsToWrite(json)) {
    await app.database().ref(name).set(value);
    console.log(`  wrote ${name}`);
  }
  const bucket = app.storage().bucket(bucketName);
  const files = pdfFiles(pdfDir);
  for (const file of files) {
    await bucket.upload(join(pdfDir, file), {
      destination: `${PDF_FOLDER}/${file}`,
      contentType: 'application/pdf',
    });
  }
  console.log(`  uploaded ${files.length} PDFs to gs://${bucketName}/${PDF_FOLDER}/`);
  const previewDir = mkdtempSync(join(tmpdir(), 'vithelper-previews-'));
  try {
    const report = await writePreviews(pdfDir, previewDir);
    const failed = new Set(report.failed.map((failure) => failure.file));
    for (const file of files.filter((name) => !failed.has(name))) {
      await bucket.upload(join(previewDir, previewFileName(file)), {
        destination: `${PREVIEW_FOLDER}/${previewFileName(file)}`,
        contentType: 'image/webp',
      });
    }
    printPreviews(report, `gs://${bucketName}/${PREVIEW_FOLDER}/`);
  } finally {
    rmSync(previewDir, { recursive: true, force: true });
  }
}

async function main(args: readonly string[]): Promise<number> {
  const { values } = parseFlags(USAGE, FLAGS, { args });
  const file = resolve(values.file);
  const pdfDir = resolve(values.pdfs);
  const toEmulator = values.emulator;
  if (toEmulator === (values['service-account'] !== undefined)) {
    console.error('Choose exactly one target: --emulator or --service-account key.json');
    return 1;
  }
  const report = validateFiles(file, pdfDir);
  printReport(report);
  if (report.problems.length > 0) {
    console.error('Nothing was imported.');
    return 1;
  }
  const json = report.json as Export;
  console.log(`Importing ${file} into ${toEmulator ? 'the local emulator' : 'Firebase'}:`);
  await (toEmulator
    ? importToEmulator(json, pdfDir, values)
    : importToFirebase(json, pdfDir, values));
  // Each PDF's text, for search inside the papers (npm run search:index): extracted once per
  // file content, so an unchanged paper is read from content/.paper-text/ and not extracted again.
  // Pages without a text layer (scans) are read by OCR (scripts/search/ocr.ts).
  const texts = await paperTexts(pdfFiles(pdfDir).map((name) => join(pdfDir, name)));
  const all = [...texts.texts.values()];
  const scans = all.filter((text) => text.ocr.length > 0).length;
  const empty = all.filter((text) => text.noText.length === text.pages.length).length;
  console.log(
    `  texts: ${texts.extracted} extracted, ${texts.reused} unchanged` +
      (scans ? `, ${scans} with scanned pages read by OCR` : '') +
      (empty ? `, ${empty} with no text at all (found by their course only)` : '') +
      (texts.failed.length
        ? `, ${texts.failed.length} unreadable: ${texts.failed.join(', ')}`
        : ''),
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `content:import failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
