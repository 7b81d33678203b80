import { describeError } from '../http-utils';
import { readJsonIfExists, SerialQueue, WriteLog } from '../persist';
import type { AuthContext, DatabaseRules, RuleQuery } from '../rules/database-rules';
import { hashNode } from './ordering';
import { resolveServerValues } from './server-values';
import {
  getAt,
  InvalidDataError,
  isPrefix,
  normalize,
  parsePath,
  setAt,
  type DbNode,
} from './tree';

type WriteStatus = 'ok' | 'permission_denied' | 'invalid_data' | 'write_failed' | 'datastale';
export type WriteOutcome = {
  status: WriteStatus;
  message: string;
};
/**
 * Who is asking: the identity rules see, the namespace (whose rules apply) and
 * whether it is the emulator's `owner` credential, which bypasses rules.
 */
export type Caller = {
  auth: AuthContext | null;
  ns?: string;
  owner?: boolean;
};

export type WriteListener = (paths: ReadonlyArray<readonly string[]>) => void;

class DataStaleError extends Error {}

export type StoreOptions = {
  rules: DatabaseRules;
  dataFile: string;
  seedFile: string;
  reset: boolean;
  log: (line: string) => void;
  /** Log size that triggers a snapshot; tests lower it. */
  compactAfterBytes?: number;
};

type Change = [readonly string[], DbNode];

/**
 * The single database tree. Writes run one at a time: resolve server values,
 * check rules against the would-be tree, persist it, and only then swap it in
 * and tell listeners — so an acknowledged write is on disk.
 */
export class DatabaseStore {
  private readonly queue = new SerialQueue();
  private readonly listeners = new Set<WriteListener>();
  private readonly namespaceRules = new Map<string, DatabaseRules>();
  private readonly namespaceRuleSources = new Map<string, string>();

  private constructor(
    private root: DbNode,
    private readonly options: StoreOptions,
    private readonly journal: WriteLog<DbNode>,
  ) {}

  static async open(options: StoreOptions): Promise<DatabaseStore> {
    const { log, state } = await WriteLog.open<DbNode>({
      file: options.dataFile,
      reset: options.reset,
      compactAfterBytes: options.compactAfterBytes,
      log: options.log,
      initial: async () => {
        const seed = await readJsonIfExists(options.seedFile);
        if (seed === undefined)
          options.log(`database: no seed file at ${options.seedFile}, starting empty`);
        return normalize(seed ?? null);
      },
      apply: (tree, record) => loggedChanges(record).reduce((t, [p, v]) => setAt(t, p, v), tree),
      restore: (saved) => normalize(saved),
    });
    return new DatabaseStore(state, options, log);
  }

  /** Finishes queued writes and a running compaction, and closes the log. */
  async close(): Promise<void> {
    await this.flush();
    await this.journal.close();
  }

  get rules(): DatabaseRules {
    return this.options.rules;
  }

  /** The rules of a namespace: those loaded for it at run time, else the configured file's. */
  rulesFor(ns: string | undefined): DatabaseRules {
    return (ns === undefined ? undefined : this.namespaceRules.get(ns)) ?? this.options.rules;
  }

  /** `PUT /.settings/rules.json?ns=<ns>`: replaces the rules of one namespace until restart. */
  setRules(ns: string, rules: DatabaseRules, source: string): void {
    this.namespaceRules.set(ns, rules);
    this.namespaceRuleSources.set(ns, source);
  }

  rulesSource(ns: string): string | undefined {
    return this.namespaceRuleSources.get(ns);
  }

  value(path: readonly string[]): DbNode {
    return getAt(this.root, path);
  }

  canRead(path: readonly string[], caller: Caller, query?: RuleQuery): boolean {
    if (caller.owner) return true;
    return this.rulesFor(caller.ns).canRead(path, this.root, caller.auth, Date.now(), query);
  }

  /** Resolves once every queued write has finished. */
  flush(): Promise<void> {
    return this.queue.run(() => Promise.resolve());
  }

