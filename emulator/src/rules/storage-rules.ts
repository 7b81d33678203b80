import { promises as fs } from 'node:fs';
import jsep from 'jsep';

/**
 * storage.rules (rules_version 2): nested `match` blocks with {var} and
 * {var=**} segments, `allow <ops>[: if <condition>];`, and conditions over
 * `request` (auth, resource, path, time), `resource`, and the path
 * variables, with the operators and methods listed in emulator/README.md.
 * Conditions are parsed with jsep and interpreted (never eval'd); anything
 * the interpreter does not know is refused when the file is loaded, naming
 * the line, so the emulator never silently denies. As in Firebase, a request
 * is allowed when any matching `allow` of its operation evaluates to true,
 * and an evaluation error counts as false.
 */
export class StorageRulesError extends Error {}

export type StorageOp = 'get' | 'list' | 'create' | 'update' | 'delete';

export type StorageResource = {
  name: string;
  bucket: string;
  size: number;
  contentType: string;
  metadata: Record<string, string>;
  md5Hash?: string;
  generation?: string;
  timeCreated?: number;
  updated?: number;
};

export type StorageRequest = {
  /** The object name, e.g. "images/a.pdf"; for list, the folder prefix. */
  path: string;
  auth: { uid: string; token: Record<string, unknown> } | null;
  /** The object as it would be after a write (create/update). */
  resource?: StorageResource | null;
  /** The stored object, if any. */
  existing?: StorageResource | null;
};

type Grant = {
  pattern: string[];
  ops: Set<string>;
  condition: jsep.Expression | undefined;
  line: number;
};

const OPS = new Set(['read', 'get', 'list', 'write', 'create', 'update', 'delete']);
const ROOT_NAMES = new Set(['request', 'resource', 'true', 'false', 'null']);
const METHODS = new Set([
  'matches',
  'size',
  'lower',
  'upper',
  'trim',
  'split',
  'keys',
  'values',
  'hasAny',
  'hasAll',
  'hasOnly',
  'toMillis',
  'string',
  'int',
]);
const BINARY = new Set(['==', '!=', '<', '>', '<=', '>=', '&&', '||', '+', '-', '*', '/', '%']);

export class StorageRules {
  constructor(private readonly grants: Grant[]) {}

  static async load(file: string): Promise<StorageRules> {
    try {
      return StorageRules.parse(await fs.readFile(file, 'utf8'));
    } catch (error) {
      if (error instanceof StorageRulesError) {
        throw new StorageRulesError(`${file}: ${error.message}`);
      }
      throw error;
    }
  }

  static parse(text: string): StorageRules {
    return new StorageRules(parseRules(text));
  }

  allows(op: StorageOp, request: StorageRequest): boolean {
    return this.outcomes(op, request, false).some((outcome) => outcome === true);
  }

  /**
   * Whether a write could be allowed at some size of `request.resource`, the one thing not yet
   * known of an upload whose length is not announced: false when every matching `allow` is
   * false whatever the size (`request.resource.size` is then an unknown that only a condition
   * settled without it gets past).
   */
  mayAllowAnySize(op: StorageOp, request: StorageRequest): boolean {
    return this.outcomes(op, request, true).some((outcome) => outcome !== false);
  }

  private outcomes(op: StorageOp, request: StorageRequest, sizeUnknown: boolean): unknown[] {
    const segments = ['b', '{bucket}', 'o', ...request.path.split('/').filter((s) => s !== '')];
    const names = ['get', 'list'].includes(op) ? ['read', op] : ['write', op];
    return this.grants.map((grant) => {
      if (!names.some((name) => grant.ops.has(name))) return false;
      const vars = matchPath(grant.pattern, segments, op === 'list');
      if (!vars) return false;
      if (!grant.condition) return true;
      try {
        return evaluate(grant.condition, scope(request, vars, sizeUnknown));
      } catch {
        return false;
      }
    });
  }
}

