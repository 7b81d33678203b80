import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { useOptionalChunk } from './use-optional-chunk';

function Notice() {
  return <p>Due today: 3 questions</p>;
}

/** A page with a notice from its own chunk, fetched when the student asks for it. */
function Page({ load }: { load: () => Promise<ComponentType> }) {
  const [Loaded, request] = useOptionalChunk(load);
  return (
    <main>
      <h1>About</h1>
      <button type="button" onClick={request}>
        Show what is due
      </button>
      {Loaded ? <Loaded /> : null}
    </main>
  );
}
const ask = () => userEvent.click(screen.getByRole('button', { name: 'Show what is due' }));

describe('a component from a chunk the page can do without', () => {
  it('shows nothing, and no error, while its file cannot be fetched; the next request fetches it', async () => {
    let online = false;
    const load = jest.fn(() =>
      online ? Promise.resolve(Notice) : Promise.reject(new Error('ChunkLoadError: offline')),
    );
    render(<Page load={load} />);
    await ask();
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.queryByText(/Due today/)).not.toBeInTheDocument();
    online = true;
    await ask();
    expect(await screen.findByText('Due today: 3 questions')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches once: a second request, and the page shown again, use what came', async () => {
    const load = jest.fn(() => Promise.resolve(Notice));
    const { unmount } = render(<Page load={load} />);
    await ask();
    await ask();
    expect(await screen.findByText('Due today: 3 questions')).toBeInTheDocument();
    unmount();
    render(<Page load={load} />);
    expect(screen.getByText('Due today: 3 questions')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
