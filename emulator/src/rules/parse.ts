import jsepRegex from '@jsep-plugin/regex';
import jsep from 'jsep';

jsep.plugins.register(jsepRegex);

/** A compiled rule: a constant, or a parsed expression to interpret (never eval'd). */
export type CompiledRule =
  { kind: 'const'; value: boolean } | { kind: 'expr'; ast: jsep.Expression };

/** Which rule a expression belongs to decides the variables it may use. */
type RuleKind = 'read' | 'write' | 'validate';

export type RuleContext = {
  kind: RuleKind;
  /** The $variables bound by the wildcards on the way to this rule. */
  vars: readonly string[];
};

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

/** Methods of `data`, `newData`, `root` and what they return. */
const SNAPSHOT_METHODS: Readonly<Record<string, Type>> = {
  val: 'any',
  child: 'snapshot',
  parent: 'snapshot',
  exists: 'boolean',
  hasChild: 'boolean',
  hasChildren: 'boolean',
  isNumber: 'boolean',
  isString: 'boolean',
  isBoolean: 'boolean',
  getPriority: 'any',
};

/** Methods of strings and what they return (`length` is a property). */
const STRING_METHODS: Readonly<Record<string, Type>> = {
  contains: 'boolean',
  beginsWith: 'boolean',
  endsWith: 'boolean',
  replace: 'string',
  toLowerCase: 'string',
  toUpperCase: 'string',
  matches: 'boolean',
};

const QUERY_FIELDS = [
  'orderByKey',
  'orderByPriority',
  'orderByValue',
  'orderByChild',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'equalTo',
  'limitToFirst',
  'limitToLast',
];

type Type =
  | 'snapshot'
  | 'string'
  | 'number'
  | 'boolean'
  | 'null'
  | 'regex'
  | 'query'
  | 'any'
  | `snapshot.${string}`
  | `string.${string}`;

/**
 * Parses a rule and checks it before it is ever run, so a rule the emulator
 * cannot evaluate is refused at load time with its path and position, instead
 * of denying every request later.
 */
export function compileRule(
  source: unknown,
  where: string,
  context: RuleContext = { kind: 'read', vars: [] },
): CompiledRule {
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
  new Checker(source, where, context).check(ast);
  return { kind: 'expr', ast };
}

class Checker {
  constructor(
    private readonly source: string,
    private readonly where: string,
    private readonly context: RuleContext,
  ) {}

  private fail(message: string, near?: string): never {
    const index = near === undefined ? -1 : this.source.indexOf(near);
    const position = index >= 0 ? ` at character ${index}` : '';
    throw new RuleSyntaxError(`${this.where}: ${message}${position}`);
  }

  check(node: jsep.Expression): void {
    this.value(node);
  }

  private type(node: jsep.Expression): Type {
    if (node.type === 'Compound') this.fail('expected one expression, found several');
    if (node.type === 'ThisExpression') this.fail('unknown variable this', 'this');
    if (!ALLOWED_NODES.has(node.type)) this.fail(`unsupported syntax ${node.type}`);
    switch (node.type) {
      case 'Literal':
        return this.literal(node as jsep.Literal);
      case 'Identifier':
        return this.identifier((node as jsep.Identifier).name);
      case 'ArrayExpression':
        for (const e of (node as jsep.ArrayExpression).elements) if (e) this.type(e);
        return 'any';
      case 'MemberExpression':
        return this.member(node as jsep.MemberExpression);
      case 'CallExpression':
        return this.call(node as jsep.CallExpression);
      case 'UnaryExpression': {
        const unary = node as jsep.UnaryExpression;
        if (!ALLOWED_UNARY.has(unary.operator))
          this.fail(`unsupported operator ${unary.operator}`, unary.operator);
        this.value(unary.argument);
        return unary.operator === '!' ? 'boolean' : 'number';
      }
      case 'ConditionalExpression': {
        const cond = node as jsep.ConditionalExpression;
        this.value(cond.test);
        this.value(cond.consequent);
        this.value(cond.alternate);
        return 'any';
      }
      case 'BinaryExpression': {
        const binary = node as jsep.BinaryExpression;
        if (!ALLOWED_BINARY.has(binary.operator))
          this.fail(`unsupported operator ${binary.operator}`, binary.operator);
        this.value(binary.left);
        this.value(binary.right);
        return ['+', '-', '*', '/', '%'].includes(binary.operator) ? 'any' : 'boolean';
      }
    }
    return this.fail(`unsupported syntax ${node.type}`);
  }

