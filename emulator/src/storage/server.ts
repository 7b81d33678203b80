import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { authContextFromToken, mockUserAuth } from '../auth/tokens';
import {
  guardRequest,
  isRecord,
  requestUrl,
  sendGoogleError,
  sendJson,
  type CorsPolicy,
  type HttpPolicy,
} from '../http-utils';
import type { StorageOp, StorageRequest, StorageRules } from '../rules/storage-rules';
import {
  declaredLength,
  HttpError,
  multipartHead,
  multipartTrailerBytes,
  refuse,
  RequestBody,
} from '../request-body';
import {
  isValidObjectName,
  objectResource,
  ruleResource,
  type ObjectRecord,
  type ObjectStore,
  type WritableMetadata,
} from './objects';
import { handleInternal } from './internal';

const OBJECT_URL = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/;
/** The largest upload the emulator keeps in memory; Firebase's own limit is far higher. */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
const MAX_METADATA_BYTES = 64 * 1024;
const UPLOAD_SESSION_MS = 60 * 60 * 1000;

const uploadTooLarge = (): HttpError =>
  new HttpError(413, `Upload larger than ${MAX_UPLOAD_BYTES} bytes`);
const metadataTooLarge = (): HttpError =>
  new HttpError(413, `Metadata larger than ${MAX_METADATA_BYTES} bytes`);

const readMetadata = async (req: IncomingMessage, res: ServerResponse): Promise<Buffer> =>
  new RequestBody(req, res, MAX_METADATA_BYTES, metadataTooLarge).read();

type Session = {
  name: string;
  bucket: string;
  metadata: WritableMetadata;
  size: number;
  chunks: Buffer[];
  received: number;
  caller: Caller;
  timer: NodeJS.Timeout;
};

type Caller = { auth: StorageRequest['auth']; owner: boolean };

type Context = {
  objects: ObjectStore;
  rules: StorageRules;
  sessions: Map<string, Session>;
  cors: CorsPolicy;
};

/**
 * The Firebase Storage REST API as the web SDK uses it: metadata, downloads
 * (with byte ranges and download tokens), listing, uploads (media,
 * multipart and resumable), metadata updates and deletes, all under
 * storage.rules. `Authorization: Bearer owner` (the official emulator's
 * admin credential) bypasses the rules.
 */
export function createStorageServer(
  objects: ObjectStore,
  rules: StorageRules,
  http: HttpPolicy,
): Server {
  const context: Context = { objects, rules, sessions: new Map(), cors: http.cors };
  const server = createServer((req, res) => {
    guardRequest(
      req,
      res,
      (line) => http.log(`storage: ${line}`),
      async () => {
        try {
          await handle(context, req, res);
        } catch (error) {
          if (!(error instanceof HttpError) || res.headersSent) throw error;
          refuse(req, res, () => sendGoogleError(res, error.status, error.message));
        }
      },
    );
  });
  // A client that asks before sending its body gets an answer from the headers first (see
  // RequestBody): the body is asked for only when the upload is allowed.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) =>
    server.emit('request', req, res),
  );
  server.on('close', () => {
    for (const session of context.sessions.values()) clearTimeout(session.timer);
    context.sessions.clear();
  });
  return server;
}

function callerOf(req: IncomingMessage): Caller {
  const header = req.headers.authorization ?? '';
  if (header === 'Bearer owner' || header === 'Firebase owner') return { auth: null, owner: true };
  const token = /^(?:Firebase|Bearer)\s+(\S+)$/.exec(header)?.[1];
  const auth = token ? (authContextFromToken(token) ?? mockUserAuth(token)) : undefined;
  return { auth: auth ? { uid: auth.uid, token: auth.token } : null, owner: false };
}

function authorize(
  context: Context,
  caller: Caller,
  op: StorageOp,
  request: Omit<StorageRequest, 'auth'>,
): void {
  if (caller.owner || context.rules.allows(op, { ...request, auth: caller.auth })) return;
  const kind = op === 'list' ? 'LIST' : op === 'get' ? 'READ' : 'WRITE';
  throw new HttpError(403, `Permission denied. No ${kind} permission for ${request.path}.`);
}