function parseRules(source: string): Grant[] {
  const text = stripComments(source);
  const grants: Grant[] = [];
  const stack: string[][] = [];
  let i = 0;
  const lineAt = (at: number): number => text.slice(0, at).split('\n').length;
  const fail = (at: number, message: string): never => {
    throw new StorageRulesError(`line ${lineAt(at)}: ${message}`);
  };
  while (i < text.length) {
    const rest = text.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const version = /^rules_version\s*=\s*['"](\d)['"]\s*;/.exec(rest);
    const service = /^service\s+[\w.]+\s*\{/.exec(rest);
    const match = /^match\s+(\/[^\s{]*(?:\{[^}]*\}[^\s{]*)*)\s*\{/.exec(rest);
    if (version) {
      if (version[1] !== '2') fail(i, `rules_version ${version[1]} is not supported (use '2')`);
      i += version[0].length;
    } else if (service) {
      stack.push([]);
      i += service[0].length;
    } else if (match?.[1]) {
      stack.push(match[1].split('/').filter((s) => s !== ''));
      i += match[0].length;
    } else if (rest.startsWith('}')) {
      if (stack.length === 0) fail(i, 'unbalanced }');
      stack.pop();
      i += 1;
    } else if (/^allow\b/.test(rest)) {
      const end = statementEnd(text, i);
      if (end < 0) fail(i, 'allow statement without ;');
      grants.push(parseAllow(text.slice(i, end), stack.flat(), lineAt(i)));
      i = end + 1;
    } else {
      const word = /^\S+/.exec(rest)?.[0] ?? '';
      fail(i, `"${word}" is not supported by the emulator's storage rules`);
    }
  }
  if (stack.length > 0) fail(text.length, 'missing }');
  return grants;
}

function stripComments(text: string): string {
  // Keeps newlines so line numbers in errors stay right.
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/\/\/[^\n]*/g, '');
}

/** The `;` ending a statement, skipping over string literals. */
function statementEnd(text: string, from: number): number {
  let quote: string | undefined;
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ';') return i;
  }
  return -1;
}

function parseAllow(statement: string, pattern: string[], line: number): Grant {
  const match = /^allow\s+([a-z,\s]+?)\s*(?::\s*if\s+([\s\S]+))?$/.exec(statement.trim());
  if (!match?.[1]) throw new StorageRulesError(`line ${line}: cannot read "${statement.trim()}"`);
  const ops = new Set(match[1].split(',').map((s) => s.trim()));
  for (const op of ops) {
    if (!OPS.has(op)) throw new StorageRulesError(`line ${line}: unknown operation "${op}"`);
  }
  const source = match[2]?.trim();
  if (source === undefined) return { pattern, ops, condition: undefined, line };
  let condition: jsep.Expression;
  try {
    condition = jsep(source);
  } catch (error) {
    throw new StorageRulesError(`line ${line}: ${(error as Error).message} in "${source}"`);
  }
  const vars = new Set(pattern.map(varName).filter((v): v is string => v !== undefined));
  check(condition, vars, line);
  return { pattern, ops, condition, line };
}

function varName(segment: string): string | undefined {
  return /^\{([A-Za-z_]\w*)(?:=\*\*)?\}$/.exec(segment)?.[1];
}

/** Refuses, at load time, syntax and names the interpreter does not know. */
function check(node: jsep.Expression, vars: ReadonlySet<string>, line: number): void {
  const fail = (what: string): never => {
    throw new StorageRulesError(`line ${line}: ${what} is not supported by the emulator`);
  };
  switch (node.type) {
    case 'Literal':
      if (node.value instanceof RegExp) fail('a regular expression literal');
      return;
    case 'Identifier': {
      const name = String(node.name);
      if (!ROOT_NAMES.has(name) && !vars.has(name)) fail(`the name "${name}"`);
      return;
    }
    case 'MemberExpression':
      check(node.object as jsep.Expression, vars, line);
      if (node.computed) check(node.property as jsep.Expression, vars, line);
      return;
    case 'CallExpression': {
      const callee = node.callee as jsep.Expression;
      if (callee.type !== 'MemberExpression' || callee.computed)
        fail('calling a function (only methods such as .matches() are)');
      const method = String((callee.property as jsep.Expression).name);
      if (!METHODS.has(method)) fail(`the method .${method}()`);
      check(callee.object as jsep.Expression, vars, line);
      for (const arg of node.arguments as jsep.Expression[]) check(arg, vars, line);
      return;
    }
    case 'UnaryExpression':
      if (node.operator !== '!' && node.operator !== '-')
        fail(`the operator ${String(node.operator)}`);
      check(node.argument as jsep.Expression, vars, line);
      return;
    case 'BinaryExpression':
      if (!BINARY.has(String(node.operator))) fail(`the operator ${String(node.operator)}`);
      check(node.left as jsep.Expression, vars, line);
      check(node.right as jsep.Expression, vars, line);
      return;
    case 'ConditionalExpression':
      check(node.test as jsep.Expression, vars, line);
      check(node.consequent as jsep.Expression, vars, line);
      check(node.alternate as jsep.Expression, vars, line);
      return;
    case 'ArrayExpression':
      for (const element of node.elements as jsep.Expression[]) check(element, vars, line);
      return;
    default:
      fail(`the syntax ${node.type}`);
  }
}

/** Path variables of a matching pattern, or undefined. `{x=**}` matches zero or more segments. */
function matchPath(
  pattern: readonly string[],
  segments: readonly string[],
  isList: boolean,
): Record<string, string> | undefined {
  const vars: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i] ?? '';
    const name = varName(part);
    if (name && part.endsWith('=**}')) {
      if (i === segments.length && !isList) return undefined;
      vars[name] = segments.slice(i).join('/');
      return vars;
    }
    const segment = segments[i];
    if (segment === undefined) return undefined;
    if (name) vars[name] = segment;
    else if (part !== segment) return undefined;
  }
  return pattern.length === segments.length ? vars : undefined;
}

