import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * Which web pages may call the emulator. Browsers send their page's origin (`Origin`) with
 * every cross-origin call and preflight the SDK's calls (custom headers, JSON bodies); only
 * the site's own origins are answered with CORS headers, and a call from any other origin is
 * refused with 403, so a page on another site cannot read or write through a developer's
 * emulator. Requests without an Origin (Node: the SDK in tests, @firebase/rules-unit-testing,
 * the content scripts, curl) are not cross-origin calls and are served.
 */
export type CorsPolicy = {
  allows(origin: string | undefined): boolean;
  /**
   * Sets CORS headers for an allowed origin; answers a preflight (204) or a foreign origin (403).
   * Returns true when the request has been answered.
   */
  answer(req: IncomingMessage, res: ServerResponse, refuse?: Refusal): boolean;
};

type Refusal = (res: ServerResponse, status: number, message: string) => void;

const refuseJson: Refusal = (res, status, message) => sendJson(res, status, { error: message });

export function corsPolicy(allowed: readonly string[]): CorsPolicy {
  const origins = new Set(allowed);
  const allows = (origin: string | undefined): boolean =>
    origin === undefined || origins.has(origin);
  return {
    allows,
    answer(req, res, refuse = refuseJson) {
      const origin = req.headers.origin;
      res.setHeader('Vary', 'Origin');
      if (!allows(origin)) {
        refuse(
          res,
          403,
          `Origin ${String(origin)} is not allowed: the emulator answers the site's own origins only`,
        );
        return true;
      }
      if (origin !== undefined) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
        const asked = req.headers['access-control-request-headers'];
        res.setHeader(
          'Access-Control-Allow-Headers',
          typeof asked === 'string' && asked.length > 0 ? asked : '*',
        );
        res.setHeader('Access-Control-Max-Age', '3600');
        res.setHeader('Access-Control-Expose-Headers', 'Content-Type, Content-Length');
      }
      if (req.method !== 'OPTIONS') return false;
      res.writeHead(204);
      res.end();
      return true;
    },
  };
}

/** What every HTTP service of the emulator shares: who may call it and where errors are logged. */
export type HttpPolicy = {
  cors: CorsPolicy;
  log: (line: string) => void;
};

/** The request's URL, or undefined when it cannot be parsed (e.g. `GET //`). */
export function requestUrl(req: IncomingMessage): URL | undefined {
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
}

export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * Runs one request's handler so that nothing it throws, now or later, can end the process:
 * an unexpected error is logged and that request alone is answered 500 (or, when the answer
 * had already started, its connection is closed).
 */
export function guardRequest(
  req: IncomingMessage,
  res: ServerResponse,
  log: (line: string) => void,
  handle: () => void | Promise<void>,
): void {
  const fail = (error: unknown): void => {
    log(`${req.method ?? '?'} ${(req.url ?? '').slice(0, 200)} failed: ${describeError(error)}`);
    if (res.headersSent || res.writableEnded) {
      res.destroy();
      return;
    }
    sendJson(res, 500, {
      error: 'Internal error: this request failed; the emulator keeps running',
    });
  };
  try {
    const result = handle();
    if (result) result.catch(fail);
  } catch (error) {
    fail(error);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** Google APIs wrap errors as { error: { code, message, errors[] } }; the SDKs parse that shape. */
export function sendGoogleError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, {
    error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] },
  });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