async function handle(context: Context, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const refusal = (r: ServerResponse, status: number, message: string): void =>
    refuse(req, r, () => sendGoogleError(r, status, message));
  if (context.cors.answer(req, res, refusal)) return;
  if (await handleInternal(context, req, res)) return;
  if (req.headers.origin !== undefined) {
    res.setHeader(
      'Access-Control-Expose-Headers',
      'Content-Type, Content-Length, X-Goog-Upload-URL, X-Goog-Upload-Status, X-Goog-Upload-Size-Received',
    );
  }
  const url = requestUrl(req);
  const match = url && OBJECT_URL.exec(url.pathname);
  if (!url || !match?.[1]) throw new HttpError(404, 'Not Found');
  let bucket: string;
  let name: string | undefined;
  try {
    bucket = decodeURIComponent(match[1]);
    name = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
  } catch {
    throw new HttpError(400, 'Invalid object name');
  }
  const caller = callerOf(req);
  const method = req.method ?? 'GET';
  if (name === undefined) {
    if (method === 'GET') return list(context, caller, bucket, url, res);
    if (method === 'POST') return upload(context, caller, bucket, url, req, res);
  } else {
    if (method === 'GET' || method === 'HEAD')
      return read(context, caller, bucket, name, url, req, res);
    if (method === 'PATCH') return updateMetadata(context, caller, bucket, name, req, res);
    if (method === 'DELETE') return remove(context, caller, name, res);
    if (
      method === 'POST' &&
      (url.searchParams.has('create_token') || url.searchParams.has('delete_token'))
    ) {
      return changeToken(context, caller, bucket, name, url, res);
    }
  }
  throw new HttpError(
    501,
    `The storage emulator does not support ${method} ${name === undefined ? 'on a bucket' : 'on an object'}`,
  );
}

async function existing(context: Context, name: string): Promise<ObjectRecord> {
  const record = await context.objects.get(name);
  if (!record) throw new HttpError(404, `Not Found. Could not get object ${name}`);
  return record;
}

async function read(
  context: Context,
  caller: Caller,
  bucket: string,
  name: string,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const media = url.searchParams.get('alt') === 'media';
  const token = url.searchParams.get('token');
  const record = await context.objects.get(name);
  const tokenOk = media && token !== null && record?.downloadTokens.includes(token) === true;
  if (token !== null && !tokenOk) {
    throw new HttpError(403, 'Permission denied. Invalid download token.');
  }
  if (!tokenOk) {
    authorize(context, caller, 'get', {
      path: name,
      existing: record ? ruleResource(bucket, record) : null,
    });
  }
  if (!record) throw new HttpError(404, `Not Found. Could not get object ${name}`);
  if (!media) return sendJson(res, 200, objectResource(bucket, record));
  const file = await context.objects.bytesFile(record);
  if (!file) throw new HttpError(404, `Not Found. Could not get object ${name}`);
  const range = parseRange(req.headers.range, record.size);
  const resource = objectResource(bucket, record);
  const headers = {
    'Content-Type': record.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': record.cacheControl ?? 'private, max-age=0',
    'Content-Disposition': String(resource.contentDisposition),
  };
  if (range === 'invalid') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${record.size}` });
    return void res.end();
  }
  const [start, end] = range ?? [0, record.size - 1];
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Length': Math.max(0, end - start + 1),
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${record.size}` } : {}),
  });
  if (req.method === 'HEAD' || record.size === 0) return void res.end();
  createReadStream(file, { start, end })
    .on('error', () => res.destroy())
    .pipe(res);
}

function list(
  context: Context,
  caller: Caller,
  bucket: string,
  url: URL,
  res: ServerResponse,
): void {
  const prefix = url.searchParams.get('prefix') ?? '';
  const delimiter = url.searchParams.get('delimiter') ?? '';
  const maxResults = Number(url.searchParams.get('maxResults') ?? '1000');
  if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 1000) {
    throw new HttpError(400, 'maxResults must be an integer from 1 to 1000');
  }
  const folder = prefix.replace(/\/$/, '');
  if (folder !== '' && !isValidObjectName(folder))
    throw new HttpError(400, `Invalid prefix ${prefix}`);
  authorize(context, caller, 'list', { path: prefix });
  const page = context.objects.list(
    prefix,
    delimiter,
    url.searchParams.get('pageToken') ?? undefined,
    maxResults,
  );
  sendJson(res, 200, {
    prefixes: page.prefixes,
    items: page.items.map((item) => ({ name: item, bucket })),
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
  });
}

