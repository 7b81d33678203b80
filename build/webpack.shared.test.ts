import rootPackage from '../package.json';
import { sharedSingletons } from './webpack.shared';

describe('the federation singletons of a build', () => {
  it("a remote's ask for the workspace's versions, so it checks the shell's copy as it loads", () => {
    const remote = sharedSingletons({ firebase: ['firebase/database'] });
    expect(remote.react).toEqual({
      singleton: true,
      requiredVersion: rootPackage.devDependencies.react,
    });
    expect(remote['react-router-dom']?.requiredVersion).toBe(
      rootPackage.devDependencies['react-router-dom'],
    );
    expect(remote['@vithelper/shared']?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(remote['firebase/database']?.requiredVersion).toBe(rootPackage.devDependencies.firebase);
    expect(remote['firebase/storage']).toBeUndefined();
  });

  it("the shell's, their provider, are the same singletons and ask for no version", () => {
    const shell = sharedSingletons({ provider: true });
    const every = sharedSingletons();
    expect(Object.keys(shell).sort()).toEqual(Object.keys(every).sort());
    for (const [name, config] of Object.entries(shell)) {
      expect({ name, ...config }).toEqual({ name, ...every[name], requiredVersion: false });
    }
  });
});
