import { PdfFetchError } from '@vithelper/device/pdf-cache';
import { failureMessage } from './failure-message';

const online = (value: boolean) =>
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(value);

afterEach(() => jest.restoreAllMocks());

it('says why a download failed: offline without a kept copy, a missing file, or the network', () => {
  expect(failureMessage(new PdfFetchError('offline'))).toMatch(
    /^You are offline, and this PDF has not been kept on this device/,
  );
  expect(failureMessage(new PdfFetchError('missing'))).toBe(
    'The PDF for this paper is missing from VITHelper or cannot be read.',
  );
  expect(failureMessage(new PdfFetchError('failed'))).toBe(
    'The PDF could not be downloaded. Check your connection and try again.',
  );
});

it('says a file pdf.js cannot read is damaged', () => {
  const damaged = Object.assign(new Error('Invalid PDF structure.'), {
    name: 'InvalidPDFException',
  });
  expect(failureMessage(damaged)).toBe('This PDF is damaged and cannot be shown.');
});

it("says the viewer could not start, offline or not, when pdf.js's own code fails", () => {
  online(false);
  expect(failureMessage(new Error('Loading chunk pdfjs failed'))).toBe(
    'You are offline, and the PDF viewer could not start. Connect to the internet and try again.',
  );
  online(true);
  expect(failureMessage(null)).toBe(
    'The PDF could not be shown. Check your connection and try again.',
  );
});
