import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { authContextFromToken } from '../auth/tokens';
import {
  describeError,
  guardRequest,
  requestUrl,
  sendJson,
  type CorsPolicy,
  type HttpPolicy,
} from '../http-utils';
import { HttpError, refuse, RequestBody } from '../request-body';
import { DatabaseRules } from '../rules/database-rules';
import { DbConnection, type ConnectionLimits } from './connection';
import { childKeys } from './ordering';
import { applyQuery, queryFromRest, ruleQuery, type QuerySpec } from './query';
import type { DatabaseStore } from './store';
import { InvalidDataError, parsePath, pathToString, toExportJson } from './tree';

/** Largest single WebSocket frame accepted: a 16384-char SDK frame is at most ~48 KB of UTF-8. */
const MAX_WS_FRAME_BYTES = 256 * 1024;

/**
 * Serves the WebSocket protocol on /.ws and REST (`GET /path.json`, owner `PUT`). An unexpected
 * error in one request answers that request 500 (or closes that socket) and is logged: no request
 * can stop the process.
 */
export function createDatabaseServer(
  store: DatabaseStore,
  limits: ConnectionLimits,
  http: HttpPolicy,
): { server: Server; closeSockets: () => void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_WS_FRAME_BYTES });
  const server = createServer((req, res) => {
    guardRequest(req, res, http.log, () => handleRest(store, http.cors, req, res));
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    try {
      const url = requestUrl(req);
      if (url?.pathname !== '/.ws') {
        socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
        return;
      }
      // Browsers send their page's origin on a WebSocket too, and no CORS protects it.
      if (!http.cors.allows(req.headers.origin)) {
        socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const ns = url.searchParams.get('ns') ?? undefined;
        new DbConnection(ws, store, req.headers.host ?? 'localhost', limits, http.log, ns);
      });
    } catch (error) {
      http.log(`database: WebSocket upgrade failed: ${describeError(error)}`);
      socket.destroy();
    }
  });
  const closeSockets = (): void => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
  return { server, closeSockets };
}

async function handleRest(
  store: DatabaseStore,
  cors: CorsPolicy,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (cors.answer(req, res)) return;
  const url = requestUrl(req);
  if (!url) {
    sendJson(res, 400, { error: 'Invalid request URL' });
    return;
  }
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const ns = url.searchParams.get('ns') ?? undefined;
  if (url.pathname === '/.settings/rules.json') {
    await handleRulesSettings(store, ns, bearer, req, res);
    return;
  }
  if (url.pathname === '/.lp') {
    sendJson(res, 400, {
      error:
        'Long-polling is not supported by this emulator: call forceWebSockets() from firebase/database before getDatabase()',
    });
    return;
  }
  const writing = req.method === 'PUT';
  if (!url.pathname.endsWith('.json')) {
    sendJson(res, 404, { error: 'Not found: REST paths end in .json, the SDK uses /.ws' });
    return;
  }
  if (req.method !== 'GET' && !writing) {
    sendJson(res, 405, {
      error: `REST ${req.method ?? ''} is not supported by this emulator: write through the SDK (only GET, and PUT with the owner credential, are)`,
    });
    return;
  }
  let path: string[];
  try {
    path = parsePath(decodeURIComponent(url.pathname.slice(0, -'.json'.length)));
  } catch (error) {
    const message = error instanceof InvalidDataError ? error.message : 'Invalid path';
    sendJson(res, 400, { error: message });
    return;
  }
  if (writing) {
    await handleOwnerPut(store, path, bearer, req, res);
    return;
  }
  const auth = authContextFromToken(url.searchParams.get('auth') ?? bearer) ?? null;
  let spec: QuerySpec | undefined;
  try {
    spec = queryFromRest(url.searchParams);
  } catch (error) {
    sendJson(res, 400, { error: (error as Error).message });
    return;
  }
  if (!store.canRead(path, { auth, ns, owner: bearer === 'owner' }, ruleQuery(spec))) {
    sendJson(res, 401, { error: 'Permission denied' });
    return;
  }
  const unindexed = spec && unindexedName(spec);
  if (unindexed !== undefined && !store.rulesFor(ns).isIndexed(path, unindexed)) {
    // Firebase's REST API refuses unindexed orderings instead of filtering slowly.
    sendJson(res, 400, {
      error: `Index not defined, add ".indexOn": "${unindexed}", for path "${pathToString(path)}", to the rules`,
    });
    return;
  }
  if (url.searchParams.get('print') === 'silent') {
    res.writeHead(204);
    res.end();
    return;
  }
  const value = store.value(path);
  if (url.searchParams.get('shallow') === 'true') {
    // Like Firebase: children become `true`, a primitive is returned as it is.
    const keys = childKeys(value);
    const shallow =
      keys.length === 0 ? toExportJson(value) : Object.fromEntries(keys.map((k) => [k, true]));
    sendCompressedJson(req, res, shallow);
    return;
  }
  sendCompressedJson(
    req,
    res,
    toExportJson(
      spec ? applyQuery(value, spec) : value,
      url.searchParams.get('format') === 'export',
    ),
  );
}

