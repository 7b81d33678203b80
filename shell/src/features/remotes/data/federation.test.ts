import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry } from '@vithelper/contracts/registry';
import {
  firstScreenLoaded,
  loadRemoteRoutes,
  registerRegistry,
  remoteForPath,
  startRemoteFor,
} from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

const entry = (name: string, routes: string[]): RemoteRegistryEntry => ({
  name,
  label: name,
  manifest: `https://example.test/${name}/mf-manifest.json`,
  routes,
  nav: [],
});

beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.mocked(registerRemotes).mockReset();
  registerRegistry([
    entry('exams', ['/cat1papers', '/faqs']),
    entry('placements', ['/placements', '/placement/:id']),
  ]);
});

describe('remoteForPath', () => {
  it('names the remote whose routes own the address, parameters included', () => {
    expect(remoteForPath('/cat1papers')).toBe('exams');
    expect(remoteForPath('/placement/abc')).toBe('placements');
    expect(remoteForPath('/')).toBeUndefined();
    expect(remoteForPath('/nowhere')).toBeUndefined();
  });
});

describe('startRemoteFor', () => {
  it('starts the first screen’s remote once, and the page takes that same load', async () => {
    const module = { routes: [{ path: '/cat1papers' }] };
    loadRemoteMock.mockResolvedValue(module);
    startRemoteFor('/cat1papers');
    startRemoteFor('/cat1papers');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('exams/routes');
    await expect(loadRemoteRoutes('exams', false)).resolves.toBe(module);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    // Handed out once: a later visit loads through the runtime (which caches it) again.
    await loadRemoteRoutes('exams', false);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('starts nothing on a shell route', () => {
    startRemoteFor('/');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('hands an early failure to the page, and Try again loads afresh', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ChunkLoadError: exams is down'));
    startRemoteFor('/faqs');
    await expect(loadRemoteRoutes('exams', false)).rejects.toThrow('exams is down');
    const module = { routes: [] };
    loadRemoteMock.mockResolvedValueOnce(module);
    await expect(loadRemoteRoutes('exams', true)).resolves.toBe(module);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'exams', entry: 'https://example.test/exams/mf-manifest.json' }],
      { force: true },
    );
  });
});

describe('firstScreenLoaded', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for the section and the first page’s own code, then the page renders from them', async () => {
    let pageCode!: () => void;
    const preload = jest.fn(() => new Promise<void>((resolve) => (pageCode = resolve)));
    loadRemoteMock.mockResolvedValue({
      routes: [
        { path: '/cat1papers/:id', preload: jest.fn() },
        { path: '/cat1papers', preload },
      ],
    });
    startRemoteFor('/cat1papers');
    let settled = false;
    void firstScreenLoaded(60_000).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    pageCode();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
    // The page takes the same load.
    await loadRemoteRoutes('exams', false);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it("hands the first page's preload its address's parameters (a paper's id)", async () => {
    const viewer = jest.fn(() => Promise.resolve());
    const list = jest.fn(() => Promise.resolve());
    loadRemoteMock.mockResolvedValue({
      routes: [
        { path: '/cat1papers', preload: list },
        { path: '/cat1papers/:id', preload: viewer },
      ],
    });
    registerRegistry([entry('exams', ['/cat1papers', '/cat1papers/:id'])]);
    startRemoteFor('/cat1papers/-N1cat1-0001');
    await firstScreenLoaded(60_000);
    expect(viewer).toHaveBeenCalledWith({ id: '-N1cat1-0001' });
    expect(list).not.toHaveBeenCalled();
    await loadRemoteRoutes('exams', false);
  });

  it('does not hold the shell back longer than asked when the section is slow', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    startRemoteFor('/faqs');
    let settled = false;
    void firstScreenLoaded(300).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    void loadRemoteRoutes('exams', false);
  });

  it('settles when the section fails, leaving the failure for the page to show', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ChunkLoadError: exams is down'));
    startRemoteFor('/cat1papers');
    await expect(firstScreenLoaded(60_000)).resolves.toBeUndefined();
    await expect(loadRemoteRoutes('exams', false)).rejects.toThrow('exams is down');
  });
});