/** Client-settable fields of a resource JSON (upload metadata or a PATCH body). */
function writableFields(body: Record<string, unknown>): WritableMetadata & {
  tokens?: string[];
} {
  const fields: WritableMetadata & { tokens?: string[] } = {};
  for (const key of [
    'contentType',
    'cacheControl',
    'contentDisposition',
    'contentEncoding',
    'contentLanguage',
  ] as const) {
    const value = body[key];
    if (typeof value === 'string') fields[key] = value;
  }
  if (isRecord(body.metadata)) {
    const custom = Object.create(null) as Record<string, string>;
    for (const [key, value] of Object.entries(body.metadata)) {
      if (key === 'firebaseStorageDownloadTokens') {
        fields.tokens = typeof value === 'string' ? value.split(',').filter((t) => t !== '') : [];
      } else if (value !== null) custom[key] = String(value);
    }
    fields.metadata = custom;
  }
  return fields;
}

function parseJson(buffer: Buffer): Record<string, unknown> {
  try {
    const value: unknown = buffer.length === 0 ? {} : JSON.parse(buffer.toString('utf8'));
    if (isRecord(value)) return value;
  } catch {
    // answered below
  }
  throw new HttpError(400, 'Invalid JSON metadata');
}

/** A multipart/related body: a JSON metadata part, then the bytes. */
function parseMultipart(
  body: Buffer,
  contentType: string,
): { metadata: Record<string, unknown>; data: Buffer } {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) throw new HttpError(400, 'Multipart upload without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    // Each part: CRLF, headers, blank line, content, CRLF before the next delimiter.
    const part = body.subarray(start + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) throw new HttpError(400, 'Malformed multipart part');
    parts.push(part.subarray(headerEnd + 4));
    at = next;
  }
  const [metadata, data] = parts;
  if (!metadata || !data || parts.length !== 2) {
    throw new HttpError(400, 'A multipart upload needs a metadata part and a data part');
  }
  return { metadata: parseJson(metadata), data };
}

async function upload(
  context: Context,
  caller: Caller,
  bucket: string,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const uploadId = url.searchParams.get('upload_id');
  if (uploadId !== null) return continueResumable(context, bucket, uploadId, req, res);
  const protocol = String(
    req.headers['x-goog-upload-protocol'] ?? url.searchParams.get('uploadType') ?? 'media',
  );
  const nameParam = url.searchParams.get('name');
  if (protocol === 'resumable') {
    const command = String(req.headers['x-goog-upload-command'] ?? '');
    if (command !== 'start')
      throw new HttpError(400, `Unknown resumable upload command "${command}"`);
    const name = checkName(nameParam);
    const size = Number(req.headers['x-goog-upload-header-content-length'] ?? NaN);
    if (Number.isFinite(size) && size > MAX_UPLOAD_BYTES) throw uploadTooLarge();
    const body = writableFields(parseJson(await readMetadata(req, res)));
    const contentType =
      body.contentType ?? String(req.headers['x-goog-upload-header-content-type'] ?? '');
    // Refuse early when the declared size and type already fail the rules (without a declared
    // size, when they fail at any size).
    const declaredMetadata = { ...body, contentType: contentType || 'application/octet-stream' };
    if (Number.isFinite(size)) {
      await checkWrite(context, caller, bucket, name, declaredMetadata, size);
    } else {
      await checkWriteOfAnySize(context, caller, bucket, name, declaredMetadata);
    }
    const id = randomUUID();
    const session: Session = {
      name,
      bucket,
      metadata: { ...body, contentType: contentType || 'application/octet-stream' },
      size,
      chunks: [],
      received: 0,
      caller,
      timer: setTimeout(() => context.sessions.delete(id), UPLOAD_SESSION_MS),
    };
    session.timer.unref();
    context.sessions.set(id, session);
    const host = req.headers.host ?? 'localhost';
    const uploadUrl = `http://${host}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${id}&upload_protocol=resumable`;
    res.writeHead(200, {
      'X-Goog-Upload-URL': uploadUrl,
      'X-Goog-Upload-Status': 'active',
      'Content-Type': 'text/plain',
    });
    return void res.end();
  }
  const name = checkNameOrNull(nameParam);
  if (protocol === 'multipart') {
    const contentType = String(req.headers['content-type'] ?? '');
    const body = new RequestBody(req, res, MAX_UPLOAD_BYTES, uploadTooLarge);
    await checkMultipartHead(context, caller, bucket, name, req, body, contentType);
    const { metadata, data } = parseMultipart(await body.read(), contentType);
    const objectName = checkName(
      name ?? (typeof metadata.name === 'string' ? metadata.name : null),
    );
    const fields = writableFields(metadata);
    return store(
      context,
      caller,
      bucket,
      objectName,
      data,
      {
        ...fields,
        contentType: fields.contentType ?? 'application/octet-stream',
      },
      res,
    );
  }
  if (protocol === 'media') {
    const objectName = checkName(name);
    const contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
    const body = new RequestBody(req, res, MAX_UPLOAD_BYTES, uploadTooLarge);
    // The rules are checked from the headers before any byte is read (again once all are in).
    const declared = declaredLength(req);
    if (declared !== undefined) {
      await checkWrite(context, caller, bucket, objectName, { contentType }, declared);
    } else {
      await checkWriteOfAnySize(context, caller, bucket, objectName, { contentType });
    }
    return store(context, caller, bucket, objectName, await body.read(), { contentType }, res);
  }
  throw new HttpError(
    501,
    `The storage emulator does not support the upload protocol "${protocol}"`,
  );
}