function unindexedName(spec: QuerySpec): string | undefined {
  if (spec.index.kind === 'value') return '.value';
  if (spec.index.kind === 'child') return spec.index.path.join('/');
  return undefined;
}

/**
 * Brotli's best quality for the answers a page reads at start-up (the six collections are tens of
 * KB: quality 11 takes a few ms and sends ≈ 16 % fewer bytes than quality 4); a fast quality for
 * large answers (a 3 MB tree would take about a second at 11).
 */
const SMALL_ANSWER_BYTES = 256 * 1024;
const brotliQuality = (bytes: number): number => (bytes <= SMALL_ANSWER_BYTES ? 11 : 4);

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Answers a read as the production REST API does: JSON, compressed with brotli or gzip
 * when the client accepts it (browsers and fetch always do), identity otherwise.
 */
function sendCompressedJson(req: IncomingMessage, res: ServerResponse, body: unknown): void {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const payload = compressedAnswer(JSON.stringify(body), encoding);
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': payload.length,
    'Cache-Control': 'no-cache',
    Vary: 'Origin, Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(payload);
}

function compress(text: string, encoding: Encoding): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  if (encoding === 'gzip') return gzipSync(bytes, { level: 6 });
  if (encoding === 'identity') return bytes;
  return brotliCompressSync(bytes, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality(bytes.length),
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * The last answers, compressed, by their exact text: a page's six start-up reads are the same
 * answers for every visitor until the content changes, and brotli's best quality takes a few ms
 * for each, one after another on this one thread. A changed value is a different text.
 */
const COMPRESSED_ANSWERS_KEPT = 32;
const compressedAnswers = new Map<string, Buffer>();

function compressedAnswer(text: string, encoding: Encoding): Buffer {
  if (encoding === 'identity' || text.length > SMALL_ANSWER_BYTES) return compress(text, encoding);
  const key = `${encoding}:${text}`;
  const kept = compressedAnswers.get(key);
  if (kept) return kept;
  const payload = compress(text, encoding);
  compressedAnswers.set(key, payload);
  if (compressedAnswers.size > COMPRESSED_ANSWERS_KEPT)
    compressedAnswers.delete(compressedAnswers.keys().next().value as string);
  return payload;
}

/** Brotli when accepted, else gzip, else none; `q=0` excludes an encoding. */
function pickEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name !== '' && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

const MAX_REST_BODY_BYTES = 32 * 1024 * 1024;
const MAX_RULES_BYTES = 256 * 1024;

/**
 * `GET|PUT /.settings/rules.json?ns=<ns>` with the owner credential, as Firebase's emulator
 * offers and @firebase/rules-unit-testing uses: replaces one namespace's rules at run time.
 * Rules the emulator cannot evaluate are refused with the rule's path and position.
 */
async function handleRulesSettings(
  store: DatabaseStore,
  ns: string | undefined,
  bearer: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (bearer !== 'owner') {
    sendJson(res, 401, { error: 'Permission denied: rules need the owner credential' });
    return;
  }
  if (ns === undefined || ns === '') {
    sendJson(res, 400, { error: 'Name the database: /.settings/rules.json?ns=<namespace>' });
    return;
  }
  if (req.method === 'GET') {
    const source = store.rulesSource(ns);
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(source ?? JSON.stringify({ note: 'default rules file in use' }));
    return;
  }
  if (req.method !== 'PUT') {
    sendJson(res, 405, { error: 'Only GET and PUT of /.settings/rules.json are supported' });
    return;
  }
  const body = await readLimited(req, res, MAX_RULES_BYTES);
  if (body === undefined) return;
  const text = body.toString('utf8');
  try {
    store.setRules(ns, DatabaseRules.fromText(text), text);
  } catch (error) {
    sendJson(res, 400, { error: (error as Error).message });
    return;
  }
  sendJson(res, 200, { status: 'ok' });
}

/** Content import: only the owner credential may write over REST; clients write through the SDK. */
async function handleOwnerPut(
  store: DatabaseStore,
  path: string[],
  bearer: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (bearer !== 'owner') {
    sendJson(res, 401, { error: 'Permission denied: REST writes need the owner credential' });
    return;
  }
  const body = await readLimited(req, res, MAX_REST_BODY_BYTES);
  if (body === undefined) return;
  let data: unknown;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    sendJson(res, 400, { error: 'Body is not valid JSON' });
    return;
  }
  const outcome = await store.adminSet(path, data);
  if (outcome.status === 'ok') sendJson(res, 200, data);
  else sendJson(res, outcome.status === 'invalid_data' ? 400 : 500, { error: outcome.message });
}

/**
 * The body, or undefined once a body over `limit` bytes has been answered 413: reading stops
 * there and the rest is discarded, so the client reads the answer instead of a reset.
 */
async function readLimited(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
): Promise<Buffer | undefined> {
  const tooLarge = (): HttpError => new HttpError(413, `Body larger than ${limit} bytes`);
  try {
    return await new RequestBody(req, res, limit, tooLarge).read();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    refuse(req, res, () => sendJson(res, error.status, { error: error.message }));
    return undefined;
  }
}
