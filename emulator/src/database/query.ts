import { isRecord } from '../http-utils';
import {
  childKeys,
  compareNodes,
  comparePriorities,
  MAX_NAME,
  MIN_NAME,
  nameCompare,
  priorityOf,
} from './ordering';
import {
  childOf,
  getAt,
  InvalidDataError,
  isObjectNode,
  newObject,
  parsePath,
  type DbNode,
} from './tree';

export type QueryIndex =
  { kind: 'priority' } | { kind: 'key' } | { kind: 'value' } | { kind: 'child'; path: string[] };

type Bound = { value: DbNode; name: string; inclusive: boolean };

/** A query as the SDK sends it on the wire (`q`: sp/sn/sin, ep/en/ein, l/vf, i), parsed. */
export type QuerySpec = {
  index: QueryIndex;
  start?: Bound;
  end?: Bound;
  limit?: number;
  fromLeft: boolean;
};

const MAX_LIMIT = 1_000_000;

function boundValue(value: unknown, what: string): DbNode {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new InvalidDataError(`Query ${what} must be finite`);
    }
    return value as DbNode;
  }
  throw new InvalidDataError(`Query ${what} must be null, a string, a number or a boolean`);
}

function boundName(value: unknown, fallback: string, what: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new InvalidDataError(`Query ${what} key must be a string`);
  return value;
}

export function parseIndex(raw: unknown): QueryIndex {
  if (raw === undefined || raw === '.priority') return { kind: 'priority' };
  if (raw === '.key') return { kind: 'key' };
  if (raw === '.value') return { kind: 'value' };
  if (typeof raw !== 'string') throw new InvalidDataError('Query index must be a string');
  return { kind: 'child', path: parsePath(raw) };
}

/** Reads the SDK's query object; anything malformed is an InvalidDataError, never a crash. */
export function parseQuery(raw: unknown): QuerySpec {
  if (!isRecord(raw)) throw new InvalidDataError('Query must be an object');
  const index = parseIndex(raw.i);
  const spec: QuerySpec = { index, fromLeft: raw.vf !== 'r' };
  if ('sp' in raw) {
    const value = boundValue(raw.sp, 'start');
    const name = index.kind === 'key' ? String(value) : boundName(raw.sn, MIN_NAME, 'start');
    spec.start = { value, name, inclusive: raw.sin !== false };
  }
  if ('ep' in raw) {
    const value = boundValue(raw.ep, 'end');
    const name = index.kind === 'key' ? String(value) : boundName(raw.en, MAX_NAME, 'end');
    spec.end = { value, name, inclusive: raw.ein !== false };
  }
  if (
    index.kind === 'key' &&
    [spec.start, spec.end].some((b) => b && typeof b.value !== 'string')
  ) {
    throw new InvalidDataError('orderByKey bounds must be strings');
  }
  if ('l' in raw) {
    const limit = raw.l;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      throw new InvalidDataError('Query limit must be a positive integer');
    }
    spec.limit = limit;
  }
  return spec;
}

/** The value a child is ordered by under the index. */
function indexValue(index: QueryIndex, node: DbNode): DbNode {
  switch (index.kind) {
    case 'priority':
      return priorityOf(node);
    case 'value':
      return node;
    case 'child':
      return getAt(node, index.path);
    case 'key':
      return null;
  }
}

type Entry = { name: string; value: DbNode };

function compareEntries(index: QueryIndex, a: Entry, b: Entry): number {
  if (index.kind === 'key') return nameCompare(a.name, b.name);
  const byValue =
    index.kind === 'priority'
      ? comparePriorities(priorityOrNull(a.value), priorityOrNull(b.value))
      : compareNodes(a.value, b.value);
  return byValue || nameCompare(a.name, b.name);
}

function priorityOrNull(value: DbNode): string | number | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** The children of `node` the query selects, in an object; null when none (as Firebase sends). */
export function applyQuery(node: DbNode, spec: QuerySpec): DbNode {
  if (!isObjectNode(node)) return null;
  const entries = orderedChildren(node, spec);
  if (entries.length === 0) return null;
  const out = newObject();
  for (const key of entries) {
    const child = childOf(node, key);
    if (child !== undefined) out[key] = child;
  }
  return out;
}

