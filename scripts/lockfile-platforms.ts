/**
 * Adds the lockfile entries npm leaves out for other platforms' native bindings.
 *
 * npm 11 writes package-lock.json without the optional per-platform packages it cannot
 * resolve from the registry this project installs from (darwin, win32, wasm32 builds of
 * @rspack/binding and unrs-resolver), and then its own `npm ci` refuses that lockfile as
 * "not in sync". An entry with the package's version and its os/cpu/libc fields is all
 * `npm ci` needs: it skips a package whose platform does not match the machine, so nothing
 * is fetched. Versions are taken from the parent's optionalDependencies, never changed.
 *
 * Run after any `npm install` that rewrites the lockfile: `npm run lockfile:fix`.
 */
import fs from 'node:fs';
import path from 'node:path';

type LockEntry = {
  version?: string;
  license?: string;
  dev?: boolean;
  peer?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};

type Platform = { os?: string[]; cpu: string[]; libc?: string[] };

const PLATFORM_SUFFIX =
  /-(android|darwin|freebsd|openbsd|netbsd|sunos|aix|linux|win32|openharmony|wasm32)-?([a-z0-9]+)?(?:-(gnu|musl|msvc|eabi|gnueabihf|musleabihf|wasi))?$/;

/** Reads the platform a native-binding package is built for from its name. */
export function platformOf(name: string): Platform {
  const match = PLATFORM_SUFFIX.exec(name.split('/').pop() ?? name);
  if (!match) throw new Error(`cannot tell the platform of ${name} from its name`);
  const [, os = '', cpu = '', abi] = match;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const platform: Platform = { os: [os], cpu: [cpu] };
  if (os === 'linux' && abi) {
    if (abi === 'gnu' || abi === 'gnueabihf') platform.libc = ['glibc'];
    if (abi === 'musl' || abi === 'musleabihf') platform.libc = ['musl'];
  }
  return platform;
}

/** Returns the lockfile with every missing optional dependency entry added, and their names. */
export function addMissingOptional(packages: Record<string, LockEntry>): {
  packages: Record<string, LockEntry>;
  added: string[];
} {
  const result: Record<string, LockEntry> = { ...packages };
  const added: string[] = [];
  for (const [key, entry] of Object.entries(packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (result[`node_modules/${dep}`] || result[`${key}/node_modules/${dep}`]) continue;
      const { os, cpu, libc } = platformOf(dep);
      result[`node_modules/${dep}`] = {
        version,
        cpu,
        ...(entry.dev ? { dev: true } : {}),
        ...(libc ? { libc } : {}),
        license: entry.license ?? 'MIT',
        optional: true,
        ...(os ? { os } : {}),
        ...(entry.peer ? { peer: true } : {}),
      };
      added.push(`${dep}@${version}`);
    }
  }
  const sorted = Object.fromEntries(
    Object.entries(result).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
    ),
  );
  return { packages: sorted, added };
}

if (require.main === module) {
  const lockPath = path.join(__dirname, '..', 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const { packages, added } = addMissingOptional(lock.packages);
  fs.writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages }, null, 2)}\n`);
  console.log(
    added.length
      ? `package-lock.json: added ${added.length} other-platform entries (${added.join(', ')})`
      : 'package-lock.json: no other-platform entries were missing',
  );
}
