import { join, resolve } from 'node:path';

/** Repository paths used by the content scripts; resolved from this file so any cwd works. */
export const REPO_ROOT = resolve(__dirname, '..', '..');
export const CONTENT_DIR = join(REPO_ROOT, 'content');
export const SEED_FILE = join(CONTENT_DIR, 'seed.json');
export const STORAGE_DIR = join(CONTENT_DIR, 'storage');
/** Mirrors the Storage folder "images" (PDF_FOLDER) that papers and materials live in. */
export const PDF_DIR = join(STORAGE_DIR, 'images');
/** Mirrors the Storage folder "previews" (shared PREVIEW_FOLDER): each PDF's first page as WebP. */
export const PREVIEW_DIR = join(STORAGE_DIR, 'previews');
