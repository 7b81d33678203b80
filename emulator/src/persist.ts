import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * A data file that is not what the emulator wrote (foreign, truncated or corrupt JSON): start-up
 * stops with this message, which names the file, where it goes wrong and how to recover, instead
 * of starting without the data in it.
 */
export class DataFileError extends Error {}

/** How to get going again; nothing is changed on disk until the person chooses. */
export function recoveryHint(file: string): string {
  return (
    `Nothing was changed. To recover, move it aside (mv "${file}" "${file}.bad") and start ` +
    'again, or start over from the seed with --reset (npm run emulator -- --reset), which ' +
    'drops the saved data.'
  );
}

/** Where JSON.parse stopped, as a line and a byte offset into the text. */
function parseErrorPlace(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)?.[1];
  const at = position === undefined ? text.length : Math.min(Number(position), text.length);
  const line = text.slice(0, at).split('\n').length;
  return `line ${line}, byte ${Buffer.byteLength(text.slice(0, at))}`;
}

/** Parses JSON read from `file`; a syntax error names the file, the line and the byte offset. */
function parseJsonFile(file: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DataFileError(
      `${file} is not valid JSON (${parseErrorPlace(text, error as Error)}: ${(error as Error).message}). ${recoveryHint(file)}`,
    );
  }
}

/** Reads and parses a JSON file; undefined when it does not exist. */
export async function readJsonIfExists(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseJsonFile(file, text);
}

let tempCounter = 0;

/**
 * Writes JSON so that a crash leaves either the old or the new file, never a
 * torn one: write a temp file, fsync it, rename over the target, fsync the
 * directory (so the rename itself survives a power cut).
 */
export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  await writeTextAtomic(file, JSON.stringify(value));
}

async function writeTextAtomic(file: string, text: string): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  tempCounter += 1;
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${tempCounter}.tmp`);
  const handle = await fs.open(temp, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  await syncDir(dir);
}

async function syncDir(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // Some platforms cannot fsync a directory; the file itself is already synced.
  } finally {
    await handle?.close();
  }
}

/** Runs async tasks one at a time, in order: writes must not interleave. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export type WriteLogOptions<S> = {
  /** The snapshot file; log segments sit beside it as `<file>.log.<n>`. */
  file: string;
  reset: boolean;
  /** The state when there is neither a snapshot nor a log (the seed). */
  initial: () => Promise<S>;
  /**
   * Applies one logged record to the state while replaying; throws when the record is not one
   * this program logged (start-up then stops, naming the file and the line).
   */
  apply: (state: S, record: unknown) => S;
  /** Checks a snapshot's state and returns it; throws when it is not a state this program wrote. */
  restore: (saved: unknown) => S;
  /** A segment larger than this (and than the last snapshot) triggers a compaction. */
  compactAfterBytes?: number;
  log: (line: string) => void;
};

/** Keys with a dot can never be database keys, so a snapshot cannot be mistaken for a bare tree. */
const SEGMENT_KEY = '.segment';
const ROOT_KEY = '.root';
const DEFAULT_COMPACT_AFTER_BYTES = 4 * 1024 * 1024;

/**
 * Durable state as a snapshot plus an append-only log. Every record is
 * appended as one JSON line and fdatasync'ed before `append` resolves, so an
 * acknowledged write survives `kill -9` and power loss. When the current log
 * segment outgrows the snapshot, appends move to a new segment and the state
 * as of that moment is written as the new snapshot (temp file, fsync,
 * rename); only then are the segments it covers deleted. A crash at any
 * point leaves a snapshot plus every segment written after it, and start-up
 * replays them, dropping only a torn last line (a write never acknowledged).
 * A file that is anything else stops start-up with a DataFileError.
 */
export class WriteLog<S> {
  private handle: fs.FileHandle | undefined;
  private segmentBytes = 0;
  private snapshotBytes = 0;
  private compaction: Promise<void> | undefined;

  private constructor(
    private readonly options: WriteLogOptions<S>,
    private segment: number,
  ) {}

  static async open<S>(options: WriteLogOptions<S>): Promise<{ log: WriteLog<S>; state: S }> {
    const dir = path.dirname(options.file);
    await fs.mkdir(dir, { recursive: true });
    const base = path.basename(options.file);
    if (options.reset) {
      await fs.rm(options.file, { force: true });
      for (const [, file] of await listSegments(dir, base)) await fs.rm(file, { force: true });
    }
    // Leftovers of a compaction that was killed before its rename.
    for (const name of await fs.readdir(dir)) {
      if (name.startsWith(`.${base}.`) && name.endsWith('.tmp')) {
        await fs.rm(path.join(dir, name), { force: true });
      }
    }
    const saved = await readJsonIfExists(options.file);
    let covered = -1;
    let state: S;
    if (saved !== undefined) {
      // Anything but a snapshot of ours (null, another program's JSON, a bare tree) is refused:
      // taking it for an empty state would start without the data and say nothing.
      if (!isSnapshot(saved)) {
        throw new DataFileError(
          `${options.file} is not a snapshot this emulator wrote (expected {"${SEGMENT_KEY}": <n>, "${ROOT_KEY}": <data>}, found ${describeJson(saved)}). ${recoveryHint(options.file)}`,
        );
      }
      covered = saved[SEGMENT_KEY];
      try {
        state = options.restore(saved[ROOT_KEY]);
      } catch (error) {
        throw new DataFileError(
          `${options.file} holds data this emulator cannot have written (${(error as Error).message}). ${recoveryHint(options.file)}`,
        );
      }
    } else {
      state = await options.initial();
      // The starting state is saved at once: later runs must not replay the log over a changed seed.
      await writeTextAtomic(options.file, JSON.stringify({ [SEGMENT_KEY]: -1, [ROOT_KEY]: state }));
    }
    let last = covered;
    let lastBytes = 0;
    const segments = await listSegments(dir, base);
    const newest = segments[segments.length - 1]?.[0];
    for (const [index, file] of segments) {
      if (index <= covered) {
        await fs.rm(file, { force: true });
        continue;
      }
      const replayed = await replaySegment(file, state, options.apply, index === newest);
      state = replayed.state;
      last = index;
      lastBytes = replayed.bytes;
    }
    const log = new WriteLog(options, Math.max(last, covered + 1));
    log.segmentBytes = last === log.segment ? lastBytes : 0;
    const stats = await fs.stat(options.file).catch(() => undefined);
    log.snapshotBytes = stats?.size ?? 0;
    await log.openSegment();
    return { log, state };
  }

  /**
   * Appends one record and resolves once it is on disk. `stateAfter` is the
   * state including this record; it is kept (never mutated by the caller)
   * when a compaction starts.
   */
  async append(record: unknown, stateAfter: S): Promise<void> {
    const line = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
    const handle = this.handle;
    if (!handle) throw new Error('The write log is closed');
    try {
      await handle.write(line);
      await handle.datasync();
    } catch (error) {
      // A half-written line must not sit in the middle of the log, before the next write.
      await handle.truncate(this.segmentBytes).catch(() => undefined);
      throw error;
    }
    this.segmentBytes += line.length;
    const limit = Math.max(
      this.options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES,
      this.snapshotBytes,
    );
    if (this.segmentBytes > limit && !this.compaction) {
      await this.rotate();
      const covered = this.segment - 1;
      this.compaction = this.compact(stateAfter, covered).finally(() => {
        this.compaction = undefined;
      });
    }
  }

  /** Waits for a running compaction and closes the log file. */
  async close(): Promise<void> {
    await this.compaction;
    await this.handle?.close();
    this.handle = undefined;
  }

  private async rotate(): Promise<void> {
    await this.handle?.close();
    this.segment += 1;
    this.segmentBytes = 0;
    await this.openSegment();
  }

  private async openSegment(): Promise<void> {
    this.handle = await fs.open(segmentFile(this.options.file, this.segment), 'a');
    await syncDir(path.dirname(this.options.file));
  }

  private async compact(state: S, covered: number): Promise<void> {
    try {
      const text = JSON.stringify({ [SEGMENT_KEY]: covered, [ROOT_KEY]: state });
      await writeTextAtomic(this.options.file, text);
      this.snapshotBytes = Buffer.byteLength(text);
      const dir = path.dirname(this.options.file);
      for (const [index, file] of await listSegments(dir, path.basename(this.options.file))) {
        if (index <= covered) await fs.rm(file, { force: true });
      }
    } catch (error) {
      // The log still holds everything; the next compaction tries again.
      this.options.log(`persistence: compaction failed: ${(error as Error).message}`);
    }
  }
}

function segmentFile(file: string, index: number): string {
  return `${file}.log.${index}`;
}

async function listSegments(dir: string, base: string): Promise<Array<[number, string]>> {
  const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.log\\.(\\d+)$`);
  const found: Array<[number, string]> = [];
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    const match = pattern.exec(name);
    if (match?.[1]) found.push([Number(match[1]), path.join(dir, name)]);
  }
  return found.sort((a, b) => a[0] - b[0]);
}