function resourceValue(resource: StorageResource | null | undefined): unknown {
  if (!resource) return null;
  return {
    ...resource,
    timeCreated: resource.timeCreated ?? 0,
    updated: resource.updated ?? 0,
  };
}

/** A value not known yet (an upload's size before its end): any result built on it is too. */
const UNKNOWN = Symbol('unknown');

function scope(
  request: StorageRequest,
  vars: Record<string, string>,
  sizeUnknown = false,
): Record<string, unknown> {
  const resource = resourceValue(request.resource);
  return {
    ...vars,
    true: true,
    false: false,
    null: null,
    request: {
      auth: request.auth,
      resource:
        sizeUnknown && resource && typeof resource === 'object'
          ? { ...resource, size: UNKNOWN }
          : resource,
      path: request.path,
      time: Date.now(),
    },
    resource: resourceValue(request.existing),
  };
}

class EvalError extends Error {}

function evaluate(node: jsep.Expression, env: Record<string, unknown>): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier':
      return env[String(node.name)];
    case 'MemberExpression': {
      const object = evaluate(node.object as jsep.Expression, env);
      const key = node.computed
        ? evaluate(node.property as jsep.Expression, env)
        : (node.property as jsep.Expression).name;
      if (object === UNKNOWN || key === UNKNOWN) return UNKNOWN;
      return member(object, key);
    }
    case 'CallExpression': {
      const callee = node.callee as jsep.Expression;
      const target = evaluate(callee.object as jsep.Expression, env);
      const args = (node.arguments as jsep.Expression[]).map((a) => evaluate(a, env));
      if (target === UNKNOWN || args.includes(UNKNOWN)) return UNKNOWN;
      return callMethod(target, String((callee.property as jsep.Expression).name), args);
    }
    case 'UnaryExpression': {
      const value = evaluate(node.argument as jsep.Expression, env);
      if (value === UNKNOWN) return UNKNOWN;
      if (node.operator === '!') return !asBoolean(value);
      return -asNumber(value);
    }
    case 'BinaryExpression':
      return binary(String(node.operator), node, env);
    case 'ConditionalExpression': {
      const test = evaluate(node.test as jsep.Expression, env);
      if (test === UNKNOWN) {
        const [a, b] = [node.consequent, node.alternate].map((branch) =>
          evaluate(branch as jsep.Expression, env),
        );
        return a === b ? a : UNKNOWN;
      }
      return asBoolean(test)
        ? evaluate(node.consequent as jsep.Expression, env)
        : evaluate(node.alternate as jsep.Expression, env);
    }
    case 'ArrayExpression': {
      const elements = (node.elements as jsep.Expression[]).map((e) => evaluate(e, env));
      return elements.includes(UNKNOWN) ? UNKNOWN : elements;
    }
    default:
      throw new EvalError(`unsupported ${node.type}`);
  }
}

