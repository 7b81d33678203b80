import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Browsers preflight every SDK call (custom headers, JSON bodies), so every
 * service answers CORS for any origin: the emulator only listens locally.
 */
export function setCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  const asked = req.headers['access-control-request-headers'];
  res.setHeader(
    'Access-Control-Allow-Headers',
    typeof asked === 'string' && asked.length > 0 ? asked : '*',
  );
  res.setHeader('Access-Control-Max-Age', '3600');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Type, Content-Length');
}

/** Answers an OPTIONS preflight; returns true when the request was one. */
export function handlePreflight(req: IncomingMessage, res: ServerResponse): boolean {
  setCors(req, res);
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204);
  res.end();
  return true;
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

export class BodyTooLargeError extends Error {}

/** Reads a request body, refusing more than `limit` bytes so a client cannot exhaust memory. */
export function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLargeError('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
