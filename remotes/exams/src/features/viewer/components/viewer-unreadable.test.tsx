import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@vithelper/shared/bus-writers';
import type { CollectionName } from '@vithelper/contracts/content';
import { parseAndReport, renderAt, sampleConfig } from '@vithelper/shared/testing';
import { loadLists, sampleMaterials, samplePapers } from '../../../testing/sample-data';
import { InstructionsViewerPage } from './instructions-viewer-page';
import { Cat1PaperViewerPage } from './paper-viewer-page';

// The document itself is not what these tests are about: the viewer shows its title.
jest.mock('./pdf-viewer', () => ({
  PdfViewer: ({ title }: { title: string }) => <h1>{title}</h1>,
}));

/** Records as the database stores them: keyed by id. */
const stored = (items: ReadonlyArray<{ id: string }>) =>
  Object.fromEntries(items.map(({ id, ...fields }) => [id, fields]));
const answer = (value: unknown) => ({ ok: true, status: 200, json: async () => value });

describe('a viewer whose list could not be read', () => {
  const realFetch = global.fetch;
  const fetchMock = jest.fn();
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = fetchMock;
    act(() => setConfig(sampleConfig));
  });
  afterEach(() => {
    global.fetch = realFetch;
    fetchMock.mockReset();
    warn.mockRestore();
  });

  const unreadable = (name: CollectionName) =>
    act(() => loadLists({ [name]: parseAndReport(name, 'a string, not a list') }));

  it('says the papers could not be read, not that the paper is missing; Try again shows it', async () => {
    const user = userEvent.setup();
    unreadable('cat1');
    renderAt(<Cat1PaperViewerPage />, '/cat1papers/p2', '/cat1papers/:id');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The CAT-1 papers could not be read');
    expect(screen.queryByText('This paper is not in VITHelper')).not.toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(answer('still a string'));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/It still could not be read/)).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(answer(stored(samplePapers)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Operating Systems (CSE2005) CAT-1 2019 paper' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/cat1.json');
  });

  it('says the materials could not be read, not that the material is missing; Try again shows it', async () => {
    const user = userEvent.setup();
    unreadable('materials');
    renderAt(
      <InstructionsViewerPage />,
      '/materials/m1/instructions',
      '/materials/:id/instructions',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The study materials could not be read');
    expect(screen.queryByText('This material is not in VITHelper')).not.toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(answer(stored(sampleMaterials)));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Data Structures - Complete Notes: instructions',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
