import type { QuerySpec } from './query';
import { isPrefix, pathToString } from './tree';

export type Listen = {
  path: string[];
  /** Present only for non-default queries; echoed back on every push for that query. */
  tag?: number;
  query?: unknown;
  /** The parsed query; the server filters and re-sends the whole window on every change. */
  spec?: QuerySpec;
};

export type Push = {
  path: string[];
  tag?: number;
  spec?: QuerySpec;
};

/** The listens of one connection, keyed like the SDK keys them: path plus query. */
export class ListenRegistry {
  private readonly listens = new Map<string, Listen>();

  constructor(private readonly max: number) {}

  static key(path: readonly string[], query: unknown): string {
    return `${pathToString(path)}|${query === undefined ? 'default' : JSON.stringify(query)}`;
  }

  /** False when the connection already holds too many listens. */
  add(listen: Listen): boolean {
    const key = ListenRegistry.key(listen.path, listen.query);
    if (!this.listens.has(key) && this.listens.size >= this.max) return false;
    this.listens.set(key, listen);
    return true;
  }

  remove(path: readonly string[], query: unknown): void {
    this.listens.delete(ListenRegistry.key(path, query));
  }

  all(): Listen[] {
    return [...this.listens.values()];
  }

  /**
   * What to push after a write: a listener above the write gets the written
   * location, a listener below it gets its own location (which may now be null).
   */
  pushesFor(written: ReadonlyArray<readonly string[]>): Push[] {
    const pushes = new Map<string, Push>();
    for (const listen of this.listens.values()) {
      for (const path of written) {
        let target: readonly string[] | undefined;
        if (isPrefix(listen.path, path)) target = path;
        else if (isPrefix(path, listen.path)) target = listen.path;
        if (!target) continue;
        // A query's window can change with any write under it: send the whole window again.
        if (listen.spec) target = listen.path;
        pushes.set(`${pathToString(target)}|${listen.tag ?? ''}`, {
          path: [...target],
          tag: listen.tag,
          spec: listen.spec,
        });
      }
    }
    return [...pushes.values()];
  }
}
