import { createHash, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  DataFileError,
  readJsonIfExists,
  recoveryHint,
  SerialQueue,
  writeJsonAtomic,
} from '../persist';
import { isRecord } from '../http-utils';
import type { StorageResource } from '../rules/storage-rules';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** The fields a client may set on upload or change with a metadata update. */
export type WritableMetadata = {
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  metadata?: Record<string, string>;
};

export type ObjectRecord = Required<Pick<WritableMetadata, 'contentType' | 'metadata'>> &
  Omit<WritableMetadata, 'contentType' | 'metadata'> & {
    name: string;
    size: number;
    md5Hash?: string;
    generation: string;
    metageneration: number;
    timeCreated: number;
    updated: number;
    /** Random per object (crypto.randomUUID); several are comma-joined in the API. */
    downloadTokens: string[];
    /** The uploaded bytes under <dataDir>/storage-blobs; absent for a file of the content folder. */
    blob?: string;
    /** A content file that was deleted: the folder is not ours to change, so it is hidden. */
    deleted?: true;
  };

type SavedObjects = { objects: Record<string, ObjectRecord> };

function isSavedObjects(value: unknown): value is SavedObjects {
  const objects = isRecord(value) ? value.objects : undefined;
  return isRecord(objects) && Object.values(objects).every((record) => isRecord(record));
}

/** Firebase's own cap on object names, in UTF-8 bytes. */
const MAX_NAME_BYTES = 1024;

/** Names with "..", ".", empty or hidden segments, backslashes or NUL are refused outright. */
export function isValidObjectName(name: string): boolean {
  if (name.includes('\0') || name.includes('\\')) return false;
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) return false;
  return name.split('/').every((s) => s !== '' && !s.startsWith('.'));
}

/**
 * Maps an object name to a file strictly inside storageDir: the name must be
 * valid and the real path (after symlinks) must still be inside the folder.
 */
async function resolveObjectFile(
  storageDir: string,
  objectPath: string,
): Promise<string | undefined> {
  if (!isValidObjectName(objectPath)) return undefined;
  const root = await fs.realpath(storageDir).catch(() => undefined);
  if (!root) return undefined;
  const real = await fs.realpath(path.join(root, ...objectPath.split('/'))).catch(() => undefined);
  if (!real || !real.startsWith(root + path.sep)) return undefined;
  return real;
}

async function statFile(file: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  const stats = await fs.stat(file).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

/** Every file under dir (recursively), as object names; hidden entries are skipped. */
async function walk(dir: string, base = ''): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const names: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const name = base === '' ? entry.name : `${base}/${entry.name}`;
    if (entry.isDirectory()) names.push(...(await walk(path.join(dir, entry.name), name)));
    else if (entry.isFile()) names.push(name);
  }
  return names;
}

/**
 * Storage objects: the read-only content folder (published PDFs) plus
 * uploads, with every object's metadata and download tokens in
 * <dataDir>/storage-objects.json. Content files get a random token the first
 * time they are seen, so tokens stay stable across restarts and cannot be
 * guessed from the name. Upload bytes are fsync'ed before the metadata that
 * points at them, and the metadata before a write is acknowledged.
 */
