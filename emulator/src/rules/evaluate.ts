import type jsep from 'jsep';
import type { CompiledRule } from './parse';
import {
  RuleError,
  RuleFunction,
  RuleMap,
  RuleSnapshot,
  stringMember,
  type RuleValue,
} from './values';

/** Everything a rule may refer to. */
export type RuleScope = {
  auth: RuleMap | null;
  now: number;
  root: RuleSnapshot;
  data: RuleSnapshot;
  newData?: RuleSnapshot;
  /** Only in read rules. */
  query?: RuleMap;
  vars: Readonly<Record<string, string>>;
};

/** True only when the rule evaluates to exactly true; errors and non-booleans deny. */
export function evaluateRule(rule: CompiledRule, scope: RuleScope): boolean {
  if (rule.kind === 'const') return rule.value;
  try {
    return evaluate(rule.ast, scope) === true;
  } catch (error) {
    if (error instanceof RuleError) return false;
    throw error;
  }
}

function evaluate(node: jsep.Expression, scope: RuleScope): RuleValue {
  switch (node.type) {
    case 'Literal':
      return literal((node as jsep.Literal).value);
    case 'Identifier':
      return identifier((node as jsep.Identifier).name, scope);
    case 'ArrayExpression':
      return (node as jsep.ArrayExpression).elements.map((e) => (e ? evaluate(e, scope) : null));
    case 'MemberExpression':
      return member(node as jsep.MemberExpression, scope);
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      const callee = evaluate(call.callee, scope);
      if (!(callee instanceof RuleFunction)) throw new RuleError('not a function');
      return callee.call(call.arguments.map((arg) => evaluate(arg, scope)));
    }
    case 'UnaryExpression': {
      const unary = node as jsep.UnaryExpression;
      const value = evaluate(unary.argument, scope);
      if (unary.operator === '!') return !bool(value);
      return -num(value);
    }
    case 'ConditionalExpression': {
      const cond = node as jsep.ConditionalExpression;
      return bool(evaluate(cond.test, scope))
        ? evaluate(cond.consequent, scope)
        : evaluate(cond.alternate, scope);
    }
    case 'BinaryExpression':
      return binary(node as jsep.BinaryExpression, scope);
    default:
      throw new RuleError(`unsupported ${node.type}`);
  }
}

function literal(value: jsep.Literal['value']): RuleValue {
  return value;
}

function identifier(name: string, scope: RuleScope): RuleValue {
  switch (name) {
    case 'auth':
      return scope.auth;
    case 'now':
      return scope.now;
    case 'root':
      return scope.root;
    case 'data':
      return scope.data;
    case 'newData':
      if (!scope.newData) throw new RuleError('newData is only defined for writes');
      return scope.newData;
    case 'query':
      if (!scope.query) throw new RuleError('query is only defined for reads');
      return scope.query;
  }
  const bound = scope.vars[name];
  if (name.startsWith('$') && bound !== undefined) return bound;
  throw new RuleError(`unknown variable ${name}`);
}

function member(node: jsep.MemberExpression, scope: RuleScope): RuleValue {
  const object = evaluate(node.object, scope);
  let name: RuleValue;
  if (node.computed) name = evaluate(node.property, scope);
  else if (node.property.type === 'Identifier') name = (node.property as jsep.Identifier).name;
  else throw new RuleError('bad property');
  if (typeof name !== 'string' && typeof name !== 'number') throw new RuleError('bad key');
  const key = String(name);
  if (object instanceof RuleSnapshot) return object.member(key);
  if (object instanceof RuleMap) return object.get(key);
  if (typeof object === 'string') return stringMember(object, key);
  throw new RuleError(`cannot read ${key} of ${object === null ? 'null' : typeof object}`);
}

function binary(node: jsep.BinaryExpression, scope: RuleScope): RuleValue {
  const op = node.operator;
  if (op === '&&') return bool(evaluate(node.left, scope)) && bool(evaluate(node.right, scope));
  if (op === '||') return bool(evaluate(node.left, scope)) || bool(evaluate(node.right, scope));
  const left = evaluate(node.left, scope);
  const right = evaluate(node.right, scope);
  switch (op) {
    case '==':
    case '===':
      return equals(left, right);
    case '!=':
    case '!==':
      return !equals(left, right);
    case '+':
      if (typeof left === 'string' && typeof right === 'string') return left + right;
      return num(left) + num(right);
    case '-':
      return num(left) - num(right);
    case '*':
      return num(left) * num(right);
    case '/':
      return finite(num(left) / num(right));
    case '%':
      return finite(num(left) % num(right));
  }
  return compare(op, left, right);
}

function compare(op: string, left: RuleValue, right: RuleValue): boolean {
  const bothNumbers = typeof left === 'number' && typeof right === 'number';
  const bothStrings = typeof left === 'string' && typeof right === 'string';
  if (!bothNumbers && !bothStrings) throw new RuleError('can only compare numbers or strings');
  const l = left as number | string;
  const r = right as number | string;
  if (op === '<') return l < r;
  if (op === '>') return l > r;
  if (op === '<=') return l <= r;
  if (op === '>=') return l >= r;
  throw new RuleError(`unsupported operator ${op}`);
}

function bool(value: RuleValue): boolean {
  if (typeof value !== 'boolean') throw new RuleError('expected a boolean');
  return value;
}

function num(value: RuleValue): number {
  if (typeof value !== 'number') throw new RuleError('expected a number');
  return value;
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new RuleError('division by zero');
  return value;
}

/**
 * Anything can be compared with null (`auth != null`); otherwise equality is
 * only defined on primitives, and comparing a snapshot is a rule error.
 */
function equals(left: RuleValue, right: RuleValue): boolean {
  if (left === null || right === null) return left === right;
  if (typeof left === 'object' || typeof right === 'object') {
    throw new RuleError('can only compare primitive values');
  }
  return left === right;
}
