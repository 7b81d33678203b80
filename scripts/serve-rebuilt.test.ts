/**
 * A file rebuilt while the local server runs is served as it is now: `npm start` rebuilds the
 * search index under the running exams remote, and a manifest sent with its old length is
 * refused by the browser (the list then says searching inside papers is not available).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createAppHandler } from './serve';

let dir: string;
let server: http.Server | undefined;
let origin: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-serve-rebuilt-'));
  fs.mkdirSync(path.join(dir, 'dist', 'search', 'cat1'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'index', 'cat1'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>x</title>');
});

/** The exams remote's server on a free port, its index folder in the test's folder. */
async function startServer() {
  server = http.createServer(
    createAppHandler({ name: 'exams', dir, host: false }, [
      { path: '/search/', dir: path.join(dir, 'index') },
    ]),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The file's bytes and the length the server announced for them. */
async function get(address: string) {
  const response = await fetch(origin + address, { headers: { 'Accept-Encoding': 'identity' } });
  return {
    status: response.status,
    length: response.headers.get('content-length'),
    body: await response.text(),
  };
}

const manifest = (papers: number) => JSON.stringify({ v: 1, build: `b${papers}`, papers });

describe('the local server, while a file is rebuilt under it', () => {
  it('serves the rebuilt search index at once: the new bytes with their own length', async () => {
    const file = path.join(dir, 'index', 'cat1', 'manifest.json');
    fs.writeFileSync(file, manifest(5));
    await startServer();
    expect(await get('/search/cat1/manifest.json')).toEqual({
      status: 200,
      length: String(manifest(5).length),
      body: manifest(5),
    });
    fs.writeFileSync(file, manifest(12_345));
    expect(await get('/search/cat1/manifest.json')).toEqual({
      status: 200,
      length: String(manifest(12_345).length),
      body: manifest(12_345),
    });
    // A build's files written after the server started are found too.
    fs.mkdirSync(path.join(dir, 'index', 'cat1', 'b12345', 't'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'index', 'cat1', 'b12345', 't', 'di.json'),
      '{"dijkstra":[0,2,1]}',
    );
    expect((await get('/search/cat1/b12345/t/di.json')).body).toBe('{"dijkstra":[0,2,1]}');
  });

  it('serves a rebuilt file of the build (dist/) with its new length too', async () => {
    const file = path.join(dir, 'dist', 'search', 'cat1', 'manifest.json');
    fs.writeFileSync(file, manifest(5));
    fs.rmSync(path.join(dir, 'index'), { recursive: true });
    await startServer();
    expect((await get('/search/cat1/manifest.json')).body).toBe(manifest(5));
    fs.writeFileSync(file, manifest(12_345));
    expect(await get('/search/cat1/manifest.json')).toEqual({
      status: 200,
      length: String(manifest(12_345).length),
      body: manifest(12_345),
    });
  });
});
