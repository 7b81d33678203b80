import { leafValue } from './ordering';
import { InvalidDataError, childOf, getAt, isObjectNode, newObject, type DbNode } from './tree';

/**
 * Replaces {'.sv': ...} placeholders with real values. Increments add to
 * whatever is stored at the same place before the write, which is what the
 * SDK's increment() means; a non-number there counts as 0.
 */
export function resolveServerValues(input: unknown, existing: DbNode, now: number): unknown {
  if (typeof input !== 'object' || input === null) return input;
  if (Array.isArray(input)) {
    return input.map((value, i) => resolveServerValues(value, getAt(existing, [String(i)]), now));
  }
  const record = input as Record<string, unknown>;
  if (Object.prototype.hasOwnProperty.call(record, '.sv'))
    return resolvePlaceholder(record['.sv'], existing, now);
  const out = newObject<unknown>();
  for (const [key, value] of Object.entries(record)) {
    const child = isObjectNode(existing) ? (childOf(existing, key) ?? null) : null;
    out[key] = resolveServerValues(value, child, now);
  }
  return out;
}

function resolvePlaceholder(spec: unknown, existing: DbNode, now: number): number {
  if (spec === 'timestamp') return now;
  if (
    typeof spec === 'object' &&
    spec !== null &&
    Object.prototype.hasOwnProperty.call(spec, 'increment')
  ) {
    const delta = (spec as { increment: unknown }).increment;
    if (typeof delta !== 'number' || !Number.isFinite(delta)) {
      throw new InvalidDataError('increment needs a finite number');
    }
    const current = leafValue(existing);
    return (typeof current === 'number' ? current : 0) + delta;
  }
  throw new InvalidDataError('Unknown server value');
}