export class ObjectStore {
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly storageDir: string,
    private readonly dataDir: string,
    private readonly saved: SavedObjects,
  ) {}

  static async open(storageDir: string, dataDir: string, reset: boolean): Promise<ObjectStore> {
    const file = path.join(dataDir, 'storage-objects.json');
    if (reset) {
      await fs.rm(file, { force: true });
      await fs.rm(path.join(dataDir, 'storage-blobs'), { recursive: true, force: true });
    }
    const raw = await readJsonIfExists(file);
    if (raw !== undefined && !isSavedObjects(raw)) {
      throw new DataFileError(
        `${file} is not the object list this emulator wrote (expected {"objects": {...}}). ${recoveryHint(file)}`,
      );
    }
    // Without a prototype, an object named `constructor` or `__proto__` is a record like any other.
    const objects = Object.assign(Object.create(null) as SavedObjects['objects'], raw?.objects);
    const store = new ObjectStore(storageDir, dataDir, { objects });
    let added = false;
    for (const name of await walk(storageDir)) {
      if (await store.registerContent(name)) added = true;
    }
    if (added) await store.save();
    return store;
  }

  private get file(): string {
    return path.join(this.dataDir, 'storage-objects.json');
  }

  private blobFile(blob: string): string {
    return path.join(this.dataDir, 'storage-blobs', blob);
  }

  /** Gives a content file that has no record yet one with a fresh token. */
  private async registerContent(name: string): Promise<boolean> {
    if (this.saved.objects[name]) return false;
    const file = await resolveObjectFile(this.storageDir, name);
    const stats = file ? await statFile(file) : undefined;
    if (!stats) return false;
    this.saved.objects[name] = {
      name,
      contentType: contentTypeOf(name),
      metadata: {},
      size: stats.size,
      generation: String(Math.floor(stats.mtimeMs * 1000)),
      metageneration: 1,
      timeCreated: stats.mtimeMs,
      updated: stats.mtimeMs,
      downloadTokens: [randomUUID()],
    };
    return true;
  }

  /** The live record of an object, or undefined when there is none (or it was deleted). */
  async get(name: string): Promise<ObjectRecord | undefined> {
    if (!isValidObjectName(name)) return undefined;
    if (!this.saved.objects[name] && (await this.registerContent(name))) await this.save();
    return this.live(name);
  }

  /** The record as `get` gives it, without saving a newly seen content file (put saves it). */
  private async live(name: string): Promise<ObjectRecord | undefined> {
    if (!this.saved.objects[name]) await this.registerContent(name);
    const record = this.saved.objects[name];
    if (!record || record.deleted) return undefined;
    if (record.blob === undefined) {
      // A content file may have been regenerated or removed since it was registered.
      const file = await resolveObjectFile(this.storageDir, name);
      const stats = file ? await statFile(file) : undefined;
      if (!stats) return undefined;
      record.size = stats.size;
    }
    return record;
  }

  /** The file holding an object's bytes. */
  async bytesFile(record: ObjectRecord): Promise<string | undefined> {
    if (record.blob !== undefined) return this.blobFile(record.blob);
    return resolveObjectFile(this.storageDir, record.name);
  }

  /**
   * Stores an upload. `guard` sees the object as it is at that moment, in the same turn of the
   * queue as the write, and throws to refuse it: of two uploads racing to create one name, the
   * second sees the first's object (so a create-only rule refuses it, as in Firebase).
   */
  async put(
    name: string,
    bytes: Buffer,
    metadata: WritableMetadata,
    tokens: string[],
    guard: (previous: ObjectRecord | undefined) => void = () => undefined,
  ): Promise<ObjectRecord> {
    return this.queue.run(async () => {
      guard(await this.live(name));
      const blob = randomUUID();
      const file = this.blobFile(blob);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const handle = await fs.open(file, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      const now = Date.now();
      const previous = this.saved.objects[name];
      const record: ObjectRecord = {
        ...metadata,
        name,
        contentType: metadata.contentType ?? 'application/octet-stream',
        metadata: metadata.metadata ?? {},
        size: bytes.length,
        md5Hash: createHash('md5').update(bytes).digest('base64'),
        generation: String(now * 1000 + Math.floor(Math.random() * 1000)),
        metageneration: 1,
        timeCreated: now,
        updated: now,
        downloadTokens: tokens,
        blob,
      };
      this.saved.objects[name] = record;
      await this.persist();
      if (previous?.blob !== undefined) await fs.rm(this.blobFile(previous.blob), { force: true });
      return record;
    });
  }

  async update(record: ObjectRecord, next: ObjectRecord): Promise<ObjectRecord> {
    return this.queue.run(async () => {
      const updated = { ...next, metageneration: record.metageneration + 1, updated: Date.now() };
      this.saved.objects[record.name] = updated;
      await this.persist();
      return updated;
    });
  }

  async delete(record: ObjectRecord): Promise<void> {
    return this.queue.run(async () => {
      // A content file stays hidden once its name is deleted, even when an upload had replaced
      // it: forgetting the record would bring the folder's file back on the next read.
      const content = await resolveObjectFile(this.storageDir, record.name);
      if (record.blob === undefined || (content && (await statFile(content)))) {
        const { blob: _blob, ...tombstone } = record;
        this.saved.objects[record.name] = { ...tombstone, deleted: true };
      } else delete this.saved.objects[record.name];
      await this.persist();
      if (record.blob !== undefined) await fs.rm(this.blobFile(record.blob), { force: true });
    });
  }

  /** Forgets every upload, deletion and token: the store is the content folder again. */
  async reset(): Promise<void> {
    return this.queue.run(async () => {
      this.saved.objects = Object.create(null) as SavedObjects['objects'];
      for (const name of await walk(this.storageDir)) await this.registerContent(name);
      await this.persist();
      await fs.rm(path.join(this.dataDir, 'storage-blobs'), { recursive: true, force: true });
    });
  }

  /**
   * One page of a listing, like the Firebase API with delimiter "/": objects
   * directly under the prefix are items, deeper ones collapse into prefixes.
   * Page tokens are the last entry returned, so a listing resumes after it.
   */
  list(
    prefix: string,
    delimiter: string,
    pageToken: string | undefined,
    maxResults: number,
  ): { prefixes: string[]; items: string[]; nextPageToken?: string } {
    const after = pageToken ? Buffer.from(pageToken, 'base64url').toString('utf8') : '';
    const entries = new Map<string, 'item' | 'prefix'>();
    // A prefix names a folder: `images` lists `images/...`, never `imagesecret/...`.
    const folder = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
    for (const record of Object.values(this.saved.objects)) {
      if (record.deleted || !record.name.startsWith(folder)) continue;
      const rest = record.name.slice(folder.length);
      const cut = delimiter === '' ? -1 : rest.indexOf(delimiter);
      if (cut < 0) entries.set(record.name, 'item');
      else entries.set(folder + rest.slice(0, cut + delimiter.length), 'prefix');
    }
    const sorted = [...entries.keys()].sort().filter((key) => key > after);
    const page = sorted.slice(0, maxResults);
    const last = page[page.length - 1];
    return {
      prefixes: page.filter((key) => entries.get(key) === 'prefix'),
      items: page.filter((key) => entries.get(key) === 'item'),
      ...(sorted.length > page.length && last !== undefined
        ? { nextPageToken: Buffer.from(last, 'utf8').toString('base64url') }
        : {}),
    };
  }

  private persist(): Promise<void> {
    return writeJsonAtomic(this.file, this.saved);
  }

  private save(): Promise<void> {
    return this.queue.run(() => this.persist());
  }
}

