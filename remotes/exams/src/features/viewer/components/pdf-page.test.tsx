import { act, render, screen, waitFor, within } from '@testing-library/react';
import { fakeIntersections, fakeOpenedPdf } from '../../../testing/fake-pdf';
import { PdfPage } from './pdf-page';

// pdf.js's text layer, as a person finds it: the page's words over the canvas.
jest.mock('@vithelper/ui/pdf-engine', () => ({
  renderTextLayer: jest.fn((page: { words: string }, container: HTMLElement) => {
    container.innerHTML = `<span>${page.words}</span>`;
    return Promise.resolve();
  }),
}));

function pages(total: number, options: { scale?: number; fails?: number } = {}) {
  const { doc } = fakeOpenedPdf(total, (n) =>
    n === options.fails ? Promise.reject(new Error('Bad page')) : Promise.resolve(),
  );
  const scale = options.scale ?? 1;
  return (
    <div>
      {Array.from({ length: total }, (_, i) => (
        <PdfPage
          key={i + 1}
          doc={doc}
          number={i + 1}
          text={null}
          preview={null}
          scale={scale}
          width={600 * scale}
          height={800 * scale}
        />
      ))}
    </div>
  );
}

const page = (number: number) => screen.getByRole('region', { name: `Page ${number}` });
const drawn = (number: number) => page(number).querySelector('canvas') !== null;

it('draws page 1 at once and the other pages only once they come near the screen', async () => {
  const near = fakeIntersections();
  render(pages(3));
  expect(await within(page(1)).findByText('Words of page 1')).toBeInTheDocument();
  expect(drawn(2)).toBe(false);
  expect(drawn(3)).toBe(false);
  // Each waiting page is a sheet of the page's size, so the scroll bar is right from the start.
  expect(page(3)).toHaveStyle({ width: '600px', height: '800px' });

  act(() => near.scrollNear(page(3)));
  expect(await within(page(3)).findByText('Words of page 3')).toBeInTheDocument();
  expect(drawn(2)).toBe(false);
  expect(page(2)).toBeEmptyDOMElement();
});

it('redraws at a new zoom, sized to match', async () => {
  fakeIntersections();
  const { rerender } = render(pages(1));
  await within(page(1)).findByText('Words of page 1');
  rerender(pages(1, { scale: 1.5 }));
  await waitFor(() => expect(page(1)).toHaveStyle({ width: '900px', height: '1200px' }));
  expect(page(1).querySelector('canvas')).toHaveStyle({ width: '900px', height: '1200px' });
});

it('leaves a page that fails to draw blank, and still draws the others', async () => {
  const near = fakeIntersections();
  render(pages(3, { fails: 2 }));
  act(() => near.scrollNear(page(2)));
  act(() => near.scrollNear(page(3)));
  expect(await within(page(3)).findByText('Words of page 3')).toBeInTheDocument();
  expect(drawn(2)).toBe(true);
  expect(within(page(2)).queryByText('Words of page 2')).toBeNull();
  expect(within(page(1)).getByText('Words of page 1')).toBeInTheDocument();
});
