import { whenContentRead } from '@vithelper/shared';
import { emptyCollections } from '@vithelper/contracts/content';
import { setConfig } from '@vithelper/shared/bus-writers';
import { PdfFetchError } from '@vithelper/device/pdf-cache';
import { withPageBox } from '@vithelper/contracts/papers/preview';
import { sampleConfig } from '@vithelper/shared/testing';
import { openPdfDocument, startPdfEngine } from '@vithelper/ui/pdf-engine';
import { sampleMaterials, samplePapers } from '../../../testing/sample-data';
import { prepareInstructionsPdf, preparePaperPdf, takePreparedPdf } from './prepare-pdf';
import { paperPdfPathOf, requestFirstScreenPreview } from './preview-request';

jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
  whenContentRead: jest.fn(),
}));
jest.mock('@vithelper/ui/pdf-engine', () => ({
  startPdfEngine: jest.fn(),
  openPdfDocument: jest.fn(),
}));

const content = { ...emptyCollections(), cat1: samplePapers, materials: sampleMaterials };
const PDF = new TextEncoder().encode('%PDF-1.4 sample').buffer;
/** A preview as the import makes it: a WebP carrying page 1's box (shared pdf-preview.ts). */
const PREVIEW = withPageBox(
  new Uint8Array([
    ...new TextEncoder().encode('RIFF\x16\0\0\0WEBPVP8X\x0a\0\0\0'),
    ...new Array<number>(10).fill(0),
  ]),
  { width: 600, height: 800, pages: 2 },
  { width: 720, height: 960 },
).buffer;
const page = {
  getViewport: () => ({ width: 600, height: 800 }),
  getTextContent: () => Promise.resolve({ items: [], styles: {} }),
};
const storage = 'https://firebasestorage.googleapis.com/v0/b/test.appspot.com/o/';

/**
 * Storage as the REST API answers: one record with a token per known file, its bytes; a
 * preview by its public media address. `damaged` previews answer bytes that are not one.
 */
function storageAnswers(files: string[], damaged: string[] = []): string[] {
  const requested: string[] = [];
  global.fetch = jest.fn((url: string) => {
    requested.push(url);
    const [object, query] = url.split('?');
    const name = decodeURIComponent(object!.slice(storage.length));
    const known = files.includes(name) || damaged.includes(name);
    const bytes = name.endsWith('.webp')
      ? damaged.includes(name)
        ? new TextEncoder().encode('<html>oops</html>').buffer
        : PREVIEW
      : query
        ? PDF
        : new ArrayBuffer(0);
    return Promise.resolve({
      ok: known,
      status: known ? 200 : 404,
      json: () => Promise.resolve({ name, downloadTokens: 'tok' }),
      arrayBuffer: () => Promise.resolve(bytes),
    } as Response);
  }) as unknown as typeof fetch;
  return requested;
}

beforeEach(() => {
  setConfig(sampleConfig);
  jest.mocked(whenContentRead).mockResolvedValue(content);
  jest.mocked(startPdfEngine).mockClear();
  jest.mocked(openPdfDocument).mockReset();
  jest.mocked(openPdfDocument).mockResolvedValue({
    doc: { getPage: () => Promise.resolve(page) } as never,
    close: jest.fn(() => Promise.resolve()),
  });
});

const p1 = 'MAT1011_CAT1_B1_2020';

