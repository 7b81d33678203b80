/**
 * When the first screen is a document's viewer (a paper's link, a material's instructions),
 * its page-1 preview is asked for while the shell's and the section's code download: the
 * record (one small read), then the preview at the address the viewer computes
 * (packages/contracts/src/papers/preview-path.ts), handed over by packages/contracts/src/runtime-config/boot-reads.ts. A
 * preview this device keeps is not asked for again; any other first screen fetches nothing here.
 */
import { matchPath } from '@remix-run/router';
import type { CollectionName } from '@vithelper/contracts/content';
import type { ExamKind } from '@vithelper/contracts/papers';
import { recordUrl } from '@vithelper/contracts/content-reads';
import {
  INSTRUCTIONS_VIEWER_ROUTE,
  instructionsCacheKey,
  materialInstructionsPath,
  PAPER_VIEWER_ROUTES,
  paperCacheKey,
  paperPdfPath,
} from '@vithelper/contracts/papers/paths';
import {
  PREVIEW_CACHE,
  PREVIEW_TIMEOUT_MS,
  pdfPreviewUrl,
  previewKeyUrl,
} from '@vithelper/contracts/papers/preview';
import type { BootConfig, StartedReads } from './content-reads';

/** A viewer's document: the record it is found in, its key on this device, its PDF's path. */
type FirstDocument = {
  list: CollectionName;
  id: string;
  cacheKey: string;
  pdfPath: (record: unknown) => string | null;
};

const field = (record: unknown, name: string): unknown =>
  record && typeof record === 'object' ? (record as Record<string, unknown>)[name] : undefined;

/** The document this address shows in a viewer, or null for any other screen. */
function firstDocument(pathname: string): FirstDocument | null {
  for (const [kind, route] of Object.entries(PAPER_VIEWER_ROUTES) as [ExamKind, string][]) {
    const id = matchPath(route, pathname)?.params.id;
    if (id)
      return {
        list: kind,
        id,
        cacheKey: paperCacheKey(kind, id),
        pdfPath: (record) => {
          const fileName = field(record, 'file_name');
          return typeof fileName === 'string' ? paperPdfPath({ file_name: fileName }) : null;
        },
      };
  }
  const id = matchPath(INSTRUCTIONS_VIEWER_ROUTE, pathname)?.params.id;
  if (!id) return null;
  return {
    list: 'materials',
    id,
    cacheKey: instructionsCacheKey(id),
    pdfPath: (record) => {
      const comments = field(record, 'comments');
      return Array.isArray(comments) && typeof comments[0] === 'string'
        ? materialInstructionsPath({ comments: comments as [string] })
        : null;
    },
  };
}

/** Whether this device keeps the document's preview (the viewer then reads it from there). */
const kept = (cacheKey: string): Promise<boolean> =>
  typeof caches === 'undefined'
    ? Promise.resolve(false)
    : caches.match(previewKeyUrl(cacheKey), { cacheName: PREVIEW_CACHE }).then(
        (found) => !!found,
        () => false,
      );

const timeout = (): AbortSignal | undefined =>
  typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(PREVIEW_TIMEOUT_MS) : undefined;

export function startFirstDocument(reads: StartedReads): void {
  const doc = firstDocument(location.pathname);
  if (!doc || navigator.onLine === false) return;
  const previews: Record<string, Promise<Response>> = (reads.previews = {});
  const started = new Set<string>();
  const read = (config: BootConfig) => {
    const url = recordUrl(config, doc.list, doc.id);
    if (started.has(url)) return;
    started.add(url);
    fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      .then((record: unknown) => {
        const pdfPath = doc.pdfPath(record);
        const preview = pdfPath && pdfPreviewUrl(config, pdfPath);
        if (!preview || previews[preview]) return;
        previews[preview] = fetch(preview, { signal: timeout() });
        previews[preview].catch(() => undefined);
      })
      .catch(() => undefined);
  };
  // Taken now: the shell takes the config over (takeBootFile deletes it from the reads), and
  // on a repeat visit its code can run before the device's cache has answered below.
  const { config, remembered } = reads;
  void kept(doc.cacheKey).then((isKept) => {
    if (isKept) return;
    if (remembered) read(remembered);
    config.then(read, () => undefined);
  });
}
