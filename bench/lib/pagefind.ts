/**
 * Pagefind beside our sharded index (bench/lib/inside-papers.ts), on the same generated pages:
 * its Node indexing API (createIndex, one custom record per page, writeFiles) writes a bundle to a
 * temporary folder, a static server of this file serves it on 127.0.0.1, and headless Chromium
 * runs Pagefind's own pagefind.js on the same queries, each followed by loading the data (URL and
 * excerpt) of the top 8 results, which is what "Inside papers" shows. docs/search-inside-papers.md.
 *
 * Bytes are the response bodies the server sent, as ours are the gzip bodies of the files a query
 * reads: Pagefind's index files are compressed by Pagefind itself and sent as they are; its
 * scripts and JSON are gzipped as a host would. Times are taken in the page with performance.now(),
 * from the call of search() to the 8 results' data.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { IndexDoc } from '@vithelper/search-index';
import { ports } from '../../scripts/ports';
import { launch, openPage } from './browser';
import { root } from './site';
import { kb, quantile, round } from './stats';

/** What "Inside papers" shows: this many hits, each with its snippet. */
const HITS_SHOWN = 8;
/** Records sent to Pagefind's indexing service at once. */
const RECORD_BATCH = 500;

export type PagefindFigures = {
  version: string;
  records: number;
  buildMs: number;
  files: number;
  /** Every file writeFiles wrote, as on disk (its index files are compressed by Pagefind). */
  offlineMB: number;
  /** Results of the first query (how many pages hold it), to show it found something. */
  firstQueryResults: number;
  /** Bodies sent for the first query in a fresh page: pagefind.js, its WebAssembly, the index. */
  firstQueryKB: number | null;
  /** Of the first query's bytes, Pagefind's own code (pagefind.js, the WebAssembly module). */
  firstQueryCodeKB: number | null;
  nextTenKB: number | null;
  nextTenMaxKB: number | null;
  coldP95Ms: number | null;
  warmP50Ms: number | null;
  warmP95Ms: number | null;
};

type PagefindModule = typeof import('pagefind');

/** Pagefind's scripts and WebAssembly, as opposed to its index files. */
const isCode = (url: string) => /\.js$|wasm/.test(url);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
};

