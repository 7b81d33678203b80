import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { clearFilter, setFilter } from '@vithelper/shared';
import { setConfig } from '@vithelper/shared/bus-writers';
import { parseAndReport, renderAt, sampleConfig } from '@vithelper/shared/testing';
import { loadLists, manyPapers, samplePapers } from '../../../testing/sample-data';
import { Cat1PapersPage, Cat2PapersPage, FatPapersPage } from './papers-page';

// The "Request this paper" form's code: counts when it is first fetched.
let mockRequestFormFetched = false;
jest.mock('@vithelper/requests/request-paper', () => {
  mockRequestFormFetched = true;
  return jest.requireActual('@vithelper/requests/request-paper');
});

const search = () => screen.getByLabelText('Search for Cat-1 Paper:');
const paperButtons = () => screen.queryAllByRole('button', { name: /Open PDF$/ });

function ViewerProbe() {
  const { id } = useParams();
  return <p>viewer for {id}</p>;
}

describe('PapersPage', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => {
      clearFilter();
      setConfig(sampleConfig);
    });
  });

  // Runs first: the bus holds no collections until a test loads some.
  it('says it is loading while the list has not arrived', () => {
    renderAt(<Cat1PapersPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading papers…');
  });

  // Runs before any search that finds nothing (which fetches the form's code too).
  it('fetches the "Request this paper" form when the search box gets the focus, before any key', async () => {
    loadLists({ cat1: samplePapers });
    renderAt(<Cat1PapersPage />);
    expect(mockRequestFormFetched).toBe(false);
    act(() => search().focus());
    await waitFor(() => expect(mockRequestFormFetched).toBe(true));
    expect(search()).toHaveValue('');
  });

  it('labels each exam page as docs/product.md describes', () => {
    loadLists({ cat1: samplePapers, cat2: samplePapers, fat: samplePapers });
    for (const [Page, label] of [
      [Cat1PapersPage, 'Search for Cat-1 Paper:'],
      [Cat2PapersPage, 'Search for Cat-2 Paper:'],
      [FatPapersPage, 'Search for FAT Paper:'],
    ] as const) {
      const { unmount } = renderAt(<Page />);
      expect(screen.getByLabelText(label)).toHaveAttribute('placeholder', 'Course Name/Code');
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      unmount();
    }
  });

  it('shows name, code and slot, and says when a slot is not listed', () => {
    loadLists({ cat1: samplePapers });
    renderAt(<Cat1PapersPage />);
    expect(screen.getByText('Calculus For Engineers')).toBeInTheDocument();
    expect(screen.getByText('MAT1011')).toBeInTheDocument();
    expect(screen.getByText('Slot - B1')).toBeInTheDocument();
    expect(screen.getByText('Slot - not listed')).toBeInTheDocument();
    expect(screen.getByText('3 papers')).toBeInTheDocument();
  });

  it('narrows by course name or code, ignoring case', async () => {
    loadLists({ cat1: samplePapers });
    renderAt(<Cat1PapersPage />);
    await userEvent.type(search(), 'oPeRaTiNg');
    expect(paperButtons()).toHaveLength(1);
    expect(screen.getByText('Operating Systems')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 papers')).toBeInTheDocument();

    await userEvent.clear(search());
    await userEvent.type(search(), 'mat1011');
    expect(paperButtons()).toHaveLength(1);
    expect(screen.getByText('Calculus For Engineers')).toBeInTheDocument();
  });

  it('keeps the shared search text typed on another page', () => {
    loadLists({ cat1: samplePapers });
    act(() => setFilter('CSE'));
    renderAt(<Cat1PapersPage />);
    expect(search()).toHaveValue('CSE');
    expect(paperButtons()).toHaveLength(1);
  });

  it('treats regular-expression characters, emoji and scripts literally', async () => {
    loadLists({ cat1: samplePapers });
    renderAt(<Cat1PapersPage />);
    await userEvent.type(search(), '(c++');
    expect(screen.getByText('Digital Logic (C++ lab)')).toBeInTheDocument();
    for (const text of ['[', '.*', '\\', '(?<', '📚 数学 गणित', ')$^|']) {
      act(() => setFilter(text));
      expect(screen.getByText(/No papers match/)).toBeInTheDocument();
    }
  });

  it('survives a 100 000-character query and does not echo all of it', () => {
    loadLists({ cat1: samplePapers });
    renderAt(<Cat1PapersPage />);
    act(() => setFilter('x'.repeat(100_000)));
    const message = screen.getByText(/No papers match/);
    expect(message.textContent?.length).toBeLessThan(100);
    expect(message).toHaveTextContent(`No papers match "${'x'.repeat(60)}…"`);
  });

  it('offers to clear a search that matches nothing', async () => {
    loadLists({ cat1: samplePapers });
    renderAt(<Cat1PapersPage />);
    await userEvent.type(search(), 'zzz');
    expect(screen.getByText('No papers match "zzz"')).toBeInTheDocument();
    expect(paperButtons()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(paperButtons()).toHaveLength(3);
  });

  it('says so when no papers have been added', () => {
    loadLists({ cat1: [] });
    renderAt(<Cat1PapersPage />);
    expect(screen.getByText('No papers have been added yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('says a list stored as no list at all could not be read, never that it is empty, and Try again reads it afresh', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = jest.fn();
    const realFetch = global.fetch;
    global.fetch = fetchMock;
    try {
      act(() => loadLists({ cat1: parseAndReport('cat1', 'a string, not a list') }));
      renderAt(<Cat1PapersPage />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('This list could not be read.');
      expect(screen.queryByText('No papers have been added yet.')).not.toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not read the list at cat1'));

      // Still no list: the message stays and says the attempt happened.
      const answer = (value: unknown) => ({ ok: true, status: 200, json: async () => value });
      fetchMock.mockResolvedValueOnce(answer('still a string'));
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText(/It still could not be read/)).toBeInTheDocument();

      const stored = Object.fromEntries(samplePapers.map(({ id, ...fields }) => [id, fields]));
      fetchMock.mockResolvedValueOnce(answer(stored));
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('3 papers')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/cat1.json');
    } finally {
      global.fetch = realFetch;
      warn.mockRestore();
    }
  });

  it('opening a paper goes to its own address in the viewer, in the same window', async () => {
    loadLists({ cat1: samplePapers });
    renderAt(
      <Routes>
        <Route path="/cat1papers" element={<Cat1PapersPage />} />
        <Route path="/cat1papers/:id" element={<ViewerProbe />} />
      </Routes>,
      '/cat1papers',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Calculus For Engineers MAT1011/ }));
    expect(screen.getByText('viewer for p1')).toBeInTheDocument();
  });

  it('every paper has a Save toggle that says when it is saved', async () => {
    loadLists({ cat1: samplePapers });
    renderAt(<Cat1PapersPage />);
    const [first] = screen.getAllByRole('button', { name: 'Save paper' });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first!);
    expect(screen.getAllByRole('button', { name: 'Save paper' })[0]).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const saved = screen.getByRole('region', { name: 'Saved papers' });
    expect(within(saved).getByRole('link', { name: /Calculus For Engineers/ })).toHaveAttribute(
      'href',
      '/cat1papers/p1',
    );
  });

  it('asks students with a paper the site lacks to send it at /contribute, under the list', () => {
    loadLists({ fat: samplePapers });
    renderAt(<FatPapersPage />);
    const prompt = screen.getByRole('region', { name: "Have a paper we don't?" });
    expect(prompt).toHaveTextContent('Send it to VITHelper and share it with everyone');
    expect(within(prompt).getByRole('link', { name: 'Send a paper' })).toHaveAttribute(
      'href',
      '/contribute',
    );
    expect(within(prompt).queryByRole('link', { name: 'Join Discord' })).toBeNull();
  });

  it('renders only the rows near the viewport of a long list, and still filters all of it', async () => {
    loadLists({ cat1: manyPapers(50_000) });
    renderAt(<Cat1PapersPage />);
    expect(screen.getByText('50000 papers')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'CAT-1 Papers' });
    const rendered = within(list).getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);

    act(() => setFilter('gen49999'));
    expect(screen.getByText('1 of 50000 papers')).toBeInTheDocument();
    expect(screen.getByText('Generated Course 49999')).toBeInTheDocument();
  });

  it('renders a short list whole, but a search with 16 or more matches only near the viewport', () => {
    loadLists({ cat1: [...samplePapers, ...manyPapers(50)] });
    renderAt(<Cat1PapersPage />);
    const rows = () =>
      within(screen.getByRole('list', { name: 'CAT-1 Papers' })).getAllByRole('listitem');
    expect(rows()).toHaveLength(53);

    act(() => setFilter('generated'));
    expect(screen.getByText('50 of 53 papers')).toBeInTheDocument();
    expect(rows().length).toBeLessThan(50);
    expect(screen.getByText('Generated Course 0')).toBeInTheDocument();

    act(() => setFilter(''));
    expect(screen.getByText('53 papers')).toBeInTheDocument();
    expect(rows()).toHaveLength(53);
  });

  it('virtualizes the FAT card grid too', () => {
    loadLists({ fat: manyPapers(500) });
    renderAt(<FatPapersPage />);
    const cards = within(screen.getByRole('list', { name: 'FAT Papers' })).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(100);
  });

  it('lists papers by course name, then code, then slot', () => {
    loadLists({
      cat1: [
        { id: 'a', name: ['Operating Systems', 'CSE2005', 'C1'], file_name: 'a' },
        { id: 'b', name: ['Calculus For Engineers', 'MAT1011', 'B2'], file_name: 'b' },
        { id: 'c', name: ['Calculus For Engineers', 'MAT1011', 'B1'], file_name: 'c' },
      ],
    });
    renderAt(<Cat1PapersPage />);
    const [first, second, third] = paperButtons();
    expect(first).toHaveAccessibleName('Calculus For Engineers MAT1011 Slot - B1 Open PDF');
    expect(second).toHaveAccessibleName('Calculus For Engineers MAT1011 Slot - B2 Open PDF');
    expect(third).toHaveAccessibleName('Operating Systems CSE2005 Slot - C1 Open PDF');
  });

  it('shows typos under "Close matches", after the real matches and never above them', async () => {
    loadLists({ cat1: samplePapers });
    renderAt(<Cat1PapersPage />);
    await userEvent.type(search(), 'calculas');
    const close = await screen.findByRole('region', { name: 'Close matches' });
    expect(within(close).getByText('Calculus For Engineers')).toBeInTheDocument();
    expect(
      screen.getByText(/No papers contain "calculas"; close matches are below\./),
    ).toBeVisible();

    await userEvent.clear(search());
    await userEvent.type(search(), 'systems operating');
    expect(
      within(await screen.findByRole('region', { name: 'Close matches' })).getByText(
        'Operating Systems',
      ),
    ).toBeInTheDocument();
  });

  it('lists every real match first, then the close ones under their heading', async () => {
    loadLists({
      cat1: [
        ...samplePapers,
        { id: 'p4', name: ['Operating System Design', 'CSE4001', 'A1'], file_name: 'p4' },
      ],
    });
    renderAt(<Cat1PapersPage />);
    await userEvent.type(search(), 'operating systems');
    const real = screen.getByRole('list', { name: 'CAT-1 Papers' });
    expect(within(real).getAllByRole('button', { name: /Open PDF$/ })).toHaveLength(1);
    expect(within(real).getByText('Operating Systems')).toBeInTheDocument();
    expect(screen.getByText('1 of 4 papers')).toBeInTheDocument();
    const close = await screen.findByRole('region', { name: 'Close matches' });
    expect(within(close).getByText('Operating System Design')).toBeInTheDocument();
    expect(within(close).queryByText('Operating Systems')).not.toBeInTheDocument();
    // Below the real matches on the page, never above them.
    expect(real.compareDocumentPosition(close) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/No papers/)).not.toBeInTheDocument();
  });

  it('says nothing matches when there is no real and no close match', async () => {
    loadLists({ cat1: samplePapers });
    renderAt(<Cat1PapersPage />);
    await userEvent.type(search(), 'zzq');
    expect(await screen.findByText('No papers match "zzq"')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Close matches' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(paperButtons()).toHaveLength(3);
  });

  it('offers "Request this paper" when a search finds nothing, with the search as the code and the list’s codes suggested', async () => {
    loadLists({ cat1: samplePapers });
    renderAt(<Cat1PapersPage />);
    expect(screen.queryByRole('region', { name: 'Request this paper' })).not.toBeInTheDocument();
    await userEvent.type(search(), 'cse 9999');
    const form = await screen.findByRole('region', { name: 'Request this paper' });
    expect(within(form).getByLabelText('Exam')).toHaveValue('cat1');
    const code = within(form).getByLabelText('Course code');
    expect(code).toHaveValue('CSE9999');
    await userEvent.click(code);
    const suggested = form.querySelectorAll(`#${CSS.escape(code.getAttribute('list')!)} option`);
    expect([...suggested].map((option) => option.getAttribute('value'))).toEqual(
      [...new Set(samplePapers.map((paper) => paper.name[1]))].sort(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByRole('region', { name: 'Request this paper' })).not.toBeInTheDocument();
  });

  describe('the search in the address', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('fills the shared filter from ?q= when the page opens', () => {
      loadLists({ cat1: samplePapers });
      renderAt(<Cat1PapersPage />, '/cat1papers?q=mat1011');
      expect(search()).toHaveValue('mat1011');
      expect(paperButtons()).toHaveLength(1);
      expect(screen.getByText('1 of 3 papers')).toBeInTheDocument();
    });

    it('replaces the address as the student types, without adding history entries', async () => {
      loadLists({ cat1: samplePapers });
      window.history.replaceState(null, '', '/cat1papers');
      const entries = window.history.length;
      renderAt(<Cat1PapersPage />, '/cat1papers');
      await userEvent.type(search(), 'cse 2');
      await waitFor(() =>
        expect(new URLSearchParams(window.location.search).get('q')).toBe('cse 2'),
      );
      expect(window.location.pathname).toBe('/cat1papers');
      expect(window.history.length).toBe(entries);
      await userEvent.clear(search());
      await waitFor(() => expect(window.location.search).toBe(''));
      // Typing key by key on a loaded 2-core machine can outlast jest's default 5 s.
    }, 15_000);

    it('keeps a filter typed on another list when the address has no query', async () => {
      loadLists({ cat1: samplePapers });
      act(() => setFilter('calculus'));
      renderAt(<Cat1PapersPage />, '/cat1papers');
      expect(search()).toHaveValue('calculus');
      await waitFor(() =>
        expect(new URLSearchParams(window.location.search).get('q')).toBe('calculus'),
      );
    });
  });
});
