/**
 * Versioned remote builds. A remote's production build is named by its version,
 * `<package version>-<8 hex of the output's content hash>` (e.g. 1.0.0-3fa9c1d2),
 * carried in mf-manifest.json as metaData.buildInfo.buildVersion and copied into
 * dist/<version>/. Earlier version folders are kept, so a registry can point at
 * any of them: switching or rolling back a section is one edit of remotes.json.
 * The dist/ root keeps a copy of the latest build for `npm start`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler } from 'webpack';

/** A version folder: 1.0.0-3fa9c1d2, 2.1.0-beta.1-0badcafe. */
const VERSION_FOLDER = /^\d+\.\d+\.\d+[0-9A-Za-z.+-]*-[0-9a-f]{8}$/;

/** Files whose names are not content-hashed, or that describe the build rather than being it. */
const DERIVED = /(\.map|\.gz|\.br|^mf-manifest\.json|^mf-stats\.json)$/;

/** The short hash of what a build serves: every emitted file's name and content. */
function contentHash(compilation: Compilation): string {
  const hash = crypto.createHash('sha256');
  for (const name of Object.keys(compilation.assets).sort()) {
    if (DERIVED.test(name)) continue;
    hash.update(name);
    hash.update(compilation.assets[name]!.buffer());
  }
  return hash.digest('hex').slice(0, 8);
}

type StatsLike = {
  metaData: { buildInfo: { buildVersion: string } };
};

export class VersionedOutput {
  version = '';

  /** VH_BUILD_VERSION replaces the package version (a release build, or a test's second build). */
  constructor(private readonly packageVersion: string) {}

  /** The manifest's additionalData hook: runs once the hashed files exist, before the manifest is written. */
  readonly stamp = ({
    stats,
    compilation,
  }: {
    stats: StatsLike;
    compilation: Compilation;
  }): void => {
    this.version = `${process.env.VH_BUILD_VERSION || this.packageVersion}-${contentHash(compilation)}`;
    stats.metaData.buildInfo.buildVersion = this.version;
  };

  /** Copies what was just emitted into dist/<version>/. */
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('VersionedOutput', (compilation) => {
      if (!this.version) return;
      const out = compilation.outputOptions.path!;
      const folder = path.join(out, this.version);
      for (const name of Object.keys(compilation.assets)) {
        const target = path.join(folder, name);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(path.join(out, name), target);
      }
      const shown = path.relative(process.cwd(), folder);
      console.log(
        `Version ${this.version}: ${shown.startsWith('..') ? folder : shown}/mf-manifest.json`,
      );
    });
  }
}

/** output.clean keeps every version folder: an older version stays deployable for a rollback. */
export const keepVersionFolders = (file: string): boolean =>
  VERSION_FOLDER.test(file.split(/[\\/]/)[0] ?? '');
