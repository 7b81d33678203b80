import type { IncomingMessage, ServerResponse } from 'node:http';

/** An error answered to the client with its status (403, 404, 413 ...). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** How long a refused upload's remaining bytes are discarded before its connection is closed. */
const LINGER_MS = 10_000;

const continued = new WeakSet<IncomingMessage>();

const expectsContinue = (req: IncomingMessage): boolean =>
  /^100-continue$/i.test(String(req.headers.expect ?? ''));

/** The body size the client announced (Content-Length), or undefined (chunked). */
export function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  if (header === undefined || !/^\d{1,15}$/.test(header)) return undefined;
  return Number(header);
}

/**
 * A request body read in steps and never past `limit` bytes, so that a request can be refused
 * from its headers or its first bytes without reading, or keeping, the rest. A client that sent
 * `Expect: 100-continue` is asked for its body only when it is first read.
 */
export class RequestBody {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private ended = false;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly limit: number,
    private readonly tooLarge: () => HttpError,
  ) {
    if (declaredLength(req) !== undefined && (declaredLength(req) ?? 0) > limit) throw tooLarge();
  }

  /** Reads until `enough(bodySoFar)` holds or the body ends; resolves with the bytes so far. */
  async read(enough?: (body: Buffer) => boolean): Promise<Buffer> {
    if (expectsContinue(this.req) && !continued.has(this.req)) {
      continued.add(this.req);
      this.res.writeContinue();
    }
    if (!this.ended && !enough?.(this.joined())) await this.more(enough);
    return this.joined();
  }

  private more(enough: ((body: Buffer) => boolean) | undefined): Promise<void> {
    const { req } = this;
    return new Promise<void>((resolve, reject) => {
      const stop = (): void => {
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('error', onError);
        req.pause();
      };
      const onData = (chunk: Buffer): void => {
        this.size += chunk.length;
        if (this.size > this.limit) {
          stop();
          reject(this.tooLarge());
          return;
        }
        this.chunks.push(chunk);
        if (enough?.(this.joined())) {
          stop();
          resolve();
        }
      };
      const onEnd = (): void => {
        this.ended = true;
        stop();
        resolve();
      };
      const onError = (error: Error): void => {
        stop();
        reject(error);
      };
      req.on('data', onData);
      req.once('end', onEnd);
      req.once('error', onError);
      req.resume();
    });
  }

  private joined(): Buffer {
    if (this.chunks.length > 1)
      this.chunks.splice(0, this.chunks.length, Buffer.concat(this.chunks));
    return this.chunks[0] ?? Buffer.alloc(0);
  }
}

/**
 * Answers an error without a connection reset, whatever is left of the request's body: a client
 * still waiting for 100-continue is told no and sends nothing (the connection then closes);
 * otherwise the rest of the body is discarded as it arrives (never kept), for at most LINGER_MS,
 * so the client reads the answer instead of a reset.
 */
export function refuse(req: IncomingMessage, res: ServerResponse, send: () => void): void {
  if (!req.complete) {
    if (expectsContinue(req) && !continued.has(req)) res.setHeader('Connection', 'close');
    else discardRest(req);
  }
  send();
}

function discardRest(req: IncomingMessage): void {
  req.removeAllListeners('data');
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
}

/** Where a multipart body's parts are, once its metadata part and the data part's headers are in. */
export type MultipartHead = { metadata: Buffer; dataStart: number };

/** Finds the metadata part and where the data starts; undefined until enough has arrived. */
export function multipartHead(body: Buffer, boundary: string): MultipartHead | undefined {
  const delimiter = `--${boundary}`;
  const first = body.indexOf(delimiter);
  if (first < 0) return undefined;
  const metaHeadersEnd = body.indexOf('\r\n\r\n', first);
  if (metaHeadersEnd < 0) return undefined;
  const metaEnd = body.indexOf(`\r\n${delimiter}`, metaHeadersEnd + 4);
  if (metaEnd < 0) return undefined;
  const dataHeadersEnd = body.indexOf('\r\n\r\n', metaEnd + 2);
  if (dataHeadersEnd < 0) return undefined;
  return { metadata: body.subarray(metaHeadersEnd + 4, metaEnd), dataStart: dataHeadersEnd + 4 };
}

/** The bytes after a multipart upload's data, as the web SDK writes them. */
export const multipartTrailerBytes = (boundary: string): number =>
  Buffer.byteLength(`\r\n--${boundary}--`);
