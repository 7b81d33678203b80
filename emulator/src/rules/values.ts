import { childKeys, leafValue, priorityOf } from '../database/ordering';
import { childOf, getAt, isObjectNode, parsePath, type DbNode } from '../database/tree';

/** Anything a rule expression can compute. */
export type RuleValue =
  null | boolean | number | string | RegExp | RuleSnapshot | RuleFunction | RuleMap | RuleValue[];

/** Any evaluation error makes the whole rule false, as in Firebase. */
export class RuleError extends Error {}

export class RuleFunction {
  constructor(readonly call: (args: RuleValue[]) => RuleValue) {}
}

/** Read-only view of plain objects such as `auth` and `auth.token`. */
export class RuleMap {
  constructor(readonly entries: Readonly<Record<string, unknown>>) {}

  get(name: string): RuleValue {
    return fromPlain(own(this.entries, name));
  }
}

/** A member a rule names is looked up among own keys only: `auth.constructor` is no function. */
function own<T>(object: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(object, name) ? object[name] : undefined;
}

export function fromPlain(value: unknown): RuleValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (Array.isArray(value)) return value.map(fromPlain);
  if (typeof value === 'object') return new RuleMap(value as Record<string, unknown>);
  return null;
}

/** What `val()` returns: primitives as they are, objects as maps without priorities. */
function plainValue(node: DbNode): RuleValue {
  const leaf = leafValue(node);
  if (leaf !== undefined) return leaf;
  if (!isObjectNode(node)) return null;
  return new RuleMap(Object.fromEntries(childKeys(node).map((k) => [k, childOf(node, k)])));
}

/** The `data`, `newData` and `root` objects of the rules language. */
export class RuleSnapshot {
  constructor(
    private readonly tree: DbNode,
    private readonly path: readonly string[],
  ) {}

  private node(): DbNode {
    return getAt(this.tree, this.path);
  }

  member(name: string): RuleValue {
    const method = own(this.methods(), name);
    if (!method) throw new RuleError(`Unknown snapshot method ${name}`);
    return new RuleFunction(method);
  }

  private methods(): Record<string, (args: RuleValue[]) => RuleValue> {
    return {
      val: () => plainValue(this.node()),
      exists: () => this.node() !== null,
      child: ([p]) => new RuleSnapshot(this.tree, [...this.path, ...relPath(p)]),
      parent: () => {
        if (this.path.length === 0) throw new RuleError('root has no parent');
        return new RuleSnapshot(this.tree, this.path.slice(0, -1));
      },
      hasChild: ([p]) => getAt(this.node(), relPath(p)) !== null,
      hasChildren: (args) => this.hasChildren(args[0]),
      isNumber: () => typeof leafValue(this.node()) === 'number',
      isString: () => typeof leafValue(this.node()) === 'string',
      isBoolean: () => typeof leafValue(this.node()) === 'boolean',
      getPriority: () => priorityOf(this.node()),
    };
  }

  private hasChildren(list: RuleValue | undefined): boolean {
    const node = this.node();
    if (list === undefined) return childKeys(node).length > 0;
    if (!Array.isArray(list)) throw new RuleError('hasChildren expects an array');
    return list.every((key) => getAt(node, relPath(key)) !== null);
  }
}

function relPath(value: RuleValue | undefined): string[] {
  if (typeof value !== 'string') throw new RuleError('child path must be a string');
  try {
    return parsePath(value);
  } catch {
    throw new RuleError(`Invalid child path ${value}`);
  }
}

/** Methods and properties of strings in rules. */
export function stringMember(text: string, name: string): RuleValue {
  if (name === 'length') return text.length;
  const str = (args: RuleValue[], i = 0): string => {
    const value = args[i];
    if (typeof value !== 'string') throw new RuleError(`${name} expects a string`);
    return value;
  };
  const methods: Record<string, (args: RuleValue[]) => RuleValue> = {
    contains: (a) => text.includes(str(a)),
    beginsWith: (a) => text.startsWith(str(a)),
    endsWith: (a) => text.endsWith(str(a)),
    replace: (a) => text.split(str(a)).join(str(a, 1)),
    toLowerCase: () => text.toLowerCase(),
    toUpperCase: () => text.toUpperCase(),
    matches: ([re]) => {
      if (!(re instanceof RegExp)) throw new RuleError('matches expects a regular expression');
      return new RegExp(re.source, re.flags).test(text);
    },
  };
  const method = own(methods, name);
  if (!method) throw new RuleError(`Unsupported string member ${name}`);
  return new RuleFunction(method);
}
