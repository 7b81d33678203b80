import { createHash } from 'node:crypto';
import { childOf, isObjectNode, type DbNode, type DbPrimitive } from './tree';

/**
 * Firebase's ordering and hashing of nodes, ported from the SDK's own code
 * (@firebase/database: nameCompare, LeafNode/ChildrenNode compareTo and hash)
 * so the server orders query results and computes transaction hashes exactly
 * as the client does.
 */

export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';

const INTEGER_KEY = /^-?(0*)\d{1,10}$/;

function keyAsInt(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const value = Number(key);
  return value >= -2147483648 && value <= 2147483647 ? value : null;
}

/** Keys that look like 32-bit integers sort first, numerically; the rest as strings. */
export function nameCompare(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const ai = keyAsInt(a);
  const bi = keyAsInt(b);
  if (ai !== null) {
    if (bi !== null) return ai - bi === 0 ? a.length - b.length : ai - bi;
    return -1;
  }
  if (bi !== null) return 1;
  return a < b ? -1 : 1;
}

/** Keys of real children: `.priority` and `.value` are node metadata, not children. */
export function childKeys(node: DbNode): string[] {
  if (!isObjectNode(node) || childOf(node, '.value') !== undefined) return [];
  return Object.keys(node).filter((k) => k !== '.priority');
}

export function priorityOf(node: DbNode): string | number | null {
  if (!isObjectNode(node)) return null;
  const priority = childOf(node, '.priority');
  return typeof priority === 'string' || typeof priority === 'number' ? priority : null;
}

/** The primitive of a leaf (unwrapping `{'.value', '.priority'}`), undefined for a branch. */
export function leafValue(node: DbNode): DbPrimitive | null | undefined {
  if (node === null) return null;
  if (!isObjectNode(node)) return node;
  const wrapped = childOf(node, '.value');
  if (wrapped !== undefined && !isObjectNode(wrapped)) return wrapped;
  return childKeys(node).length === 0 ? null : undefined;
}

const LEAF_TYPE_ORDER = ['boolean', 'number', 'string'];

/** null < false < true < numbers < strings < objects (all objects equal). */
export function compareNodes(a: DbNode, b: DbNode): number {
  const av = leafValue(a);
  const bv = leafValue(b);
  if (av === null) return bv === null ? 0 : -1;
  if (bv === null) return 1;
  if (av === undefined) return bv === undefined ? 0 : 1;
  if (bv === undefined) return -1;
  const at = LEAF_TYPE_ORDER.indexOf(typeof av);
  const bt = LEAF_TYPE_ORDER.indexOf(typeof bv);
  if (at !== bt) return at - bt;
  if (av === bv) return 0;
  return av < bv ? -1 : 1;
}

/** Priority order: no priority, then numbers, then strings. */
export function comparePriorities(a: string | number | null, b: string | number | null): number {
  return compareNodes(a, b);
}

/**
 * Firebase's doubleToIEEE754String, step for step: it finds the exponent with
 * Math.log, so for the odd value it may differ from the exact bit pattern, and
 * the hash has to differ in the same way the client's does.
 */
function doubleToHex(input: number): string {
  const ebits = 11;
  const fbits = 52;
  const bias = (1 << (ebits - 1)) - 1;
  let v = input;
  let s: boolean;
  let e: number;
  let f: number;
  if (v === 0) {
    e = 0;
    f = 0;
    s = 1 / v === -Infinity;
  } else {
    s = v < 0;
    v = Math.abs(v);
    if (v >= Math.pow(2, 1 - bias)) {
      const ln = Math.min(Math.floor(Math.log(v) / Math.LN2), bias);
      e = ln + bias;
      f = Math.round(v * Math.pow(2, fbits - ln) - Math.pow(2, fbits));
    } else {
      e = 0;
      f = Math.round(v / Math.pow(2, 1 - bias - fbits));
    }
  }
  const bits: number[] = [];
  for (let i = fbits; i; i -= 1) {
    bits.push(f % 2 ? 1 : 0);
    f = Math.floor(f / 2);
  }
  for (let i = ebits; i; i -= 1) {
    bits.push(e % 2 ? 1 : 0);
    e = Math.floor(e / 2);
  }
  bits.push(s ? 1 : 0);
  bits.reverse();
  const str = bits.join('');
  let hex = '';
  for (let i = 0; i < 64; i += 8)
    hex += parseInt(str.substr(i, 8), 2).toString(16).padStart(2, '0');
  return hex.toLowerCase();
}

function priorityHashText(priority: string | number): string {
  return typeof priority === 'number' ? `number:${doubleToHex(priority)}` : `string:${priority}`;
}

function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

/** The SDK's Node.hash(): what a transaction's `h` must equal for the write to apply. */
export function hashNode(node: DbNode): string {
  const priority = priorityOf(node);
  const prefix = priority === null ? '' : `priority:${priorityHashText(priority)}:`;
  const leaf = leafValue(node);
  if (leaf === null && priority === null) return '';
  if (leaf !== undefined && leaf !== null) {
    const body = typeof leaf === 'number' ? doubleToHex(leaf) : String(leaf);
    return sha1Base64(`${prefix}${typeof leaf}:${body}`);
  }
  let text = prefix;
  const object = isObjectNode(node) ? node : {};
  for (const key of sortByPriority(object)) {
    const childHash = hashNode(childOf(object, key) ?? null);
    if (childHash !== '') text += `:${key}:${childHash}`;
  }
  return text === '' ? '' : sha1Base64(text);
}

/** Children in the default (priority) order: by priority, then by key. */
function sortByPriority(node: DbNode): string[] {
  const object = isObjectNode(node) ? node : {};
  return childKeys(node).sort(
    (a, b) =>
      comparePriorities(
        priorityOf(childOf(object, a) ?? null),
        priorityOf(childOf(object, b) ?? null),
      ) || nameCompare(a, b),
  );
}
