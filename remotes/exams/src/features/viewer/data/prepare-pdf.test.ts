import { emptyCollections, setConfig, whenContentRead, PdfFetchError } from '@vithelper/shared';
import { sampleConfig } from '@vithelper/shared/testing';
import { sampleMaterials, samplePapers } from '../../../testing/sample-data';
import { openPdfDocument, startPdfEngine } from './pdf-engine';
import { prepareInstructionsPdf, preparePaperPdf, takePreparedPdf } from './prepare-pdf';

jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
  whenContentRead: jest.fn(),
}));
jest.mock('./pdf-engine', () => ({
  startPdfEngine: jest.fn(),
  openPdfDocument: jest.fn(),
}));

const content = { ...emptyCollections(), cat1: samplePapers, materials: sampleMaterials };
const PDF = new TextEncoder().encode('%PDF-1.4 sample').buffer;
const page = {
  getViewport: () => ({ width: 600, height: 800 }),
  getTextContent: () => Promise.resolve({ items: [], styles: {} }),
};
const storage = 'https://firebasestorage.googleapis.com/v0/b/test.appspot.com/o/';

/** Storage as the REST API answers: one record with a token per known file, its bytes. */
function storageAnswers(files: string[]): string[] {
  const requested: string[] = [];
  global.fetch = jest.fn((url: string) => {
    requested.push(url);
    const [object, query] = url.split('?');
    const name = decodeURIComponent(object!.slice(storage.length));
    const known = files.includes(name);
    return Promise.resolve({
      ok: known,
      status: known ? 200 : 404,
      json: () => Promise.resolve({ name, downloadTokens: 'tok' }),
      arrayBuffer: () => Promise.resolve(query ? PDF : new ArrayBuffer(0)),
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

it("opens a paper's link during the delay: pdf.js at once, then the record's file by its address", async () => {
  const requested = storageAnswers(['images/MAT1011_CAT1_B1_2020.pdf']);
  preparePaperPdf('cat1', 'p1');
  expect(startPdfEngine).toHaveBeenCalledTimes(1);
  const opened = await takePreparedPdf('cat1/p1');
  expect(opened).toMatchObject({ bytes: PDF, baseWidth: 600, ratio: 800 / 600 });
  expect(requested).toEqual([
    `${storage}images%2FMAT1011_CAT1_B1_2020.pdf`,
    `${storage}images%2FMAT1011_CAT1_B1_2020.pdf?alt=media&token=tok`,
  ]);
  // Handed over once: a retry in the viewer opens afresh.
  expect(takePreparedPdf('cat1/p1')).toBeUndefined();
});

it('says the file is missing when the storage has none, without asking for its bytes', async () => {
  const requested = storageAnswers([]);
  preparePaperPdf('cat1', 'p2');
  const failure = takePreparedPdf('cat1/p2');
  await expect(failure).rejects.toBeInstanceOf(PdfFetchError);
  await expect(failure).rejects.toMatchObject({ reason: 'missing' });
  expect(requested).toEqual([`${storage}images%2FCSE2005_CAT1_C1_2019.pdf`]);
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
  await expect(takePreparedPdf('materials/m1')).resolves.toMatchObject({ bytes: PDF });
  expect(requested[0]).toBe(`${storage}images%2FCSE2003_instructions.pdf`);
});