function member(object: unknown, key: unknown): unknown {
  if (typeof object !== 'object' || object === null || typeof key !== 'string') {
    throw new EvalError(`no property ${String(key)}`);
  }
  if (!Object.prototype.hasOwnProperty.call(object, key)) {
    throw new EvalError(`no property ${key}`);
  }
  return (object as Record<string, unknown>)[key];
}

function binary(op: string, node: jsep.Expression, env: Record<string, unknown>): unknown {
  const left = (): unknown => evaluate(node.left as jsep.Expression, env);
  const right = (): unknown => evaluate(node.right as jsep.Expression, env);
  if (op === '&&') {
    // Kleene's logic for an unknown: false on either side settles it.
    const l = left();
    if (l !== UNKNOWN && !asBoolean(l)) return false;
    const r = right();
    if (r === UNKNOWN) return UNKNOWN;
    return asBoolean(r) && l;
  }
  if (op === '||') {
    // As in Firebase, an error on one side of || does not sink a true other side.
    let l: unknown;
    try {
      l = left();
    } catch {
      const r = right();
      return r === UNKNOWN ? UNKNOWN : asBoolean(r);
    }
    if (l !== UNKNOWN && asBoolean(l)) return true;
    const r = right();
    if (r === UNKNOWN) return UNKNOWN;
    return asBoolean(r) || l;
  }
  const a = left();
  const b = right();
  if (a === UNKNOWN || b === UNKNOWN) return UNKNOWN;
  switch (op) {
    case '==':
      return equal(a, b);
    case '!=':
      return !equal(a, b);
    case '<':
      return compare(a, b) < 0;
    case '<=':
      return compare(a, b) <= 0;
    case '>':
      return compare(a, b) > 0;
    case '>=':
      return compare(a, b) >= 0;
    case '+':
      if (typeof a === 'string' && typeof b === 'string') return a + b;
      return asNumber(a) + asNumber(b);
    case '-':
      return asNumber(a) - asNumber(b);
    case '*':
      return asNumber(a) * asNumber(b);
    case '/':
      return asNumber(a) / asNumber(b);
    case '%':
      return asNumber(a) % asNumber(b);
    default:
      throw new EvalError(`unsupported operator ${op}`);
  }
}

function equal(a: unknown, b: unknown): boolean {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return a === b;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  throw new EvalError('comparing values of different types');
}

function asBoolean(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new EvalError('not a boolean');
  return value;
}

function asNumber(value: unknown): number {
  if (typeof value !== 'number') throw new EvalError('not a number');
  return value;
}

function callMethod(target: unknown, method: string, args: unknown[]): unknown {
  if (typeof target === 'string') {
    switch (method) {
      case 'matches': {
        const [pattern] = args;
        if (typeof pattern !== 'string') throw new EvalError('matches() needs a string');
        // Firebase's matches() is a whole-string match (RE2 syntax, mostly shared with JS).
        return new RegExp(`^(?:${pattern})$`).test(target);
      }
      case 'size':
        return target.length;
      case 'lower':
        return target.toLowerCase();
      case 'upper':
        return target.toUpperCase();
      case 'trim':
        return target.trim();
      case 'split':
        return target.split(String(args[0]));
      default:
        break;
    }
  }
  if (Array.isArray(target)) {
    const list = args[0];
    if (method === 'size') return target.length;
    if (!Array.isArray(list)) throw new EvalError(`${method}() needs a list`);
    if (method === 'hasAny') return list.some((v) => target.includes(v));
    if (method === 'hasAll') return list.every((v) => target.includes(v));
    if (method === 'hasOnly') return target.every((v) => list.includes(v));
  }
  if (typeof target === 'object' && target !== null) {
    if (method === 'keys') return Object.keys(target);
    if (method === 'values') return Object.values(target);
    if (method === 'size') return Object.keys(target).length;
  }
  if (typeof target === 'number') {
    if (method === 'toMillis') return target;
    if (method === 'int') return Math.trunc(target);
    if (method === 'string') return String(target);
  }
  throw new EvalError(`no method ${method}`);
}