/**
 * Reads a multipart upload only as far as its metadata part and checks the rules with the name,
 * type and size it announces (the size from Content-Length, in the web SDK's layout), so a
 * forbidden upload is refused before its data is read. The rules run again once all is in.
 */
async function checkMultipartHead(
  context: Context,
  caller: Caller,
  bucket: string,
  nameParam: string | null,
  req: IncomingMessage,
  body: RequestBody,
  contentType: string,
): Promise<void> {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  const declared = declaredLength(req);
  if (!boundary) return;
  const found = (bytes: Buffer): boolean =>
    multipartHead(bytes, boundary) !== undefined || bytes.length > MAX_METADATA_BYTES;
  const head = multipartHead(await body.read(found), boundary);
  if (!head) return;
  const metadata = parseJson(head.metadata);
  const name = checkName(nameParam ?? (typeof metadata.name === 'string' ? metadata.name : null));
  const fields = writableFields(metadata);
  const written = { ...fields, contentType: fields.contentType ?? 'application/octet-stream' };
  // Chunked, the data's size is unknown until its end.
  if (declared === undefined) return checkWriteOfAnySize(context, caller, bucket, name, written);
  const size = declared - head.dataStart - multipartTrailerBytes(boundary);
  await checkWrite(context, caller, bucket, name, written, Math.max(0, size));
}

function checkNameOrNull(name: string | null): string | null {
  return name === null ? null : checkName(name);
}

function checkName(name: string | null): string {
  if (name === null) throw new HttpError(400, 'An upload needs an object name');
  if (!isValidObjectName(name)) throw new HttpError(400, `Invalid object name ${name}`);
  return name;
}

/** What the rules see of a write: `create` or `update` by whether the object is there now. */
function writeRequest(
  bucket: string,
  name: string,
  previous: ObjectRecord | undefined,
  metadata: WritableMetadata,
  size: number,
): { op: StorageOp; request: Omit<StorageRequest, 'auth'> } {
  return {
    op: previous ? 'update' : 'create',
    request: {
      path: name,
      existing: previous ? ruleResource(bucket, previous) : null,
      resource: {
        name,
        bucket,
        size,
        contentType: metadata.contentType ?? 'application/octet-stream',
        metadata: metadata.metadata ?? {},
      },
    },
  };
}

async function checkWrite(
  context: Context,
  caller: Caller,
  bucket: string,
  name: string,
  metadata: WritableMetadata,
  size: number,
): Promise<void> {
  const { op, request } = writeRequest(
    bucket,
    name,
    await context.objects.get(name),
    metadata,
    size,
  );
  authorize(context, caller, op, request);
}

/**
 * Before reading a body of unknown length: refused now when the rules refuse this write whatever
 * its size (its size is all they lack); otherwise the body is read and the rules run on it.
 */
async function checkWriteOfAnySize(
  context: Context,
  caller: Caller,
  bucket: string,
  name: string,
  metadata: WritableMetadata,
): Promise<void> {
  if (caller.owner) return;
  const { op, request } = writeRequest(bucket, name, await context.objects.get(name), metadata, 0);
  if (context.rules.mayAllowAnySize(op, { ...request, auth: caller.auth })) return;
  authorize(context, caller, op, request);
}

async function store(
  context: Context,
  caller: Caller,
  bucket: string,
  name: string,
  data: Buffer,
  fields: WritableMetadata & { tokens?: string[] },
  res: ServerResponse,
  headers: Record<string, string> = {},
): Promise<void> {
  const { tokens, ...metadata } = fields;
  // The rules see the object as it is when the bytes are stored, in one step with storing them.
  const record = await context.objects.put(
    name,
    data,
    metadata,
    tokens ?? [randomUUID()],
    (previous) => {
      const { op, request } = writeRequest(bucket, name, previous, metadata, data.length);
      authorize(context, caller, op, request);
    },
  );
  res.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(objectResource(bucket, record)));
}

