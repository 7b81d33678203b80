import localRegistry from '../../../../config/remotes.local.json';
import exampleRegistry from '../../../../config/remotes.production.example.json';
import { parseRegistry, registryProblems } from './registry-schema';

describe('the registry schema', () => {
  it('accepts both registry files of config/', () => {
    expect(registryProblems(localRegistry)).toEqual([]);
    expect(registryProblems(exampleRegistry)).toEqual([]);
  });

  it('names what is wrong with a broken registry', () => {
    const broken = {
      remotes: [
        { name: 'exams', label: 'Exams', manifest: 'ftp://x', routes: ['cat1'], nav: [] },
        { name: 'exams', label: 'Exams', manifest: 'https://x/mf-manifest.json', routes: [] },
      ],
    };
    expect(registryProblems(broken)).toEqual([
      'remotes.0.manifest: manifest must be an http(s) URL',
      'remotes.0.routes.0: routes must be a list of paths starting with /',
      'remotes.1.nav: nav must be a list',
    ]);
  });

  it("keeps a remote's offline data files, and refuses a path that leaves its origin's root", () => {
    const entry = (offline: unknown) => ({
      remotes: [
        {
          name: 'courses',
          label: 'Questions',
          manifest: 'https://x/mf-manifest.json',
          routes: [],
          nav: [],
          offline,
        },
      ],
    });
    expect(parseRegistry(entry(['/questions/courses.json'])).remotes[0]!.offline).toEqual([
      '/questions/courses.json',
    ]);
    for (const bad of [
      'questions/courses.json',
      '/../secret.json',
      '//evil.example/x.json',
      '/a/b.js',
    ]) {
      expect(registryProblems(entry([bad]))).toEqual([
        'remotes.0.offline.0: offline must be a list of paths like /folder/file.json',
      ]);
    }
  });

  it('says a file with no remotes list is not a registry', () => {
    expect(() => parseRegistry({ apps: [] })).toThrow(
      'remotes.json is not a valid registry: remotes: it has no "remotes" list',
    );
  });

  it('accepts a candidate with a whole share from 0 to 100, and names what is wrong otherwise', () => {
    const entry = (candidate: unknown) => ({
      remotes: [
        {
          name: 'exams',
          label: 'Exams',
          manifest: 'https://x/1.0.0/mf-manifest.json',
          candidate,
          routes: [],
          nav: [],
        },
      ],
    });
    expect(
      registryProblems(entry({ manifest: 'https://x/1.0.1/mf-manifest.json', share: 10 })),
    ).toEqual([]);
    expect(
      registryProblems(entry({ manifest: 'https://x/1.0.1/mf-manifest.json', share: 101 })),
    ).toEqual(['remotes.0.candidate.share: candidate share must be from 0 to 100']);
    expect(
      registryProblems(entry({ manifest: 'https://x/1.0.1/mf-manifest.json', share: 2.5 })),
    ).toEqual(['remotes.0.candidate.share: candidate share must be a whole number from 0 to 100']);
    expect(registryProblems(entry({ manifest: 'ftp://x', share: 10 }))).toEqual([
      'remotes.0.candidate.manifest: manifest must be an http(s) URL',
    ]);
  });
});
