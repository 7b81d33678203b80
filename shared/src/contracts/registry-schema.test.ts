import localRegistry from '../../../config/remotes.local.json';
import exampleRegistry from '../../../config/remotes.production.example.json';
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

  it('says a file with no remotes list is not a registry', () => {
    expect(() => parseRegistry({ apps: [] })).toThrow(
      'remotes.json is not a valid registry: remotes: it has no "remotes" list',
    );
  });
});
