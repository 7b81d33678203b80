import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry } from '@vithelper/shared';
import { loadRemoteRoutes, registerRegistry, remoteForPath, startRemoteFor } from './federation';

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
