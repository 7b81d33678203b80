/** The database is one immutable JSON tree; writes copy the spine they touch. */
import { MAX_STRING_BYTES } from './protocol';

export type DbPrimitive = string | number | boolean;
export type DbObject = {
  readonly [key: string]: DbValue;
};
export type DbValue = DbPrimitive | DbObject;
export type DbNode = DbValue | null;

export class InvalidDataError extends Error {}

const MAX_DEPTH = 32;
const PRIORITY_KEY = '.priority';
const VALUE_KEY = '.value';
const MAX_PRIORITY_BYTES = 768;
const MAX_KEY_BYTES = 768;
// Firebase forbids these in keys; control characters are refused too.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_KEY_CHARS = /[.$#[\]/\u0000-\u001f\u007f]/;

export function isObjectNode(node: DbNode | undefined): node is DbObject {
  return typeof node === 'object' && node !== null;
}

/**
 * A key is data, never a member of Object.prototype: `constructor`, `__proto__` or `toString`
 * are children like any other (Firebase stores them). Reads go through `childOf` (own
 * properties only) and objects are built by `newObject` (no prototype, so assigning
 * `__proto__` stores a child instead of replacing the prototype).
 */
export function childOf(node: DbObject, key: string): DbValue | undefined {
  return Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined;
}

export function newObject<T = DbValue>(entries?: Readonly<Record<string, T>>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  return entries === undefined ? out : Object.assign(out, entries);
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
  segments.forEach((segment, i) => {
    // `.priority` may end a path: that is how the SDK's setPriority() addresses a priority.
    if (segment === PRIORITY_KEY && i === segments.length - 1 && i > 0) return;
    if (!isValidKey(segment)) throw new InvalidDataError(`Invalid path segment "${segment}"`);
  });
  return segments;
}

export function pathToString(segments: readonly string[]): string {
  return '/' + segments.join('/');
}

export function getAt(root: DbNode, segments: readonly string[]): DbNode {
  let node: DbNode = root;
  for (const segment of segments) {
    if (!isObjectNode(node)) return null;
    node = childOf(node, segment) ?? null;
  }
  return node;
}

/**
 * Returns a new root with `value` at `segments`; empty objects collapse to null like Firebase.
 * A priority is stored as a `.priority` key, and a leaf with a priority as
 * `{'.value': v, '.priority': p}` (Firebase's export format); a leaf that gains
 * children keeps its priority, as in the SDK's LeafNode.updateChild.
 */
export function setAt(root: DbNode, segments: readonly string[], value: DbNode): DbNode {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  if (head === PRIORITY_KEY && rest.length === 0) return withPriority(root, value);
  const priority = isObjectNode(root) ? childOf(root, PRIORITY_KEY) : undefined;
  const current: DbObject = !isObjectNode(root)
    ? newObject()
    : childOf(root, VALUE_KEY) !== undefined
      ? priority === undefined
        ? newObject()
        : newObject({ [PRIORITY_KEY]: priority })
      : root;
  const child = setAt(childOf(current, head) ?? null, rest, value);
  const next = newObject(current);
  if (child === null) delete next[head];
  else next[head] = child;
  return Object.keys(next).some((k) => k !== PRIORITY_KEY) ? next : null;
}

/** Sets or clears the priority of a node; an empty node has none. */
function withPriority(node: DbNode, priority: DbNode): DbNode {
  if (node === null) return null;
  if (priority !== null && typeof priority !== 'string' && typeof priority !== 'number') {
    throw new InvalidDataError('A priority must be a string, a number or null');
  }
  const base = isObjectNode(node) ? newObject(node) : newObject({ [VALUE_KEY]: node });
  if (priority === null) delete base[PRIORITY_KEY];
  else base[PRIORITY_KEY] = priority;
  const wrapped = childOf(base, VALUE_KEY);
  if (wrapped !== undefined && childOf(base, PRIORITY_KEY) === undefined) return wrapped;
  return base;
}

/**
 * Turns client JSON into a stored node: arrays become index-keyed objects,
 * nulls vanish, priorities are kept (see setAt) and keys are checked, so
 * nothing the client sends can corrupt the tree.
 */
export function normalize(input: unknown, depth = 0): DbNode {
  if (depth > MAX_DEPTH) throw new InvalidDataError('Data nested too deeply');
  if (input === null || input === undefined) return null;
  if (typeof input === 'string') {
    if (input.length > MAX_STRING_BYTES / 3 && Buffer.byteLength(input) > MAX_STRING_BYTES) {
      throw new InvalidDataError('A string exceeds the 10 MB limit of Firebase');
    }
    return input;
  }
  if (typeof input === 'boolean') return input;
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
    const own = (key: string): unknown =>
      Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
    const priority = normalizePriority(own(PRIORITY_KEY));
    const node = Object.prototype.hasOwnProperty.call(record, VALUE_KEY)
      ? normalizeLeaf(own(VALUE_KEY), depth)
      : normalizeEntries(
          Object.entries(record).filter(([key]) => key !== PRIORITY_KEY),
          depth,
        );
    return priority === null ? node : withPriority(node, priority);
  }
  throw new InvalidDataError('Unsupported value type');
}

function normalizeLeaf(input: unknown, depth: number): DbNode {
  const value = normalize(input, depth + 1);
  if (isObjectNode(value)) throw new InvalidDataError('.value must be a primitive');
  return value;
}

function normalizePriority(input: unknown): string | number | null {
  if (input === undefined || input === null) return null;
  if (typeof input === 'number' && Number.isFinite(input)) return input;
  if (typeof input === 'string' && Buffer.byteLength(input) <= MAX_PRIORITY_BYTES) return input;
  throw new InvalidDataError('A priority must be a finite number or a string of at most 768 bytes');
}

function normalizeEntries(
  entries: ReadonlyArray<readonly [string, unknown]>,
  depth: number,
): DbNode {
  const out = newObject();
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
 * The REST shape: objects whose keys are 0..n-1 become arrays again, as
 * Firebase does when more than half of the indexes are present; priorities
 * appear only in the export format (`?format=export`).
 */
export function toExportJson(node: DbNode, exportFormat = false): unknown {
  if (!isObjectNode(node)) return node;
  const priority = childOf(node, PRIORITY_KEY);
  const wrapped = childOf(node, VALUE_KEY);
  if (wrapped !== undefined) {
    return exportFormat ? { [VALUE_KEY]: wrapped, [PRIORITY_KEY]: priority } : wrapped;
  }
  const keys = Object.keys(node).filter((k) => k !== PRIORITY_KEY);
  const indexes = keys.map((k) => (/^(0|[1-9]\d{0,8})$/.test(k) ? Number(k) : -1));
  const max = Math.max(...indexes);
  if (
    !(exportFormat && priority !== undefined) &&
    indexes.every((i) => i >= 0) &&
    keys.length * 2 > max + 1
  ) {
    return Array.from({ length: max + 1 }, (_, i) =>
      toExportJson(childOf(node, String(i)) ?? null, exportFormat),
    );
  }
  const out: Record<string, unknown> = Object.fromEntries(
    keys.map((k) => [k, toExportJson(childOf(node, k) ?? null, exportFormat)]),
  );
  if (exportFormat && priority !== undefined) out[PRIORITY_KEY] = priority;
  return out;
}
