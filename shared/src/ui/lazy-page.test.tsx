import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

function Papers() {
  return <h1>CAT-1 Papers</h1>;
}

describe('lazyPage', () => {
  it('fetches the page once, whether preloaded, displayed or both', async () => {
    const load = jest.fn(() => Promise.resolve({ Papers }));
    const page = lazyPage(load, (m) => m.Papers);
    expect(load).not.toHaveBeenCalled();
    await page.preload?.();
    const { Component } = page;
    render(
      <Suspense fallback={<p>Loading the page…</p>}>
        <Component />
      </Suspense>,
    );
    // Preloaded: the page is there in the first render, with no fallback in between.
    expect(screen.getByRole('heading', { name: 'CAT-1 Papers' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload, shows the fallback until the page has loaded', async () => {
    let arrive!: () => void;
    const load = () =>
      new Promise<{ Papers: typeof Papers }>((resolve) => (arrive = () => resolve({ Papers })));
    const { Component } = lazyPage(load, (m) => m.Papers);
    render(
      <Suspense fallback={<p>Loading the page…</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page…')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'CAT-1 Papers' })).toBeInTheDocument();
  });
});
