import jsep from 'jsep';

/** A compiled rule: a constant, or a parsed expression to interpret (never eval'd). */
export type CompiledRule =
  { kind: 'const'; value: boolean } | { kind: 'expr'; ast: jsep.Expression };

export class RuleSyntaxError extends Error {}

const ALLOWED_NODES = new Set([
  'Identifier',
  'Literal',
  'MemberExpression',
  'CallExpression',
  'UnaryExpression',
  'BinaryExpression',
  'ConditionalExpression',
  'ArrayExpression',
]);

const ALLOWED_BINARY = new Set([
  '==',
  '!=',
  '===',
  '!==',
  '<',
  '>',
  '<=',
  '>=',
  '&&',
  '||',
  '+',
  '-',
  '*',
  '/',
  '%',
]);
const ALLOWED_UNARY = new Set(['!', '-']);

export function compileRule(source: unknown, where: string): CompiledRule {
  if (typeof source === 'boolean') return { kind: 'const', value: source };
  if (typeof source !== 'string') {
    throw new RuleSyntaxError(`${where}: a rule must be a boolean or a string`);
  }
  let ast: jsep.Expression;
  try {
    ast = jsep(source);
  } catch (error) {
    throw new RuleSyntaxError(`${where}: ${(error as Error).message}`);
  }
  checkNode(ast, where);
  return { kind: 'expr', ast };
}

/** Refuses syntax the interpreter does not understand at load time, not at request time. */
function checkNode(node: jsep.Expression, where: string): void {
  if (!ALLOWED_NODES.has(node.type)) {
    throw new RuleSyntaxError(`${where}: unsupported syntax ${node.type}`);
  }
  if (node.type === 'BinaryExpression' && !ALLOWED_BINARY.has(String(node.operator))) {
    throw new RuleSyntaxError(`${where}: unsupported operator ${String(node.operator)}`);
  }
  if (node.type === 'UnaryExpression' && !ALLOWED_UNARY.has(String(node.operator))) {
    throw new RuleSyntaxError(`${where}: unsupported operator ${String(node.operator)}`);
  }
  if (node.type === 'Literal' && node.value instanceof RegExp) {
    throw new RuleSyntaxError(`${where}: regular expressions are not supported`);
  }
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (isExpression(child)) checkNode(child, where);
    }
  }
}

function isExpression(value: unknown): value is jsep.Expression {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}