  /** An operand must be a value, not a bare method or a regex outside matches(). */
  private value(node: jsep.Expression): Type {
    const type = this.type(node);
    if (type === 'regex') this.fail('a regular expression is only allowed in matches()');
    if (type.startsWith('snapshot.') || type.startsWith('string.')) {
      this.fail(`${type.split('.')[1] ?? ''} is a method: call it with ()`);
    }
    return type;
  }

  private literal(node: jsep.Literal): Type {
    const { value } = node;
    if (value instanceof RegExp) {
      if (/[^i]/.test(value.flags))
        this.fail(`regular expression flag "${value.flags}" (only i)`, node.raw);
      if (/\\[1-9]|\(\?[=!<]/.test(value.source)) {
        this.fail('back-references and look-arounds are not supported in rules', node.raw);
      }
      return 'regex';
    }
    if (value === null) return 'null';
    const type = typeof value;
    return type === 'string' || type === 'number' || type === 'boolean' ? type : 'any';
  }

  private identifier(name: string): Type {
    switch (name) {
      case 'auth':
        return 'any';
      case 'now':
        return 'number';
      case 'root':
      case 'data':
        return 'snapshot';
      case 'newData':
        if (this.context.kind === 'read') this.fail('newData is not defined in .read rules', name);
        return 'snapshot';
      case 'query':
        if (this.context.kind !== 'read') this.fail('query is only defined in .read rules', name);
        return 'query';
    }
    if (name.startsWith('$')) {
      if (!this.context.vars.includes(name)) this.fail(`unknown variable ${name}`, name);
      return 'string';
    }
    return this.fail(`unknown variable ${name}`, name);
  }

  private member(node: jsep.MemberExpression): Type {
    const object = this.value(node.object);
    if (node.computed) {
      this.value(node.property);
      if (object === 'snapshot') this.fail('snapshots have no [] access: use child()', '[');
      return 'any';
    }
    const name = (node.property as jsep.Identifier).name;
    if (object === 'snapshot') {
      if (!(name in SNAPSHOT_METHODS)) this.fail(`unknown snapshot method ${name}()`, `.${name}`);
      return `snapshot.${name}`;
    }
    if (object === 'string') {
      if (name === 'length') return 'number';
      if (!(name in STRING_METHODS)) this.fail(`unknown string method ${name}()`, `.${name}`);
      return `string.${name}`;
    }
    if (object === 'query') {
      if (!QUERY_FIELDS.includes(name)) this.fail(`unknown query field ${name}`, `.${name}`);
      return 'any';
    }
    if (object === 'number' || object === 'boolean' || object === 'null') {
      this.fail(`${object} has no property ${name}`, `.${name}`);
    }
    // val(), auth.* and ternaries are only known at run time; a string method is checked then.
    return name in STRING_METHODS ? `string.${name}` : 'any';
  }

  private call(node: jsep.CallExpression): Type {
    const calleeType = this.type(node.callee);
    const [owner, name = ''] = calleeType.split('.') as [string, string?];
    const args = node.arguments;
    if (owner === 'string' && name === 'matches') {
      if (args.length !== 1 || args[0] === undefined || this.type(args[0]) !== 'regex') {
        this.fail('matches() takes one regular expression literal, like /^a+$/', 'matches');
      }
      return 'boolean';
    }
    for (const arg of args) this.value(arg);
    if (owner === 'snapshot') return SNAPSHOT_METHODS[name] ?? 'any';
    if (owner === 'string') return STRING_METHODS[name] ?? 'any';
    const callee = node.callee;
    const called =
      callee.type === 'MemberExpression' && !(callee as jsep.MemberExpression).computed
        ? ((callee as jsep.MemberExpression).property as jsep.Identifier).name
        : undefined;
    return this.fail(
      'only snapshot and string methods can be called',
      called === undefined ? '(' : `${called}(`,
    );
  }
}
