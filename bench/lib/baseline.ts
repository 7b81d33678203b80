/** The single-bundle baseline: built with bench/single-bundle/webpack.config.ts, served by sirv like the shell. */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import sirv from 'sirv';
import { shiftPorts } from '../../scripts/ports';
import { root, stopOnFailure, type BenchRuntime, type Site } from './site';

const dist = path.join(root, 'bench/single-bundle/dist');

export function buildBaseline(): void {
  const result = spawnSync(
    'npx',
    ['webpack', '--config', 'bench/single-bundle/webpack.config.ts', '--mode', 'production'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('Building the single-bundle baseline failed');
}

/** Serves the baseline on `port`, with the bench's runtime files (ports shifted like the site's). */
export function serveBaseline({
  port,
  offset,
  runtime,
}: {
  port: number;
  offset: number;
  runtime: BenchRuntime;
}): Promise<Omit<Site, 'offset'>> {
  const assets = sirv(dist, {
    single: true,
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      if (/\.[0-9a-f]{8}\.\w+$/.test(pathname))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-store');
    },
  });
  const files: Record<string, string> = {
    '/config.json': runtime.configFile,
    '/remotes.json': runtime.remotesFile,
  };
  const server = http.createServer((req, res) => {
    const file = files[(req.url ?? '/').split('?')[0] ?? '/'];
    if (file) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return void res.end(shiftPorts(fs.readFileSync(file, 'utf8'), offset));
    }
    assets(req, res, () => void res.writeHead(404).end('Not found'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const stop = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
      stopOnFailure(stop);
      resolve({ url: `http://localhost:${port}`, stop });
    });
  });
}
