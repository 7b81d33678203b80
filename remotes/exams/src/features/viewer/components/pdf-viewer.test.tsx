import { act, screen, within } from '@testing-library/react';
import { PdfFetchError } from '@vithelper/device/pdf-cache';
import { renderAt } from '@vithelper/shared/testing';
import { deferred } from '../../../testing/fake-pdf';
import type { PagePreview } from '../data/first-page-preview';
import { openWithPreview, takePreparedPdf, type OpenedPdf } from '../data/prepare-pdf';
import { PdfViewer } from './pdf-viewer';

jest.mock('../data/prepare-pdf', () => ({
  takePreparedPdf: jest.fn(),
  openWithPreview: jest.fn(),
}));
// pdf.js's text layer, as a person finds it: the page's words over the canvas.
jest.mock('@vithelper/ui/pdf-engine', () => ({
  renderTextLayer: jest.fn((_page: unknown, container: HTMLElement) => {
    container.innerHTML = '<span>MAT1011 Calculus</span>';
    return Promise.resolve();
  }),
}));

class NoopObserver {
  observe() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoopObserver, IntersectionObserver: NoopObserver });

const preview: PagePreview = {
  src: 'data:image/webp;base64,UklGRg==',
  box: { width: 600, height: 800, pages: 2 },
};

/** A two-page document whose page 1 is drawn when `draw` is resolved. */
function openedPdf(draw: Promise<void>): OpenedPdf {
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
    render: () => ({ promise: draw, cancel: () => undefined }),
  };
  return {
    bytes: new ArrayBuffer(8),
    doc: { numPages: 2, getPage: () => Promise.resolve(page) } as never,
    close: () => Promise.resolve(),
    baseWidth: 600,
    ratio: 800 / 600,
    firstText: null,
  };
}

const viewer = () =>
  renderAt(
    <PdfViewer
      title="Calculus (MAT1011) CAT-1 paper"
      details="CAT-1 · MAT1011 · Slot B1"
      cacheKey="cat1/p1"
      resolveUrl={() => Promise.resolve('https://example.test/p1.pdf')}
      previewUrl="https://example.test/p1.webp"
      fileName="MAT1011.pdf"
      backTo="/cat1papers"
      backLabel="Back to papers"
    />,
  );
const pageOne = () => screen.getByRole('region', { name: 'Page 1' });
const picture = () => within(pageOne()).queryByRole('img', { name: /^Page 1, as a picture/ });

beforeEach(() => {
  jest.mocked(takePreparedPdf).mockReset();
  jest.mocked(openWithPreview).mockReset();
});

it("shows page 1's picture in the reader's layout while pdf.js loads, then pdf.js's page in its place", async () => {
  const opened = deferred<OpenedPdf>();
  const draw = deferred<void>();
  jest.mocked(takePreparedPdf).mockReturnValue({
    preview: Promise.resolve(preview),
    opened: opened.promise,
    previewPainted: () => undefined,
  });
  viewer();

  expect(await screen.findByRole('img', { name: /^Page 1, as a picture/ })).toHaveAttribute(
    'src',
    preview.src,
  );
  expect(screen.getByText('Page 1 of 2')).toBeVisible();
  expect(screen.getByRole('region', { name: 'Page 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Opening the PDF…');

  // pdf.js is there but has not finished drawing: the picture stays, the canvas waits unseen.
  await act(async () => opened.resolve(openedPdf(draw.promise)));
  expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  expect(picture()).toBeInTheDocument();
  expect(pageOne().querySelector('canvas')).toHaveStyle({ visibility: 'hidden' });

  await act(async () => draw.resolve());
  expect(picture()).toBeNull();
  expect(pageOne().querySelector('canvas')).not.toHaveStyle({ visibility: 'hidden' });
  expect(await within(pageOne()).findByText('MAT1011 Calculus')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2')).toBeVisible();
});

it('opens a document without a preview as before: the loading note, then the drawn page', async () => {
  const opened = deferred<OpenedPdf>();
  jest.mocked(takePreparedPdf).mockReturnValue(undefined);
  jest.mocked(openWithPreview).mockReturnValue({
    preview: Promise.resolve(null),
    opened: opened.promise,
    previewPainted: () => undefined,
  });
  viewer();

  expect(await screen.findByText('Opening the PDF…')).toBeVisible();
  expect(screen.queryByRole('img')).toBeNull();
  expect(openWithPreview).toHaveBeenCalledWith(
    'cat1/p1',
    'https://example.test/p1.webp',
    expect.any(Function),
  );
  await act(async () => opened.resolve(openedPdf(Promise.resolve())));
  expect(await within(pageOne()).findByText('MAT1011 Calculus')).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
  expect(pageOne().querySelector('canvas')).not.toHaveStyle({ visibility: 'hidden' });
});

it('says so when the PDF cannot be opened after its picture was shown, and the picture goes', async () => {
  const opened = deferred<OpenedPdf>();
  jest.mocked(takePreparedPdf).mockReturnValue({
    preview: Promise.resolve(preview),
    opened: opened.promise,
    previewPainted: () => undefined,
  });
  viewer();
  expect(await screen.findByRole('img', { name: /^Page 1, as a picture/ })).toBeInTheDocument();

  await act(async () =>
    opened.reject(Object.assign(new Error('bad'), { name: 'InvalidPDFException' })),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('This PDF is damaged and cannot be shown.');
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
});

it('says why a document could not be opened, and Try again opens it again', async () => {
  jest.mocked(takePreparedPdf).mockReturnValue(undefined);
  jest.mocked(openWithPreview).mockReturnValueOnce({
    preview: Promise.resolve(null),
    opened: Promise.reject(new PdfFetchError('failed')),
    previewPainted: () => undefined,
  });
  viewer();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The PDF could not be downloaded. Check your connection and try again.',
  );
  expect(screen.getByRole('link', { name: 'Back to papers' })).toHaveAttribute(
    'href',
    '/cat1papers',
  );

  const opened = deferred<OpenedPdf>();
  jest.mocked(openWithPreview).mockReturnValueOnce({
    preview: Promise.resolve(null),
    opened: opened.promise,
    previewPainted: () => undefined,
  });
  await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('Opening the PDF…')).toBeVisible();
  await act(async () => opened.resolve(openedPdf(Promise.resolve())));
  expect(await within(pageOne()).findByText('MAT1011 Calculus')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2')).toBeVisible();
});
