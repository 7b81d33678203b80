/**
 * Where a paper's (or a material's instructions') PDF is kept in Storage, and which addresses
 * show one in the viewer. Kept apart from get-pdf-url.ts (which loads the Firebase SDK) so that
 * the page's boot script (shell/src/startup/boot/) bundles these rules and nothing more: no zod, so it
 * is an entry point of its own (@vithelper/contracts/papers/paths), with the exams.
 */
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import type { ExamKind } from './exams';
import type { Paper } from './paper';

/** Storage folder holding paper and material PDFs. */
export const PDF_FOLDER = 'images';

const withPdfExtension = (name: string) => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);

export const paperPdfPath = (paper: Pick<Paper, 'file_name'>) =>
  `${PDF_FOLDER}/${withPdfExtension(paper.file_name)}`;
export const materialInstructionsPath = (material: { comments: readonly [string, ...string[]] }) =>
  `${PDF_FOLDER}/${withPdfExtension(material.comments[0])}`;

/** The exams remote's list pages, one per exam (its routes module registers these paths). */
export const PAPER_LIST_ROUTES: Readonly<Record<ExamKind, string>> = {
  cat1: '/cat1papers',
  cat2: '/cat2papers',
  fat: '/fatpapers',
};
/** The exams remote's viewer addresses: a paper under its exam's list. */
export const PAPER_VIEWER_ROUTES: Readonly<Record<ExamKind, string>> = {
  cat1: `${PAPER_LIST_ROUTES.cat1}/:id`,
  cat2: `${PAPER_LIST_ROUTES.cat2}/:id`,
  fat: `${PAPER_LIST_ROUTES.fat}/:id`,
};
/**
 * A paper's viewer address, from the route above: every app links papers with it (the About
 * page's lists, contribute's "see the paper"), so it is part of the contract.
 */
export const paperPath = ({ kind, id }: { kind: ExamKind; id: string }) =>
  PAPER_VIEWER_ROUTES[kind].replace(':id', () => encodeURIComponent(id));
/** The viewer's address of a paper: /cat1papers/<id>, /cat2papers/<id>, /fatpapers/<id>. */
export const viewerPath = (exam: ExamKind, paperId: string) =>
  paperPath({ kind: exam, id: paperId });
export const INSTRUCTIONS_VIEWER_ROUTE = '/materials/:id/instructions';
/** The exams remote's expose of the viewer's pages (its webpack.config.ts), by its manifest name. */
export const VIEWER_EXPOSE = 'viewer';

/** The key a viewer keeps a document (and its preview) under on this device. */
export const paperCacheKey = (kind: ExamKind, id: string) => `${kind}/${id}`;
export const instructionsCacheKey = (id: string) => `materials/${id}`;

/** The part of the runtime config a Storage address needs. */
export type StorageAddressConfig = {
  firebase: Pick<RuntimeConfig['firebase'], 'storageBucket'>;
  emulators?: Pick<NonNullable<RuntimeConfig['emulators']>, 'storage'>;
};

/** Where Storage's REST API answers: the emulator locally, Google's host in production. */
const storageOrigin = (config: StorageAddressConfig) =>
  config.emulators
    ? `http://${config.emulators.storage}`
    : 'https://firebasestorage.googleapis.com';

/** An object's address in Storage's REST API (its record; `?alt=media` reads its bytes). */
export const storageObjectUrl = (config: StorageAddressConfig, objectPath: string) =>
  `${storageOrigin(config)}/v0/b/${encodeURIComponent(
    config.firebase.storageBucket,
  )}/o/${encodeURIComponent(objectPath)}`;

export * from './exams';
