import type { RemoteRegistry } from '@vithelper/contracts/registry';
import { applyPreview, PREVIEW_STORAGE_KEY, readPreviewRequest, resolvePreview } from './preview';

const registry: RemoteRegistry = {
  remotes: [
    {
      name: 'placements',
      label: 'Placements',
      manifest: 'https://vithelper-placements.web.app/1.0.0-5d2a9e60/mf-manifest.json',
      routes: ['/placements'],
      nav: [],
      previewOrigins: ['https://placements.vithelper.in'],
    },
    {
      name: 'exams',
      label: 'Exams',
      manifest: 'https://vithelper-exams.web.app/1.0.0-3fa9c1d2/mf-manifest.json',
      routes: ['/cat1papers'],
      nav: [],
    },
  ],
};

describe('resolvePreview', () => {
  it("finds a version on the section's own site", () => {
    expect(resolvePreview(registry, 'placements@1.0.1-0badcafe')).toEqual({
      state: 'active',
      remote: 'placements',
      version: '1.0.1-0badcafe',
      manifest: 'https://vithelper-placements.web.app/1.0.1-0badcafe/mf-manifest.json',
    });
  });

  it('accepts a manifest URL on an origin the registry allows for that section', () => {
    const preview = resolvePreview(
      registry,
      'placements@https://placements.vithelper.in/1.0.1-0badcafe/mf-manifest.json',
    );
    expect(preview).toMatchObject({ state: 'active', version: '1.0.1-0badcafe' });
  });

  it.each([
    ['a foreign origin', 'placements@https://evil.example/1.0.1-x/mf-manifest.json'],
    [
      "another section's site",
      'placements@https://vithelper-exams.web.app/1.0.0-3fa9c1d2/mf-manifest.json',
    ],
    [
      'a path escaping the version folder',
      'placements@https://vithelper-placements.web.app/a/b/mf-manifest.json',
    ],
    ['a version with a slash', 'placements@../1.0.0/x'],
    ['an unknown section', 'nope@1.0.0'],
    ['no version', 'placements'],
  ])('refuses %s', (_case, request) => {
    expect(resolvePreview(registry, request).state).toBe('refused');
  });

  it('changes only the previewed section of the registry', () => {
    const preview = resolvePreview(registry, 'placements@1.0.1-0badcafe');
    const next = applyPreview(registry, preview);
    expect(next.remotes[0]!.manifest).toBe(
      'https://vithelper-placements.web.app/1.0.1-0badcafe/mf-manifest.json',
    );
    expect(next.remotes[1]).toBe(registry.remotes[1]);
    expect(applyPreview(registry, { state: 'none' })).toBe(registry);
  });
});

describe('readPreviewRequest', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the request for the session and takes it out of the address', () => {
    window.history.replaceState(null, '', '/placements?preview=placements%401.0.1-0badcafe&x=1');
    expect(readPreviewRequest()).toBe('placements@1.0.1-0badcafe');
    expect(window.location.pathname + window.location.search).toBe('/placements?x=1');
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBe('placements@1.0.1-0badcafe');
    window.history.replaceState(null, '', '/blogs');
    expect(readPreviewRequest()).toBe('placements@1.0.1-0badcafe');
  });

  it('asks for nothing without a request', () => {
    window.history.replaceState(null, '', '/');
    expect(readPreviewRequest()).toBeUndefined();
  });
});
