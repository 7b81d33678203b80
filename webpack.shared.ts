/**
 * Packages every app shares as federation singletons, with the versions the
 * workspace asks for. One copy of React, the router, RxJS and the shared
 * package (and so one event bus) on every page.
 */
import rootPackage from './package.json';
import sharedPackage from './shared/package.json';

const deps: Record<string, string> = {
  ...rootPackage.devDependencies,
  ...sharedPackage.dependencies,
};

type SharedSingleton = {
  singleton: true;
  requiredVersion: string | false;
};

const singleton = (name: string): SharedSingleton => ({
  singleton: true,
  requiredVersion: deps[name] ?? false,
});

export function sharedSingletons(): Record<string, SharedSingleton> {
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    rxjs: singleton('rxjs'),
    'rxjs/': singleton('rxjs'),
    '@vithelper/shared': { singleton: true, requiredVersion: `^${sharedPackage.version}` },
  };
}