async function continueResumable(
  context: Context,
  bucket: string,
  id: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const session = context.sessions.get(id);
  if (!session || session.bucket !== bucket) throw new HttpError(404, 'Unknown upload session');
  const command = String(req.headers['x-goog-upload-command'] ?? '');
  const commands = command.split(',').map((c) => c.trim());
  if (commands.includes('cancel')) {
    context.sessions.delete(id);
    clearTimeout(session.timer);
    res.writeHead(200, { 'X-Goog-Upload-Status': 'cancelled' });
    return void res.end();
  }
  if (commands.includes('query')) {
    res.writeHead(200, {
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-Size-Received': String(session.received),
    });
    return void res.end();
  }
  if (commands.includes('upload')) {
    const offset = Number(req.headers['x-goog-upload-offset'] ?? NaN);
    if (offset !== session.received) {
      throw new HttpError(
        400,
        `Upload offset ${offset} does not match ${session.received} bytes received`,
      );
    }
    const declared = declaredLength(req);
    if (Number.isFinite(session.size) && session.received + (declared ?? 0) > session.size) {
      throw new HttpError(400, `Upload has more than the ${session.size} bytes announced`);
    }
    const body = new RequestBody(req, res, MAX_UPLOAD_BYTES - session.received, uploadTooLarge);
    const chunk = await body.read();
    session.chunks.push(chunk);
    session.received += chunk.length;
  }
  if (!commands.includes('finalize')) {
    if (!commands.includes('upload'))
      throw new HttpError(400, `Unknown upload command "${command}"`);
    res.writeHead(200, {
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-Size-Received': String(session.received),
    });
    return void res.end();
  }
  context.sessions.delete(id);
  clearTimeout(session.timer);
  const data = Buffer.concat(session.chunks);
  if (Number.isFinite(session.size) && data.length !== session.size) {
    throw new HttpError(400, `Upload has ${data.length} bytes, ${session.size} were announced`);
  }
  return store(context, session.caller, bucket, session.name, data, session.metadata, res, {
    'X-Goog-Upload-Status': 'final',
  });
}

async function updateMetadata(
  context: Context,
  caller: Caller,
  bucket: string,
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = parseJson(await readMetadata(req, res));
  const record = await existing(context, name);
  const { tokens, metadata: custom, ...fields } = writableFields(body);
  const next: ObjectRecord = { ...record, ...fields };
  // null clears a field, as in the API.
  for (const key of [
    'cacheControl',
    'contentDisposition',
    'contentEncoding',
    'contentLanguage',
  ] as const) {
    if (body[key] === null) delete next[key];
  }
  if (body.contentType === null) next.contentType = 'application/octet-stream';
  if (custom !== undefined || isRecord(body.metadata)) {
    const merged = Object.assign(
      Object.create(null) as Record<string, string>,
      record.metadata,
      custom,
    );
    if (isRecord(body.metadata)) {
      for (const [key, value] of Object.entries(body.metadata))
        if (value === null) delete merged[key];
    }
    next.metadata = merged;
  }
  if (body.metadata === null) next.metadata = {};
  if (tokens !== undefined) next.downloadTokens = tokens;
  authorize(context, caller, 'update', {
    path: name,
    existing: ruleResource(bucket, record),
    resource: ruleResource(bucket, next),
  });
  sendJson(res, 200, objectResource(bucket, await context.objects.update(record, next)));
}

async function remove(
  context: Context,
  caller: Caller,
  name: string,
  res: ServerResponse,
): Promise<void> {
  const record = await context.objects.get(name);
  authorize(context, caller, 'delete', {
    path: name,
    existing: record ? ruleResource('', record) : null,
  });
  if (!record) throw new HttpError(404, `Not Found. Could not delete object ${name}`);
  await context.objects.delete(record);
  res.writeHead(204);
  res.end();
}

/** `?create_token=true` / `?delete_token=<t>`: admin-only, as in the official emulator. */
async function changeToken(
  context: Context,
  caller: Caller,
  bucket: string,
  name: string,
  url: URL,
  res: ServerResponse,
): Promise<void> {
  if (!caller.owner) throw new HttpError(403, 'Missing admin credentials.');
  const record = await existing(context, name);
  const remove = url.searchParams.get('delete_token');
  const tokens =
    remove !== null
      ? record.downloadTokens.filter((t) => t !== remove)
      : [...record.downloadTokens, randomUUID()];
  sendJson(
    res,
    200,
    objectResource(
      bucket,
      await context.objects.update(record, { ...record, downloadTokens: tokens }),
    ),
  );
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