/** A static server of the bundle that logs the body bytes of every response. */
function serve(dir: string, port: number) {
  const log: { url: string; bytes: number }[] = [];
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Pagefind bench</title>');
      return;
    }
    const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    const type = TYPES[path.extname(file)];
    let body: Buffer = fs.readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': type ?? 'application/octet-stream',
    };
    // Text is compressed by the host; Pagefind's own files (.pf_*, .pagefind) are already gzip.
    if (type && /gzip/.test(String(req.headers['accept-encoding']))) {
      let zipped = gzipped.get(file);
      if (!zipped) {
        zipped = gzipSync(body, { level: 6 });
        gzipped.set(file, zipped);
      }
      body = zipped;
      headers['content-encoding'] = 'gzip';
    }
    log.push({ url: url.pathname, bytes: body.length });
    res.writeHead(200, headers);
    res.end(body);
  });
  return {
    log,
    listen: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every file under a folder: how many, and their bytes. */
function sizeOnDisk(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

async function buildBundle(pagefind: PagefindModule, docs: IndexDoc[], outputPath: string) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind's createIndex failed: ${errors.join('; ')}`);
  const records = docs.flatMap((doc) =>
    doc.pages.map((content, page) => ({
      url: `/cat1papers/${doc.id}?page=${page + 1}`,
      content,
      language: 'en',
    })),
  );
  for (let at = 0; at < records.length; at += RECORD_BATCH) {
    const added = await Promise.all(
      records.slice(at, at + RECORD_BATCH).map((record) => index.addCustomRecord(record)),
    );
    const failed = added.find((result) => result.errors.length > 0);
    if (failed) throw new Error(`Pagefind's addCustomRecord failed: ${failed.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) {
    throw new Error(`Pagefind's writeFiles failed: ${written.errors.join('; ')}`);
  }
  await index.deleteIndex();
  return records.length;
}

/**
 * In the page: imports pagefind.js once (the page's code, loaded before the query as our worker
 * is), then times search() to the top hits' data: the first search of a page loads Pagefind's
 * WebAssembly and its entry files, as our first search loads the manifest.
 */
function query(page: Page, text: string): Promise<{ ms: number; results: number }> {
  return page.evaluate(
    async ({ text, shown }) => {
      type Result = { data: () => Promise<{ url: string; excerpt: string }> };
      type Pagefind = { search: (q: string) => Promise<{ results: Result[] }> };
      const w = window as unknown as { __pagefind?: Pagefind };
      // A variable specifier: the bundle's own script, never one the page was built with.
      const script = '/pagefind.js';
      w.__pagefind ??= (await import(script)) as Pagefind;
      const at = performance.now();
      const search = await w.__pagefind.search(text);
      const shownData = await Promise.all(search.results.slice(0, shown).map((r) => r.data()));
      const ms = performance.now() - at;
      if (shownData.some((d) => !d.url || d.excerpt === undefined)) throw new Error('no excerpt');
      return { ms, results: search.results.length };
    },
    { text, shown: HITS_SHOWN },
  );
}

/** Builds the bundle of these pages, serves it at the offset's spare port and queries it. */
export async function measurePagefind(
  docs: IndexDoc[],
  queries: readonly string[],
  offset: number,
): Promise<PagefindFigures> {
  const [firstQuery, ...nextQueries] = queries;
  if (firstQuery === undefined) throw new Error('no queries');
  const pagefind = (await import('pagefind')) as PagefindModule;
  const version = (
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules/pagefind/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-bench-pagefind-'));
  try {
    const started = performance.now();
    const records = await buildBundle(pagefind, docs, dir);
    const buildMs = performance.now() - started;
    const disk = sizeOnDisk(dir);

    const port = ports(offset).spare;
    const server = serve(dir, port);
    await server.listen();
    const browser = await launch(offset);
    try {
      const base = `http://127.0.0.1:${port}/`;
      const taken = () => server.log.splice(0);
      const bytesOf = (log: { bytes: number }[]) => log.reduce((n, r) => n + r.bytes, 0);

      const { context, page } = await openPage(browser, { markers: {} });
      try {
        await page.goto(base);
        taken();
        const first = await query(page, firstQuery);
        if (first.results === 0) throw new Error(`"${firstQuery}" found nothing`);
        const firstLog = taken();
        const nextBytes: number[] = [];
        for (const text of nextQueries) {
          await query(page, text);
          nextBytes.push(bytesOf(taken()));
        }
        const warm: number[] = [];
        for (let round_ = 0; round_ < 5; round_ += 1) {
          for (const text of queries) warm.push((await query(page, text)).ms);
        }

        const cold: number[] = [];
        for (const text of queries) {
          const fresh = await openPage(browser, { markers: {} });
          try {
            await fresh.page.goto(base);
            cold.push((await query(fresh.page, text)).ms);
          } finally {
            await fresh.context.close();
          }
        }

        return {
          version,
          records,
          buildMs: Math.round(buildMs),
          files: disk.files,
          offlineMB: round(disk.bytes / 1024 / 1024, 1) ?? 0,
          firstQueryResults: first.results,
          firstQueryKB: kb(bytesOf(firstLog)),
          firstQueryCodeKB: kb(bytesOf(firstLog.filter((r) => isCode(r.url)))),
          nextTenKB: kb(nextBytes.reduce((a, b) => a + b, 0)),
          nextTenMaxKB: kb(Math.max(...nextBytes)),
          coldP95Ms: round(quantile(cold, 0.95)),
          warmP50Ms: round(quantile(warm, 0.5), 2),
          warmP95Ms: round(quantile(warm, 0.95), 2),
        };
      } finally {
        await context.close();
      }
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await pagefind.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