function isSnapshot(value: unknown): value is { [SEGMENT_KEY]: number; [ROOT_KEY]: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const segment = (value as Record<string, unknown>)[SEGMENT_KEY];
  return (
    keys.length === 2 &&
    keys.includes(SEGMENT_KEY) &&
    keys.includes(ROOT_KEY) &&
    typeof segment === 'number' &&
    Number.isInteger(segment) &&
    segment >= -1
  );
}

function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value !== 'object') return `a ${typeof value}`;
  const keys = Object.keys(value);
  const shown = keys
    .slice(0, 5)
    .map((k) => JSON.stringify(k))
    .join(', ');
  return keys.length === 0
    ? 'an empty object'
    : `an object with keys ${shown}${keys.length > 5 ? ', ...' : ''}`;
}

/**
 * Replays whole lines. An unfinished last line of the newest segment is a write that was never
 * acknowledged (the process died while appending it): it is cut off. Any other line that is not
 * a record of ours stops start-up, naming the file, the line and its byte offset.
 */
async function replaySegment<S>(
  file: string,
  initial: S,
  apply: (state: S, record: unknown) => S,
  newest: boolean,
): Promise<{ state: S; bytes: number }> {
  const buffer = await fs.readFile(file);
  const end = buffer.lastIndexOf(0x0a) + 1;
  if (end < buffer.length && !newest) {
    throw new DataFileError(
      `${file} ends in an unfinished line (byte ${end}), but it is not the newest log: later logs were written after it. ${recoveryHint(file)}`,
    );
  }
  let state = initial;
  let offset = 0;
  let lineNumber = 0;
  while (offset < end) {
    const next = buffer.indexOf(0x0a, offset);
    lineNumber += 1;
    const text = buffer.subarray(offset, next).toString('utf8');
    try {
      state = apply(state, JSON.parse(text) as unknown);
    } catch (error) {
      throw new DataFileError(
        `${file} line ${lineNumber} (byte ${offset}) is not a write this emulator logged (${(error as Error).message}). ${recoveryHint(file)}`,
      );
    }
    offset = next + 1;
  }
  if (end < buffer.length) await fs.truncate(file, end);
  return { state, bytes: end };
}