/** What storage rules see as `resource` / `request.resource`. */
export function ruleResource(bucket: string, record: ObjectRecord): StorageResource {
  return {
    name: record.name,
    bucket,
    size: record.size,
    contentType: record.contentType,
    metadata: record.metadata,
    generation: record.generation,
    timeCreated: record.timeCreated,
    updated: record.updated,
    ...(record.md5Hash === undefined ? {} : { md5Hash: record.md5Hash }),
  };
}

/** The JSON resource the Firebase Storage API answers with. */
export function objectResource(bucket: string, record: ObjectRecord): Record<string, unknown> {
  return {
    name: record.name,
    bucket,
    generation: record.generation,
    metageneration: String(record.metageneration),
    contentType: record.contentType,
    timeCreated: new Date(record.timeCreated).toISOString(),
    updated: new Date(record.updated).toISOString(),
    storageClass: 'STANDARD',
    size: String(record.size),
    ...(record.md5Hash === undefined ? {} : { md5Hash: record.md5Hash }),
    contentEncoding: record.contentEncoding ?? 'identity',
    contentDisposition:
      record.contentDisposition ??
      `inline; filename*=utf-8''${encodeURIComponent(path.basename(record.name))}`,
    ...(record.cacheControl === undefined ? {} : { cacheControl: record.cacheControl }),
    ...(record.contentLanguage === undefined ? {} : { contentLanguage: record.contentLanguage }),
    etag: `${record.generation}-${record.metageneration}`,
    downloadTokens: record.downloadTokens.join(','),
    metadata: record.metadata,
  };
}
