import versionSkewPlugin from './version-skew-plugin';
import { remoteManifestInfo } from './remote-manifests';
import { findVersionSkew } from './version-skew';

type LoadRemoteSnapshot = (args: unknown) => unknown;

const hostOptions = {
  name: 'shell',
  shared: {
    react: [{ version: '19.3.1', from: 'shell' }],
    rxjs: [{ version: '7.8.2', from: 'shell' }],
    '@vithelper/shared': [{ version: '1.0.0', from: 'shell' }],
  },
};

function manifest(shared: Array<{ name: string; requiredVersion: string }>) {
  return {
    metaData: { name: 'exams', buildInfo: { buildVersion: '1.0.1-3fa9c1d2' } },
    shared,
    exposes: [],
  };
}

describe('findVersionSkew', () => {
  it('flags a watched singleton whose required range the shell does not satisfy', () => {
    const skews = findVersionSkew(
      'exams',
      [
        { name: 'react', requiredVersion: '^20.0.0' },
        { name: 'rxjs', requiredVersion: '^7.8.2' },
        { name: 'zod', requiredVersion: '^9.0.0' },
      ],
      { react: '19.3.1', rxjs: '7.8.2', zod: '4.0.0' },
    );
    expect(skews).toEqual([
      { remote: 'exams', pkg: 'react', required: '^20.0.0', provided: '19.3.1' },
    ]);
  });
});

describe('the version-skew runtime plugin', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it('warns naming the remote, the package and both versions, and records the remote version', () => {
    const hook = versionSkewPlugin().loadRemoteSnapshot as unknown as LoadRemoteSnapshot;
    const args = {
      from: 'manifest',
      options: hostOptions,
      moduleInfo: { name: 'exams', entry: 'https://exams.example/1.0.1-3fa9c1d2/mf-manifest.json' },
      manifestUrl: 'https://exams.example/1.0.1-3fa9c1d2/mf-manifest.json',
      manifestJson: manifest([
        { name: '@vithelper/shared', requiredVersion: '^2.0.0' },
        { name: 'react', requiredVersion: '^19.3.1' },
      ]),
    };
    expect(hook(args)).toBe(args);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('"exams"');
    expect(message).toContain('@vithelper/shared ^2.0.0');
    expect(message).toContain('@vithelper/shared 1.0.0');
    expect(remoteManifestInfo('exams')).toMatchObject({
      version: '1.0.1-3fa9c1d2',
      skews: [{ pkg: '@vithelper/shared' }],
    });
  });

  it('stays quiet when every range is satisfied', () => {
    const hook = versionSkewPlugin().loadRemoteSnapshot as unknown as LoadRemoteSnapshot;
    hook({
      from: 'manifest',
      options: hostOptions,
      moduleInfo: { name: 'blogs' },
      manifestUrl: 'https://blogs.example/mf-manifest.json',
      manifestJson: manifest([{ name: 'react', requiredVersion: '^19.0.0' }]),
    });
    expect(warn).not.toHaveBeenCalled();
    expect(remoteManifestInfo('blogs')?.skews).toEqual([]);
  });
});
