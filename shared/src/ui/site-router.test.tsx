import { lazy, Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { SiteRouter } from './site-router';

function Paper() {
  const { id } = useParams();
  return <h1>Paper {id}</h1>;
}

describe("the site's router", () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('follows links and the back button, with the params decoded', async () => {
    render(
      <SiteRouter>
        <Routes>
          <Route path="/" element={<Link to="/cat1papers/p%201">Open the paper</Link>} />
          <Route path="/cat1papers/:id" element={<Paper />} />
        </Routes>
      </SiteRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Open the paper' }));
    expect(await screen.findByRole('heading', { name: 'Paper p 1' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cat1papers/p%201');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('link', { name: 'Open the paper' })).toBeInTheDocument();
  });

  it('keeps the page on screen while the next one is still loading, not the fallback', async () => {
    let arrive!: () => void;
    const Section = lazy(
      () =>
        new Promise<{ default: ComponentType }>(
          (resolve) => (arrive = () => resolve({ default: () => <h1>Placements</h1> })),
        ),
    );
    render(
      <SiteRouter>
        <Suspense fallback={<p>Loading the section…</p>}>
          <Routes>
            <Route path="/" element={<Link to="/placements">Placements</Link>} />
            <Route path="/placements" element={<Section />} />
          </Routes>
        </Suspense>
      </SiteRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Placements' }));
    expect(window.location.pathname).toBe('/placements');
    expect(screen.getByRole('link', { name: 'Placements' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the section…')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Placements' })).toBeInTheDocument();
  });
});
