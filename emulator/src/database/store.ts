import { readJsonIfExists, SerialQueue, WriteLog } from '../persist';
import type { AuthContext, DatabaseRules } from '../rules/database-rules';
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

export type WriteStatus = 'ok' | 'permission_denied' | 'invalid_data' | 'write_failed';
export type WriteOutcome = {
  status: WriteStatus;
  message: string;
};
export type WriteListener = (paths: ReadonlyArray<readonly string[]>) => void;

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
      apply: (tree, record) => (record as Change[]).reduce((t, [p, v]) => setAt(t, p, v), tree),
    });
    return new DatabaseStore(normalize(state), options, log);
  }

  /** Finishes queued writes and a running compaction, and closes the log. */
  async close(): Promise<void> {
    await this.flush();
    await this.journal.close();
  }

  get rules(): DatabaseRules {
    return this.options.rules;
  }

  value(path: readonly string[]): DbNode {
    return getAt(this.root, path);
  }

  canRead(path: readonly string[], auth: AuthContext | null): boolean {
    return this.options.rules.canRead(path, this.root, auth, Date.now());
  }

  /** Resolves once every queued write has finished. */
  flush(): Promise<void> {
    return this.queue.run(() => Promise.resolve());
  }

  onWrite(listener: WriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(path: readonly string[], data: unknown, auth: AuthContext | null): Promise<WriteOutcome> {
    return this.write(auth, (root, now) => {
      const resolved = resolveServerValues(data, getAt(root, path), now);
      return [[path, normalize(resolved)]];
    });
  }

  merge(path: readonly string[], data: unknown, auth: AuthContext | null): Promise<WriteOutcome> {
    return this.write(auth, (root, now) => {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        throw new InvalidDataError('An update needs an object of children');
      }
      const changes = Object.entries(data).map(([key, value]): [string[], DbNode] => {
        const childPath = [...path, ...parsePath(key)];
        return [childPath, normalize(resolveServerValues(value, getAt(root, childPath), now))];
      });
      const paths = changes.map(([p]) => p);
      if (paths.some((a, i) => paths.some((b, j) => i !== j && isPrefix(a, b)))) {
        throw new InvalidDataError('Update paths overlap');
      }
      return changes;
    });
  }

  /**
   * A maintainer's write (content import) with the emulator's owner credential, as the official
   * emulator accepts "Bearer owner". It skips the rules, which bind clients only.
   */
  adminSet(path: readonly string[], data: unknown): Promise<WriteOutcome> {
    return this.write(
      null,
      (root, now) => [[path, normalize(resolveServerValues(data, getAt(root, path), now))]],
      true,
    );
  }

  private write(
    auth: AuthContext | null,
    plan: (root: DbNode, now: number) => Array<[readonly string[], DbNode]>,
    asOwner = false,
  ): Promise<WriteOutcome> {
    return this.queue.run(async () => {
      const now = Date.now();
      const oldRoot = this.root;
      let changes: Array<[readonly string[], DbNode]>;
      try {
        changes = plan(oldRoot, now);
      } catch (error) {
        if (!(error instanceof InvalidDataError)) throw error;
        return { status: 'invalid_data', message: error.message };
      }
      if (changes.length === 0) return { status: 'ok', message: '' };
      const newRoot = changes.reduce((tree, [p, v]) => setAt(tree, p, v), oldRoot);
      const paths = changes.map(([p]) => p);
      if (!asOwner && !this.options.rules.canWrite({ oldRoot, newRoot, paths, auth, now })) {
        return { status: 'permission_denied', message: 'Permission denied' };
      }
      try {
        await this.journal.append(changes, newRoot);
      } catch (error) {
        this.options.log(`database: could not persist write: ${(error as Error).message}`);
        return { status: 'write_failed', message: 'Could not persist the write' };
      }
      this.root = newRoot;
      for (const listener of this.listeners) listener(paths);
      return { status: 'ok', message: '' };
    });
  }
}