  onWrite(listener: WriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * With `expectedHash` (a transaction's compare-and-set), the write applies only when the
   * stored node still hashes to it; otherwise it answers `datastale` and the SDK retries.
   */
  set(
    path: readonly string[],
    data: unknown,
    caller: Caller,
    expectedHash?: string,
  ): Promise<WriteOutcome> {
    return this.write(caller, (root, now) => {
      if (expectedHash !== undefined && hashNode(getAt(root, path)) !== expectedHash) {
        throw new DataStaleError('The data changed since the transaction read it');
      }
      return setPlan(path, data)(root, now);
    });
  }

  merge(path: readonly string[], data: unknown, caller: Caller): Promise<WriteOutcome> {
    return this.write(caller, mergePlan(path, data));
  }

  /**
   * A maintainer's write (content import) with the emulator's owner credential, as the official
   * emulator accepts "Bearer owner". It skips the rules, which bind clients only.
   */
  adminSet(path: readonly string[], data: unknown): Promise<WriteOutcome> {
    return this.write({ auth: null, owner: true }, setPlan(path, data));
  }

  /**
   * Whether a write would be accepted now (data valid, rules allow it), without writing:
   * onDisconnect operations are checked when they are queued, as Firebase does.
   */
  check(
    action: 'set' | 'merge',
    path: readonly string[],
    data: unknown,
    caller: Caller,
  ): Promise<WriteOutcome> {
    const plan = action === 'set' ? setPlan(path, data) : mergePlan(path, data);
    return this.write(caller, plan, true);
  }

  private write(
    caller: Caller,
    plan: (root: DbNode, now: number) => Array<[readonly string[], DbNode]>,
    dryRun = false,
  ): Promise<WriteOutcome> {
    return this.queue.run(async () => {
      const now = Date.now();
      const oldRoot = this.root;
      let changes: Array<[readonly string[], DbNode]>;
      try {
        changes = plan(oldRoot, now);
      } catch (error) {
        if (error instanceof DataStaleError) return { status: 'datastale', message: error.message };
        if (!(error instanceof InvalidDataError)) throw error;
        return { status: 'invalid_data', message: error.message };
      }
      if (changes.length === 0) return { status: 'ok', message: '' };
      const newRoot = changes.reduce((tree, [p, v]) => setAt(tree, p, v), oldRoot);
      const paths = changes.map(([p]) => p);
      const { auth } = caller;
      const rules = this.rulesFor(caller.ns);
      if (!caller.owner && !rules.canWrite({ oldRoot, newRoot, paths, auth, now })) {
        return { status: 'permission_denied', message: 'Permission denied' };
      }
      if (dryRun) return { status: 'ok', message: '' };
      try {
        await this.journal.append(changes, newRoot);
      } catch (error) {
        this.options.log(`database: could not persist write: ${(error as Error).message}`);
        return { status: 'write_failed', message: 'Could not persist the write' };
      }
      this.root = newRoot;
      for (const listener of this.listeners) {
        // The write is on disk and acknowledged whatever one listener's socket does with it.
        try {
          listener(paths);
        } catch (error) {
          this.options.log(`database: a listener failed: ${describeError(error)}`);
        }
      }
      return { status: 'ok', message: '' };
    });
  }
}

type Plan = (root: DbNode, now: number) => Array<[readonly string[], DbNode]>;

/** A log line as `write` appends it: a list of [path, value] changes, checked like client data. */
function loggedChanges(record: unknown): Change[] {
  if (!Array.isArray(record) || record.length === 0) {
    throw new InvalidDataError('expected a list of [path, value] changes');
  }
  return record.map((change: unknown): Change => {
    if (!Array.isArray(change) || change.length !== 2) {
      throw new InvalidDataError('expected a [path, value] change');
    }
    const [segments, value] = change as [unknown, unknown];
    if (!Array.isArray(segments) || !segments.every((k) => typeof k === 'string')) {
      throw new InvalidDataError('a change path must be a list of keys');
    }
    return [parsePath(segments.join('/')), normalize(value)];
  });
}

function setPlan(path: readonly string[], data: unknown): Plan {
  return (root, now) => [[path, normalize(resolveServerValues(data, getAt(root, path), now))]];
}

function mergePlan(path: readonly string[], data: unknown): Plan {
  return (root, now) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new InvalidDataError('An update needs an object of children');
    }
    const changes = Object.entries(data).map(([key, value]): [string[], DbNode] => {
      // Checked whole, as the log's replay checks it: `.priority` may only end the joined path.
      const childPath = parsePath([...path, ...parsePath(key)].join('/'));
      return [childPath, normalize(resolveServerValues(value, getAt(root, childPath), now))];
    });
    const paths = changes.map(([p]) => p);
    if (paths.some((a, i) => paths.some((b, j) => i !== j && isPrefix(a, b)))) {
      throw new InvalidDataError('Update paths overlap');
    }
    return changes;
  };
}
