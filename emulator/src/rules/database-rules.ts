import { promises as fs } from 'node:fs';
import { childKeys } from '../database/ordering';
import { getAt, type DbNode } from '../database/tree';
import { evaluateRule, type RuleScope } from './evaluate';
import { RuleSyntaxError, type CompiledRule } from './parse';
import {
  buildRuleTree,
  isIndexed,
  matchChild,
  stripJsonComments,
  type RuleNode,
} from './rule-tree';
import { RuleMap, RuleSnapshot, fromPlain } from './values';

export type AuthContext = {
  uid: string;
  provider: string;
  token: Readonly<Record<string, unknown>>;
};

/** The `query` variable of read rules: orderByChild, equalTo, limitToFirst... (null when unset). */
export type RuleQuery = Readonly<Record<string, unknown>>;

export type WriteCheck = {
  oldRoot: DbNode;
  newRoot: DbNode;
  /** Every location the operation writes (one for a set, one per key for a merge). */
  paths: ReadonlyArray<readonly string[]>;
  auth: AuthContext | null;
  now: number;
};

/**
 * Enforces database.rules.json the Firebase way: .read/.write grant when any
 * rule on the way down to the location says yes (deeper rules cannot take a
 * grant back), and every .validate on a node that still exists after the
 * write — ancestors, the location and everything below it — must pass.
 */
const NO_QUERY: RuleQuery = {
  orderByKey: false,
  orderByPriority: false,
  orderByValue: false,
  orderByChild: null,
  startAt: null,
  startAfter: null,
  endAt: null,
  endBefore: null,
  equalTo: null,
  limitToFirst: null,
  limitToLast: null,
};

export class DatabaseRules {
  constructor(private readonly tree: RuleNode) {}

  static async load(file: string): Promise<DatabaseRules> {
    return DatabaseRules.fromText(await fs.readFile(file, 'utf8'));
  }

  /** Parses a rules file's text (comments allowed); errors name what is wrong and where. */
  static fromText(text: string): DatabaseRules {
    let json: unknown;
    try {
      json = JSON.parse(stripJsonComments(text)) as unknown;
    } catch (error) {
      throw new RuleSyntaxError(`rules are not valid JSON: ${(error as Error).message}`);
    }
    return DatabaseRules.fromJson(json);
  }

  static fromJson(json: unknown): DatabaseRules {
    return new DatabaseRules(buildRuleTree(json));
  }

  /** False when a query ordering by `index` at `path` has no `.indexOn` (Firebase warns then). */
  isIndexed(path: readonly string[], index: string): boolean {
    return isIndexed(this.tree, path, index);
  }

  canRead(
    path: readonly string[],
    root: DbNode,
    auth: AuthContext | null,
    now: number,
    query?: RuleQuery,
  ): boolean {
    return this.cascade(path, 'read', (vars, prefix) => ({
      ...this.scope(auth, now, root, undefined, prefix, vars),
      query: new RuleMap(query ?? NO_QUERY),
    }));
  }

  canWrite(check: WriteCheck): boolean {
    // Setting a priority (".../.priority") is a write to the node itself.
    const paths = check.paths.map((p) => (p[p.length - 1] === '.priority' ? p.slice(0, -1) : p));
    return paths.every(
      (path) =>
        this.cascade(path, 'write', (vars, prefix) =>
          this.scope(check.auth, check.now, check.oldRoot, check.newRoot, prefix, vars),
        ) && this.validates(path, check),
    );
  }

  private cascade(
    path: readonly string[],
    kind: 'read' | 'write',
    scopeAt: (vars: Record<string, string>, prefix: readonly string[]) => RuleScope,
  ): boolean {
    let node: RuleNode | undefined = this.tree;
    let vars: Record<string, string> = {};
    for (let depth = 0; node; depth += 1) {
      const rule: CompiledRule | undefined = node[kind];
      if (rule && evaluateRule(rule, scopeAt(vars, path.slice(0, depth)))) return true;
      const key = path[depth];
      if (key === undefined) return false;
      const next = matchChild(node, key, vars);
      node = next?.node;
      vars = next?.vars ?? vars;
    }
    return false;
  }

  private validates(path: readonly string[], check: WriteCheck): boolean {
    let node: RuleNode | undefined = this.tree;
    let vars: Record<string, string> = {};
    for (let depth = 0; node && depth < path.length; depth += 1) {
      if (!this.validateAt(node, path.slice(0, depth), vars, check)) return false;
      const next = matchChild(node, path[depth] ?? '', vars);
      node = next?.node;
      vars = next?.vars ?? vars;
    }
    return node ? this.validateSubtree(node, [...path], vars, check) : true;
  }

  private validateSubtree(
    node: RuleNode,
    path: string[],
    vars: Record<string, string>,
    check: WriteCheck,
  ): boolean {
    if (!this.validateAt(node, path, vars, check)) return false;
    const value = getAt(check.newRoot, path);
    return childKeys(value).every((key) => {
      const next = matchChild(node, key, vars);
      return !next || this.validateSubtree(next.node, [...path, key], next.vars, check);
    });
  }

  /** .validate is skipped where the new data is null: deleting is governed by .write alone. */
  private validateAt(
    node: RuleNode,
    path: readonly string[],
    vars: Record<string, string>,
    check: WriteCheck,
  ): boolean {
    if (!node.validate || getAt(check.newRoot, path) === null) return true;
    const scope = this.scope(check.auth, check.now, check.oldRoot, check.newRoot, path, vars);
    return evaluateRule(node.validate, scope);
  }

  private scope(
    auth: AuthContext | null,
    now: number,
    oldRoot: DbNode,
    newRoot: DbNode | undefined,
    path: readonly string[],
    vars: Record<string, string>,
  ): RuleScope {
    return {
      auth: auth ? (fromPlain(auth) as RuleMap) : null,
      now,
      root: new RuleSnapshot(oldRoot, []),
      data: new RuleSnapshot(oldRoot, path),
      newData: newRoot === undefined ? undefined : new RuleSnapshot(newRoot, path),
      vars,
    };
  }
}
