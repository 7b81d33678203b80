import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Reads and parses a JSON file; undefined when it does not exist. */
export async function readJsonIfExists(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return JSON.parse(text) as unknown;
}

let tempCounter = 0;

/**
 * Writes JSON so that a crash leaves either the old or the new file, never a
 * torn one: write a temp file, fsync it, rename over the target, fsync the
 * directory (so the rename itself survives a power cut).
 */
export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  tempCounter += 1;
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${tempCounter}.tmp`);
  const handle = await fs.open(temp, 'w');
  try {
    await handle.writeFile(JSON.stringify(value));
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
