import { promises as fs } from 'node:fs';

/**
 * A deliberately small reading of storage.rules: it collects `match` paths
 * (nested, with {var} and {var=**} segments) and the operations they `allow`
 * unconditionally (no condition, or `if true`). Any other condition counts as
 * false, so the emulator can only be stricter than the deployed rules.
 */
export type StorageGrant = {
  pattern: string[];
  ops: Set<string>;
};

export class StorageRules {
  constructor(private readonly grants: StorageGrant[]) {}

  static async load(file: string): Promise<StorageRules> {
    return StorageRules.parse(await fs.readFile(file, 'utf8'));
  }

  static parse(text: string): StorageRules {
    const grants: StorageGrant[] = [];
    const stack: string[][] = [];
    const tokens = text.replace(/\/\/[^\n]*/g, '').match(/match\s+\S+\s*\{|allow\s+[^;]+;|\}/g);
    for (const token of tokens ?? []) {
      if (token.startsWith('match')) {
        const path = token.replace(/^match\s+/, '').replace(/\s*\{$/, '');
        stack.push(path.split('/').filter((s) => s !== ''));
      } else if (token === '}') {
        stack.pop();
      } else {
        const grant = parseAllow(token, stack.flat());
        if (grant) grants.push(grant);
      }
    }
    return new StorageRules(grants);
  }

  /** `objectPath` is the object name, e.g. "images/a.pdf"; `op` is read, get, list or write. */
  allows(op: 'get' | 'list' | 'write', objectPath: string): boolean {
    const segments = ['b', '{bucket}', 'o', ...objectPath.split('/').filter((s) => s !== '')];
    const names = op === 'write' ? ['write', 'create', 'update', 'delete'] : ['read', op];
    return this.grants.some(
      (grant) => names.some((name) => grant.ops.has(name)) && matches(grant.pattern, segments, op),
    );
  }
}

function parseAllow(token: string, pattern: string[]): StorageGrant | undefined {
  const match = /^allow\s+([a-z,\s]+?)\s*(?::\s*if\s+(.+?))?\s*;$/s.exec(token);
  if (!match?.[1]) return undefined;
  const condition = match[2]?.trim();
  if (condition !== undefined && condition !== 'true') return undefined;
  const ops = new Set(match[1].split(',').map((s) => s.trim()));
  return { pattern, ops };
}

/** A `list` of folder "images" is allowed when a {rest=**} grant covers "images/". */
function matches(pattern: readonly string[], segments: readonly string[], op: string): boolean {
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i] ?? '';
    if (/^\{[^}]*=\*\*\}$/.test(part)) return i < segments.length || op === 'list';
    const segment = segments[i];
    if (segment === undefined) return false;
    if (/^\{[^}]*\}$/.test(part)) continue;
    if (part !== segment) return false;
  }
  return pattern.length === segments.length;
}
