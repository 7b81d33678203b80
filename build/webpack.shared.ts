/**
 * Packages every app shares as federation singletons, with the versions the
 * workspace asks for. One copy of React, the router and the shared package
 * (and so one event bus) on every page.
 *
 * RxJS is not shared: a shared package is bundled whole (24.7 KB brotli for
 * rxjs and rxjs/operators), while each app uses a handful of its exports (the
 * shell's part, with the tslib helpers RxJS's build needs, is 9.5 KB). Nothing
 * needs one copy: the bus's subjects live in @vithelper/shared (a singleton),
 * and RxJS 7 operators and observables of two copies work together (pipe,
 * subscribe and `from` rely on the observable protocol, not on instanceof;
 * shared/src/bus/event-bus.test.ts). docs/performance.md has the figures.
 */
import rootPackage from '../package.json';
import sharedPackage from '../shared/package.json';

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
    '@vithelper/shared': { singleton: true, requiredVersion: `^${sharedPackage.version}` },
  };
}
