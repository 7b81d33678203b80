import { createHash } from 'node:crypto';
import { promises as fs, type Stats } from 'node:fs';
import path from 'node:path';

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

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** Stable per object, so download URLs stay valid across restarts. */
export function downloadToken(objectPath: string): string {
  const hex = createHash('sha256').update(`vithelper-emulator:${objectPath}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Maps an object name to a file strictly inside storageDir. Names with "..",
 * ".", empty or hidden segments, backslashes or NUL are refused outright, and
 * the real path (after symlinks) must still be inside the folder.
 */
export async function resolveObjectFile(
  storageDir: string,
  objectPath: string,
): Promise<string | undefined> {
  if (objectPath.includes('\0') || objectPath.includes('\\')) return undefined;
  const segments = objectPath.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return undefined;
  const root = await fs.realpath(storageDir).catch(() => undefined);
  if (!root) return undefined;
  const real = await fs.realpath(path.join(root, ...segments)).catch(() => undefined);
  if (!real || !real.startsWith(root + path.sep)) return undefined;
  return real;
}

export async function statFile(file: string): Promise<Stats | undefined> {
  const stats = await fs.stat(file).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

export function objectMetadata(
  bucket: string,
  name: string,
  stats: Stats,
): Record<string, unknown> {
  const generation = String(Math.floor(stats.mtimeMs * 1000));
  return {
    name,
    bucket,
    generation,
    metageneration: '1',
    contentType: contentTypeOf(name),
    timeCreated: stats.birthtime.toISOString(),
    updated: stats.mtime.toISOString(),
    storageClass: 'STANDARD',
    size: String(stats.size),
    contentEncoding: 'identity',
    contentDisposition: `inline; filename*=utf-8''${encodeURIComponent(path.basename(name))}`,
    etag: generation,
    downloadTokens: downloadToken(name),
    metadata: {},
  };
}

/** Lists one folder level: files become items, sub-folders become prefixes. */
export async function listFolder(
  storageDir: string,
  bucket: string,
  prefix: string,
): Promise<{ prefixes: string[]; items: Array<{ name: string; bucket: string }> } | undefined> {
  const folder = prefix.replace(/\/+$/, '');
  const dir =
    folder === ''
      ? await fs.realpath(storageDir).catch(() => undefined)
      : await resolveObjectFile(storageDir, folder);
  if (!dir) return undefined;
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => undefined);
  if (!entries) return undefined;
  const base = folder === '' ? '' : `${folder}/`;
  const visible = entries
    .filter((e) => !e.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    prefixes: visible.filter((e) => e.isDirectory()).map((e) => `${base}${e.name}/`),
    items: visible.filter((e) => e.isFile()).map((e) => ({ name: `${base}${e.name}`, bucket })),
  };
}
