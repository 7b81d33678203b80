import { isRecord } from '../http-utils';

/** Wire shapes of protocol v5; the SDK's own wire format (node_modules/@firebase/database). */
const PROTOCOL_VERSION = '5';

/** Firebase's documented limits and the words it answers them with. */
export const MAX_WRITE_BYTES = 16 * 1024 * 1024;
export const MAX_STRING_BYTES = 10 * 1024 * 1024;
export const WRITE_TOO_BIG =
  'Data to write exceeds the maximum size that can be modified with a single request.';

export type DataRequest = {
  r: number;
  a: string;
  b: Record<string, unknown>;
};

export type ClientMessage =
  | { kind: 'request'; request: DataRequest }
  | { kind: 'control'; type: string }
  | { kind: 'invalid'; reason: string; r?: number };

/** Classifies a parsed client message without trusting any of its fields. */
export function classify(message: unknown): ClientMessage {
  if (!isRecord(message)) return { kind: 'invalid', reason: 'Message must be an object' };
  const { t, d } = message;
  if (t === 'c' && isRecord(d) && typeof d.t === 'string') return { kind: 'control', type: d.t };
  if (t !== 'd' || !isRecord(d)) return { kind: 'invalid', reason: 'Unknown message layer' };
  const { r, a, b } = d;
  const reqNum = typeof r === 'number' && Number.isSafeInteger(r) ? r : undefined;
  if (reqNum === undefined) return { kind: 'invalid', reason: 'Missing request number' };
  if (typeof a !== 'string') return { kind: 'invalid', reason: 'Missing action', r: reqNum };
  return { kind: 'request', request: { r: reqNum, a, b: isRecord(b) ? b : {} } };
}

export function handshake(host: string, sessionId: string): unknown {
  return {
    t: 'c',
    d: { t: 'h', d: { ts: Date.now(), v: PROTOCOL_VERSION, h: host, s: sessionId } },
  };
}

/** A control reply must carry a `d` key or the SDK throws on it. */
export function pong(): unknown {
  return { t: 'c', d: { t: 'o', d: {} } };
}

export function controlError(reason: string): unknown {
  return { t: 'c', d: { t: 'e', d: reason } };
}

export function reply(r: number, status: string, data: unknown): unknown {
  return { t: 'd', d: { r, b: { s: status, d: data } } };
}

export function dataPush(path: string, data: unknown, tag?: number): unknown {
  const body: Record<string, unknown> = { p: path, d: data };
  if (tag !== undefined) body.t = tag;
  return { t: 'd', d: { a: 'd', b: body } };
}

export function listenRevoked(path: string, query: unknown): unknown {
  const body: Record<string, unknown> = { p: path };
  if (query !== undefined) body.q = [query];
  return { t: 'd', d: { a: 'c', b: body } };
}
