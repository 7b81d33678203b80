import { isRecord } from '../http-utils';
import { compileRule, RuleSyntaxError, type CompiledRule } from './parse';

/** One level of database.rules.json: its own rules plus named and wildcard children. */
export type RuleNode = {
  read?: CompiledRule;
  write?: CompiledRule;
  validate?: CompiledRule;
  children: Map<string, RuleNode>;
  wildcard?: { name: string; node: RuleNode };
  /** `.indexOn`: children (or ".value") queries may order by here without a warning. */
  indexOn: string[];
};

const KNOWN_RULE_KEYS = new Set(['.read', '.write', '.validate', '.indexOn']);

/** Builds the rule tree from the parsed JSON, failing loudly on anything it would misread. */
export function buildRuleTree(json: unknown): RuleNode {
  if (!isRecord(json) || !isRecord(json.rules)) {
    throw new RuleSyntaxError('rules file must be an object with a "rules" object');
  }
  return buildNode(json.rules, '/', []);
}

function buildNode(spec: Record<string, unknown>, where: string, vars: string[]): RuleNode {
  const node: RuleNode = { children: new Map(), indexOn: [] };
  for (const [key, value] of Object.entries(spec)) {
    const at = `${where}${key}`;
    if (key.startsWith('.')) {
      if (!KNOWN_RULE_KEYS.has(key)) throw new RuleSyntaxError(`${at}: unknown rule type`);
      if (key === '.read') node.read = compileRule(value, at, { kind: 'read', vars });
      if (key === '.write') node.write = compileRule(value, at, { kind: 'write', vars });
      if (key === '.validate') node.validate = compileRule(value, at, { kind: 'validate', vars });
      if (key === '.indexOn') node.indexOn = readIndexOn(value, at);
      continue;
    }
    if (!isRecord(value)) throw new RuleSyntaxError(`${at}: expected an object`);
    if (key.startsWith('$') && vars.includes(key)) {
      throw new RuleSyntaxError(`${at}: ${key} is already bound above`);
    }
    const child = buildNode(value, `${at}/`, key.startsWith('$') ? [...vars, key] : vars);
    if (key.startsWith('$')) {
      if (node.wildcard) throw new RuleSyntaxError(`${at}: only one $wildcard per level`);
      node.wildcard = { name: key, node: child };
    } else {
      node.children.set(key, child);
    }
  }
  return node;
}

function readIndexOn(value: unknown, at: string): string[] {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((v): v is string => typeof v === 'string' && v !== '')) {
    throw new RuleSyntaxError(`${at}: expected a child name or an array of child names`);
  }
  return list;
}

/** Whether a query ordered by `index` ("file_name", "a/b" or ".value") at `path` is indexed. */
export function isIndexed(tree: RuleNode, path: readonly string[], index: string): boolean {
  let node: RuleNode | undefined = tree;
  for (const key of path) node = node && matchChild(node, key, {})?.node;
  return node?.indexOn.includes(index) ?? false;
}

/** Matches a key at this level: a named child wins over the wildcard, which binds its $variable. */
export function matchChild(
  node: RuleNode,
  key: string,
  vars: Readonly<Record<string, string>>,
): { node: RuleNode; vars: Record<string, string> } | undefined {
  const named = node.children.get(key);
  if (named) return { node: named, vars: { ...vars } };
  if (node.wildcard)
    return { node: node.wildcard.node, vars: { ...vars, [node.wildcard.name]: key } };
  return undefined;
}

/** Removes // and /* *\/ comments outside strings; Firebase accepts them in rules files. */
export function stripJsonComments(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    const next = text[i + 1];
    if (inString) {
      out += ch;
      if (ch === '\\') {
        out += next ?? '';
        i += 1;
      } else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
      out += ch;
    } else if (ch === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
      out += '\n';
    } else if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
    } else out += ch;
  }
  return out;
}
