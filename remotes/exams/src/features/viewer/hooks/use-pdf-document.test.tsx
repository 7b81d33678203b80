import { act, renderHook, waitFor } from '@testing-library/react';
import { PdfFetchError } from '@vithelper/device/pdf-cache';
import { deferred, fakeOpenedPdf } from '../../../testing/fake-pdf';
import type { PagePreview } from '../data/first-page-preview';
import {
  openWithPreview,
  takePreparedPdf,
  type FirstPageOpen,
  type OpenedPdf,
} from '../data/prepare-pdf';
import { usePdfDocument } from './use-pdf-document';

jest.mock('../data/prepare-pdf', () => ({
  takePreparedPdf: jest.fn(),
  openWithPreview: jest.fn(),
}));

const preview: PagePreview = {
  src: 'data:image/webp;base64,UklGRg==',
  box: { width: 600, height: 800, pages: 3 },
};
const source = {
  cacheKey: 'cat1/p1',
  previewUrl: 'https://example.test/p1.webp',
  resolveUrl: () => Promise.resolve('https://example.test/p1.pdf'),
};

/** An open as prepare-pdf.ts hands it over; `closed` says whether its document was closed. */
function anOpen(opened: Promise<OpenedPdf>, shown: PagePreview | null = null) {
  const state = { closed: false, painted: false };
  const open: FirstPageOpen = {
    preview: Promise.resolve(shown),
    opened: opened.then((pdf) => ({
      ...pdf,
      close: () => {
        state.closed = true;
        return Promise.resolve();
      },
    })),
    previewPainted: () => {
      state.painted = true;
    },
  };
  return { open, state };
}

beforeEach(() => {
  jest.mocked(takePreparedPdf).mockReset();
  jest.mocked(openWithPreview).mockReset();
});

it("takes the open a paper's link started: its preview first, then the document", async () => {
  const opened = deferred<OpenedPdf>();
  const { open, state } = anOpen(opened.promise, preview);
  jest.mocked(takePreparedPdf).mockReturnValue(open);
  const { result } = renderHook(() => usePdfDocument(source));

  await waitFor(() => expect(result.current.preview).toEqual(preview));
  expect(result.current.load).toEqual({ status: 'loading' });
  // Once the picture has been painted, pdf.js may start compiling.
  await waitFor(() => expect(state.painted).toBe(true));

  await act(async () => opened.resolve(fakeOpenedPdf(3)));
  expect(result.current.load).toMatchObject({ status: 'ready', baseWidth: 600, ratio: 800 / 600 });
  expect(result.current.load).not.toHaveProperty('close');
  expect(openWithPreview).not.toHaveBeenCalled();
});

it('says why the document could not be opened, and a retry opens it afresh', async () => {
  const failed = anOpen(Promise.reject(new PdfFetchError('missing')));
  jest.mocked(takePreparedPdf).mockReturnValueOnce(failed.open);
  const { result } = renderHook(() => usePdfDocument(source));
  await waitFor(() => expect(result.current.load.status).toBe('failed'));
  expect(result.current.load).toEqual({
    status: 'failed',
    message: 'The PDF for this paper is missing from VITHelper or cannot be read.',
  });

  const again = deferred<OpenedPdf>();
  jest.mocked(openWithPreview).mockReturnValue(anOpen(again.promise).open);
  act(() => result.current.retry());
  expect(result.current.load).toEqual({ status: 'loading' });
  await act(async () => again.resolve(fakeOpenedPdf(2)));
  expect(result.current.load).toMatchObject({ status: 'ready' });
  expect(result.current.preview).toBeNull();
});

it('closes the document when the viewer goes', async () => {
  const { open, state } = anOpen(Promise.resolve(fakeOpenedPdf(1)));
  jest.mocked(takePreparedPdf).mockReturnValue(open);
  const { result, unmount } = renderHook(() => usePdfDocument(source));
  await waitFor(() => expect(result.current.load.status).toBe('ready'));
  expect(state.closed).toBe(false);
  unmount();
  expect(state.closed).toBe(true);
});

it('closes a document that arrives after the viewer has gone, and shows nothing of it', async () => {
  const opened = deferred<OpenedPdf>();
  const { open, state } = anOpen(opened.promise);
  jest.mocked(takePreparedPdf).mockReturnValue(open);
  const { result, unmount } = renderHook(() => usePdfDocument(source));
  unmount();
  await act(async () => opened.resolve(fakeOpenedPdf(1)));
  await waitFor(() => expect(state.closed).toBe(true));
  expect(result.current.load).toEqual({ status: 'loading' });
});