it("opens a paper's link during the delay: its preview first, then pdf.js and the file by its address", async () => {
  const requested = storageAnswers([`images/${p1}.pdf`, `previews/${p1}.webp`]);
  preparePaperPdf('cat1', 'p1');
  const first = takePreparedPdf('cat1/p1')!;
  // pdf.js would share a slow line with the preview's few KB: it starts once the preview is in.
  expect(startPdfEngine).not.toHaveBeenCalled();
  await expect(first.preview).resolves.toEqual({
    src: expect.stringMatching(/^data:image\/webp;base64,/),
    box: { width: 600, height: 800, pages: 2 },
  });
  // With no start-up wait left, pdf.js compiles only once the viewer has painted the picture.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(startPdfEngine).not.toHaveBeenCalled();
  first.previewPainted();
  await expect(first.opened).resolves.toMatchObject({
    bytes: PDF,
    baseWidth: 600,
    ratio: 800 / 600,
  });
  expect(startPdfEngine).toHaveBeenCalledTimes(1);
  expect(requested).toEqual([
    `${storage}previews%2F${p1}.webp?alt=media`,
    `${storage}images%2F${p1}.pdf`,
    `${storage}images%2F${p1}.pdf?alt=media&token=tok`,
  ]);
  // Handed over once: a retry in the viewer opens afresh.
  expect(takePreparedPdf('cat1/p1')).toBeUndefined();
});

it("takes the preview asked for beside the viewer's chunks instead of asking again", async () => {
  const requested = storageAnswers([`images/${p1}.pdf`, `previews/${p1}.webp`]);
  // routes.ts asks for it the moment the viewer is known to be the first screen.
  requestFirstScreenPreview('cat1/p1', paperPdfPathOf('cat1', 'p1'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(requested).toEqual([`${storage}previews%2F${p1}.webp?alt=media`]);
  preparePaperPdf('cat1', 'p1');
  const first = takePreparedPdf('cat1/p1')!;
  await expect(first.preview).resolves.toMatchObject({ box: { pages: 2 } });
  await first.opened;
  expect(requested.filter((url) => url.includes('previews'))).toHaveLength(1);
});

it('opens a paper without a preview exactly as before: no preview, the same document', async () => {
  const requested = storageAnswers([`images/${p1}.pdf`]);
  preparePaperPdf('cat1', 'p1');
  const first = takePreparedPdf('cat1/p1')!;
  await expect(first.preview).resolves.toBeNull();
  await expect(first.opened).resolves.toMatchObject({ bytes: PDF, baseWidth: 600 });
  expect(requested.slice(1)).toEqual([
    `${storage}images%2F${p1}.pdf`,
    `${storage}images%2F${p1}.pdf?alt=media&token=tok`,
  ]);
});

it('ignores a damaged preview and still opens the document', async () => {
  storageAnswers([`images/${p1}.pdf`], [`previews/${p1}.webp`]);
  preparePaperPdf('cat1', 'p1');
  const first = takePreparedPdf('cat1/p1')!;
  await expect(first.preview).resolves.toBeNull();
  await expect(first.opened).resolves.toMatchObject({ bytes: PDF });
});

it('says the file is missing when the storage has none, without asking for its bytes', async () => {
  const requested = storageAnswers([]);
  preparePaperPdf('cat1', 'p2');
  const failure = takePreparedPdf('cat1/p2')!;
  await expect(failure.preview).resolves.toBeNull();
  await expect(failure.opened).rejects.toBeInstanceOf(PdfFetchError);
  await expect(failure.opened).rejects.toMatchObject({ reason: 'missing' });
  expect(requested).toEqual([
    `${storage}previews%2FCSE2005_CAT1_C1_2019.webp?alt=media`,
    `${storage}images%2FCSE2005_CAT1_C1_2019.pdf`,
  ]);
  expect(openPdfDocument).not.toHaveBeenCalled();
});

it('starts no download for a paper that is not in the content, and leaves nothing to take', async () => {
  const requested = storageAnswers([]);
  preparePaperPdf('cat1', 'no-such-paper');
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(requested).toEqual([]);
  expect(takePreparedPdf('cat1/no-such-paper')).toBeUndefined();
});

it("opens a material's instructions by the material's first comment", async () => {
  const requested = storageAnswers(['images/CSE2003_instructions.pdf']);
  prepareInstructionsPdf('m1');
  await expect(takePreparedPdf('materials/m1')!.opened).resolves.toMatchObject({ bytes: PDF });
  expect(requested.slice(0, 2)).toEqual([
    `${storage}previews%2FCSE2003_instructions.webp?alt=media`,
    `${storage}images%2FCSE2003_instructions.pdf`,
  ]);
});
