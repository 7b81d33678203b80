import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handlePreflight, sendGoogleError, sendJson } from '../http-utils';
import type { StorageRules } from '../rules/storage-rules';
import {
  contentTypeOf,
  downloadToken,
  listFolder,
  objectMetadata,
  resolveObjectFile,
  statFile,
} from './objects';

const OBJECT_URL = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/;

/** Read-only Storage emulator over a folder: metadata, downloads and listing. */
export function createStorageServer(storageDir: string, rules: StorageRules): Server {
  return createServer((req, res) => {
    handle(storageDir, rules, req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else sendGoogleError(res, 500, 'Internal error');
    });
  });
}

async function handle(
  storageDir: string,
  rules: StorageRules,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (handlePreflight(req, res)) return;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const match = OBJECT_URL.exec(url.pathname);
  if (!match?.[1]) return sendGoogleError(res, 404, 'Not Found');
  // Clients never upload: content is published outside the app.
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendGoogleError(res, 403, 'Permission denied. No WRITE permission.');
  }
  let bucket: string;
  let name: string | undefined;
  try {
    bucket = decodeURIComponent(match[1]);
    name = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
  } catch {
    return sendGoogleError(res, 400, 'Invalid object name');
  }
  if (name === undefined) return list(storageDir, rules, bucket, url, res);
  const token = url.searchParams.get('token');
  const tokenOk = token !== null && token === downloadToken(name);
  if (token !== null && !tokenOk)
    return sendGoogleError(res, 403, 'Permission denied. Invalid download token.');
  if (!tokenOk && !rules.allows('get', name)) {
    return sendGoogleError(res, 403, `Permission denied. No READ permission for ${name}.`);
  }
  const file = await resolveObjectFile(storageDir, name);
  const stats = file ? await statFile(file) : undefined;
  if (!file || !stats) return sendGoogleError(res, 404, `Not Found. Could not get object ${name}`);
  if (url.searchParams.get('alt') !== 'media')
    return sendJson(res, 200, objectMetadata(bucket, name, stats));
  const range = parseRange(req.headers.range, stats.size);
  const headers = {
    'Content-Type': contentTypeOf(name),
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=0',
    'Content-Disposition': `inline; filename*=utf-8''${encodeURIComponent(name.split('/').pop() ?? name)}`,
  };
  if (range === 'invalid') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${stats.size}` });
    return void res.end();
  }
  const [start, end] = range ?? [0, stats.size - 1];
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Length': Math.max(0, end - start + 1),
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${stats.size}` } : {}),
  });
  if (req.method === 'HEAD' || stats.size === 0) return void res.end();
  createReadStream(file, { start, end })
    .on('error', () => res.destroy())
    .pipe(res);
}

async function list(
  storageDir: string,
  rules: StorageRules,
  bucket: string,
  url: URL,
  res: ServerResponse,
): Promise<void> {
  const prefix = url.searchParams.get('prefix') ?? '';
  if (!rules.allows('list', prefix))
    return sendGoogleError(res, 403, 'Permission denied. No LIST permission.');
  const listing = await listFolder(storageDir, bucket, prefix);
  sendJson(res, 200, listing ?? { prefixes: [], items: [] });
}

/** One "bytes=a-b" range (PDF viewers ask for these); anything else gets the whole file. */
function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | 'invalid' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  let start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  let end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start > end || start >= size) return 'invalid';
  start = Math.max(0, start);
  end = Math.max(start, end);
  return [start, end];
}
