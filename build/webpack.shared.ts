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
import firebasePackage from 'firebase/package.json';
import rootPackage from '../package.json';
import sharedPackage from '../shared/package.json';

const deps: Record<string, string> = {
  ...rootPackage.devDependencies,
  ...sharedPackage.dependencies,
};

type SharedSingleton = {
  singleton: true;
  requiredVersion: string | false;
  /** The version provided, where the build cannot read it (firebase/app is a subpath of firebase). */
  version?: string;
};

const singleton = (name: string): SharedSingleton => ({
  singleton: true,
  requiredVersion: deps[name] ?? false,
});

/**
 * The Firebase SDK's modules that app code imports. A remote's own data code (its feature's
 * data/ folder) calls firebase/database and firebase/storage on the database and storage the
 * shell's session opened (@vithelper/shared databaseReady, storageReady): with one copy of each
 * module on the page there is one Firebase app, one auth state and one connection. Not eager: each
 * is fetched with the first code that calls it, after the first view (docs/startup.md).
 * '@firebase/app' is the registry every SDK module registers itself with (the firebase/* modules
 * import it under that name): one copy, so a module a remote brings registers with the shell's app.
 * firebase/auth is not here: only the shell's session signs in.
 */
const FIREBASE_MODULES = ['firebase/app', 'firebase/database', 'firebase/storage'] as const;

/** A Firebase module an app's own code imports (FIREBASE_MODULES). */
export type FirebaseModule = (typeof FIREBASE_MODULES)[number];

/**
 * The Firebase singletons of one build: the given modules and, with any of them, the registry
 * they register with (@firebase/app).
 */
const firebaseSingletons = (modules: readonly string[]): Record<string, SharedSingleton> =>
  modules.length === 0
    ? {}
    : {
        ...Object.fromEntries(
          modules.map((name) => [
            name,
            { ...singleton('firebase'), version: firebasePackage.version },
          ]),
        ),
        // A dependency of firebase's, not the workspace's: the version firebase pins. Without one
        // the build cannot tell the shell's copy from a remote's, and a remote could load its own.
        '@firebase/app': {
          singleton: true,
          requiredVersion: firebasePackage.dependencies['@firebase/app'],
          version: firebasePackage.dependencies['@firebase/app'],
        },
      };

/**
 * The singletons of one app's build. `firebase`: the Firebase modules it shares, every one for
 * the shell (their provider), for a remote those its own data code imports (`firebase` in its
 * webpack.config.ts). A remote registers no other: its remoteEntry, fetched on the section's
 * first visit, carries no Firebase entry it would never use.
 *
 * `provider`: the shell's build. It registers each singleton before any remote can, and takes
 * its own copy back ('loaded-first'), so it asks for no version: the federation runtime then
 * skips the semver check of each of the shell's own singletons, part of main.js's first task
 * (docs/performance.md, "What main.js's evaluation spends"). A remote still checks the shell's
 * versions against its own ranges, as it loads and in its manifest (version-skew-plugin.ts).
 */
export function sharedSingletons({
  firebase = FIREBASE_MODULES,
  provider = false,
}: { firebase?: readonly FirebaseModule[]; provider?: boolean } = {}): Record<
  string,
  SharedSingleton
> {
  const singletons: Record<string, SharedSingleton> = {
    ...firebaseSingletons(firebase),
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    '@vithelper/shared': { singleton: true, requiredVersion: `^${sharedPackage.version}` },
  };
  if (!provider) return singletons;
  return Object.fromEntries(
    Object.entries(singletons).map(([name, config]) => [
      name,
      { ...config, requiredVersion: false },
    ]),
  );
}
