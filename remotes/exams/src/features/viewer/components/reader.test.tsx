import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@vithelper/shared/testing';
import { fakeIntersections, fakeOpenedPdf } from '../../../testing/fake-pdf';
import { Reader } from './reader';

jest.mock('@vithelper/ui/pdf-engine', () => ({
  renderTextLayer: jest.fn((page: { words: string }, container: HTMLElement) => {
    container.innerHTML = `<span>${page.words}</span>`;
    return Promise.resolve();
  }),
}));

class NoopObserver {
  observe() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoopObserver });

// The pages box is as wide as a 600-unit page at 100% (plus the sheet's shadow).
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 602,
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
});
beforeEach(() => fakeIntersections());

function reader(pages = 3, share = true) {
  const { doc, bytes, baseWidth, ratio, firstText } = fakeOpenedPdf(pages);
  renderAt(
    <Reader
      doc={doc}
      bytes={bytes}
      baseWidth={baseWidth}
      ratio={ratio}
      firstText={firstText}
      fileName="MAT1011_CAT1.pdf"
      title="Calculus (MAT1011) CAT-1 paper"
      share={share}
    />,
  );
}

const toolbar = () => screen.getByRole('toolbar', { name: 'PDF controls' });
const level = () => within(toolbar()).getByText(/^\d+%$/);
const pageOne = () => screen.getByRole('region', { name: 'Page 1' });

it('zooms in twice and out once by its buttons, the level and the page following; Fit width goes back', async () => {
  const user = userEvent.setup();
  reader();
  expect(await within(pageOne()).findByText('Words of page 1')).toBeInTheDocument();
  expect(level()).toHaveTextContent('100%');

  await user.click(screen.getByRole('button', { name: 'Zoom in' }));
  await user.click(screen.getByRole('button', { name: 'Zoom in' }));
  expect(level()).toHaveTextContent('156%');
  await user.click(screen.getByRole('button', { name: 'Zoom out' }));
  expect(level()).toHaveTextContent('125%');
  await waitFor(() => expect(pageOne()).toHaveStyle({ width: '750px', height: '1000px' }));

  await user.click(screen.getByRole('button', { name: 'Fit width' }));
  expect(level()).toHaveTextContent('100%');
  await waitFor(() => expect(pageOne()).toHaveStyle({ width: '600px', height: '800px' }));
});

it('refuses page 0 and a page past the last in the jump box, and goes to a page it has', async () => {
  const user = userEvent.setup();
  reader(3);
  const box = screen.getByRole('spinbutton', { name: 'Go to page' });
  const go = screen.getByRole('button', { name: 'Go' });
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

  await user.clear(box);
  await user.type(box, '0');
  await user.click(go);
  expect(box).toBeInvalid();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

  await user.clear(box);
  await user.type(box, '4');
  await user.click(go);
  expect(box).toBeInvalid();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

  await user.clear(box);
  await user.type(box, '3');
  await user.click(go);
  expect(box).toBeValid();
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  expect(box).toHaveValue(3);
});

it('moves a page with PageDown and PageUp, shown in the count and the box', async () => {
  const user = userEvent.setup();
  reader(3);
  await user.keyboard('{PageDown}{PageDown}');
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  await user.keyboard('{PageUp}');
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Go to page' })).toHaveValue(2);
});

it("copies the page's address when the device has no share sheet, and says so", async () => {
  const user = userEvent.setup();
  reader();
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(window.location.href);
});

it('offers no Share where its address is not for sharing, and still Download', async () => {
  reader(1, false);
  expect(await within(pageOne()).findByText('Words of page 1')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
});

it('downloads the document under its file name', async () => {
  const user = userEvent.setup();
  const saved: { name: string; type: string }[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:${blob.type}`,
    revokeObjectURL: () => undefined,
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, type: this.href.replace(/^blob:/, '') });
  });
  reader();
  await user.click(screen.getByRole('button', { name: 'Download' }));
  expect(saved).toEqual([{ name: 'MAT1011_CAT1.pdf', type: 'application/pdf' }]);
  click.mockRestore();
});