/** Keys of the selected children in index order. */
function orderedChildren(node: DbNode, spec: QuerySpec): string[] {
  if (!isObjectNode(node)) return [];
  const { index } = spec;
  const start: Entry | undefined = spec.start && {
    name: spec.start.name,
    value: spec.start.value,
  };
  const end: Entry | undefined = spec.end && { name: spec.end.name, value: spec.end.value };
  const entries: Entry[] = [];
  for (const name of childKeys(node)) {
    const entry = { name, value: indexValue(index, childOf(node, name) ?? null) };
    if (start) {
      const cmp = compareEntries(index, start, entry);
      if (spec.start?.inclusive ? cmp > 0 : cmp >= 0) continue;
    }
    if (end) {
      const cmp = compareEntries(index, entry, end);
      if (spec.end?.inclusive ? cmp > 0 : cmp >= 0) continue;
    }
    entries.push(entry);
  }
  entries.sort((a, b) => compareEntries(index, a, b));
  const limited =
    spec.limit === undefined
      ? entries
      : spec.fromLeft
        ? entries.slice(0, spec.limit)
        : entries.slice(Math.max(0, entries.length - spec.limit));
  return limited.map((e) => e.name);
}

/** Builds a query from REST parameters (orderBy="$key", startAt=..., limitToFirst=...). */
export function queryFromRest(params: URLSearchParams): QuerySpec | undefined {
  const orderBy = params.get('orderBy');
  if (orderBy === null) {
    const needsOrder = [
      'startAt',
      'startAfter',
      'endAt',
      'endBefore',
      'equalTo',
      'limitToFirst',
      'limitToLast',
    ];
    if (needsOrder.some((p) => params.has(p))) {
      throw new InvalidDataError('orderBy must be defined when other query parameters are defined');
    }
    return undefined;
  }
  const json = (name: string): unknown => {
    const text = params.get(name);
    if (text === null) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new InvalidDataError(`${name} must be valid JSON`);
    }
  };
  const order = json('orderBy');
  const wire: Record<string, unknown> = {
    i:
      order === '$key'
        ? '.key'
        : order === '$value'
          ? '.value'
          : order === '$priority'
            ? '.priority'
            : order,
  };
  const equal = json('equalTo');
  const startAt = equal !== undefined ? equal : json('startAt');
  const startAfter = json('startAfter');
  const endAt = equal !== undefined ? equal : json('endAt');
  const endBefore = json('endBefore');
  if (startAt !== undefined) wire.sp = startAt;
  else if (startAfter !== undefined)
    Object.assign(wire, { sp: startAfter, sn: MAX_NAME, sin: false });
  if (endAt !== undefined) wire.ep = endAt;
  else if (endBefore !== undefined)
    Object.assign(wire, { ep: endBefore, en: MIN_NAME, ein: false });
  const first = json('limitToFirst');
  const last = json('limitToLast');
  if (first !== undefined) Object.assign(wire, { l: first, vf: 'l' });
  else if (last !== undefined) Object.assign(wire, { l: last, vf: 'r' });
  return parseQuery(wire);
}

/** The `query` variable read rules see, in the shape Firebase documents. */
export function ruleQuery(spec: QuerySpec | undefined): Record<string, unknown> | undefined {
  if (!spec) return undefined;
  const { index, start, end } = spec;
  const equal =
    start !== undefined &&
    end !== undefined &&
    start.inclusive &&
    end.inclusive &&
    start.value === end.value;
  return {
    orderByKey: index.kind === 'key',
    orderByPriority: index.kind === 'priority',
    orderByValue: index.kind === 'value',
    orderByChild: index.kind === 'child' ? index.path.join('/') : null,
    startAt: start?.inclusive ? start.value : null,
    startAfter: start && !start.inclusive ? start.value : null,
    endAt: end?.inclusive ? end.value : null,
    endBefore: end && !end.inclusive ? end.value : null,
    equalTo: equal ? start.value : null,
    limitToFirst: spec.limit !== undefined && spec.fromLeft ? spec.limit : null,
    limitToLast: spec.limit !== undefined && !spec.fromLeft ? spec.limit : null,
  };
}
