import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyCollections } from '@vithelper/contracts/content';
import { setCollections, setConfig } from '@vithelper/shared/bus-writers';
import { parseAndReport, renderAt, sampleConfig } from '@vithelper/shared/testing';
import { makePlacements } from '../../../testing/make-placements';
import { ExperiencePage } from './experience-page';

const answer = (value: unknown) => ({ ok: true, status: 200, json: async () => value });

describe('ExperiencePage when the placements could not be read', () => {
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
    warn.mockRestore();
  });

  it('says they could not be read, not that the experience is missing; Try again shows it', async () => {
    const user = userEvent.setup();
    act(() =>
      setCollections({
        ...emptyCollections(),
        placements: parseAndReport('placements', 'a string, not a list'),
      }),
    );
    renderAt(<ExperiencePage />, '/placements/article/p-1', '/placements/article/:id');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The placement experiences could not be read');
    expect(screen.queryByText('Experience not found')).not.toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(answer('still a string'));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/It still could not be read/)).toBeInTheDocument();

    const stored = Object.fromEntries(makePlacements(3).map(({ id, ...fields }) => [id, fields]));
    fetchMock.mockResolvedValueOnce(answer(stored));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amazon' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/placements.json');
  });
});
