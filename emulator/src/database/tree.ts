/** The database is one immutable JSON tree; writes copy the spine they touch. */
export type DbPrimitive = string | number | boolean;
export type DbObject = {
  readonly [key: string]: DbValue;
};
export type DbValue = DbPrimitive | DbObject;
export type DbNode = DbValue | null;

export class InvalidDataError extends Error {}

const MAX_DEPTH = 32;
const MAX_KEY_BYTES = 768;
// Firebase forbids these in keys; control characters are refused too.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_KEY_CHARS = /[.$#[\]/\u0000-\u001f\u007f]/;

export function isObjectNode(node: DbNode | undefined): node is DbObject {
  return typeof node === 'object' && node !== null;
}

export function isValidKey(key: string): boolean {
  return (
    key.length > 0 && Buffer.byteLength(key) <= MAX_KEY_BYTES && !FORBIDDEN_KEY_CHARS.test(key)
  );
}

/** Parses "/a/b" into ["a","b"]; leading and trailing slashes are fine, empty inner segments are not. */
export function parsePath(raw: unknown): string[] {
  if (typeof raw !== 'string') throw new InvalidDataError('Path must be a string');
  const trimmed = raw.replace(/^\/+/, '').replace(/\/+$/, '');
  if (trimmed === '') return [];
  const segments = trimmed.split('/');
  if (segments.length > MAX_DEPTH) throw new InvalidDataError('Path too deep');
  for (const segment of segments) {
    if (!isValidKey(segment)) throw new InvalidDataError(`Invalid path segment "${segment}"`);
  }
  return segments;
}

export function pathToString(segments: readonly string[]): string {
  return '/' + segments.join('/');
}

export function getAt(root: DbNode, segments: readonly string[]): DbNode {
  let node: DbNode = root;
  for (const segment of segments) {
    if (!isObjectNode(node)) return null;
    node = node[segment] ?? null;
  }
  return node;
}

/** Returns a new root with `value` at `segments`; empty objects collapse to null like Firebase. */
export function setAt(root: DbNode, segments: readonly string[], value: DbNode): DbNode {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  const current: DbObject = isObjectNode(root) ? root : {};
  const child = setAt(current[head] ?? null, rest, value);
  const next: Record<string, DbValue> = { ...current };
  if (child === null) delete next[head];
  else next[head] = child;
  return Object.keys(next).length === 0 ? null : next;
}

/**
 * Turns client JSON into a stored node: arrays become index-keyed objects,
 * nulls vanish, priorities are dropped (the app never uses them) and keys are
 * checked, so nothing the client sends can corrupt the tree.
 */
export function normalize(input: unknown, depth = 0): DbNode {
  if (depth > MAX_DEPTH) throw new InvalidDataError('Data nested too deeply');
  if (input === null || input === undefined) return null;
  if (typeof input === 'string' || typeof input === 'boolean') return input;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new InvalidDataError('Numbers must be finite');
    return input;
  }
  if (Array.isArray(input)) {
    return normalizeEntries(
      input.map((v, i) => [String(i), v] as const),
      depth,
    );
  }
  if (typeof input === 'object') {
    const record = input as Record<string, unknown>;
    if ('.value' in record) return normalize(record['.value'], depth + 1);
    const entries = Object.entries(record).filter(([key]) => key !== '.priority');
    return normalizeEntries(entries, depth);
  }
  throw new InvalidDataError('Unsupported value type');
}

function normalizeEntries(
  entries: ReadonlyArray<readonly [string, unknown]>,
  depth: number,
): DbNode {
  const out: Record<string, DbValue> = {};
  for (const [key, value] of entries) {
    if (!isValidKey(key)) throw new InvalidDataError(`Invalid key "${key}"`);
    const child = normalize(value, depth + 1);
    if (child !== null) out[key] = child;
  }
  return Object.keys(out).length === 0 ? null : out;
}

export function isPrefix(prefix: readonly string[], full: readonly string[]): boolean {
  return prefix.length <= full.length && prefix.every((segment, i) => full[i] === segment);
}

/**
 * The export/REST shape: objects whose keys are 0..n-1 become arrays again,
 * as Firebase does when more than half of the indexes are present.
 */
export function toExportJson(node: DbNode): unknown {
  if (!isObjectNode(node)) return node;
  const keys = Object.keys(node);
  const indexes = keys.map((k) => (/^(0|[1-9]\d{0,8})$/.test(k) ? Number(k) : -1));
  const max = Math.max(...indexes);
  if (indexes.every((i) => i >= 0) && keys.length * 2 > max + 1) {
    return Array.from({ length: max + 1 }, (_, i) => toExportJson(node[String(i)] ?? null));
  }
  return Object.fromEntries(keys.map((k) => [k, toExportJson(node[k] ?? null)]));
}
