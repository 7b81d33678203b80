/**
 * Copies a folder made outside webpack (a data file tree such as the search index,
 * scripts/search/index-dir.ts) into the output after each build, as it is: not one of the
 * build's assets, so it is neither compressed again (it carries its own .gz/.br) nor counted in a
 * remote's version hash, and a build without the folder is still a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

export class CopyFolder {
  constructor(
    private readonly from: string,
    /** Path in the output folder. */
    private readonly to: string,
    /** Files of `from` left out (by name). */
    private readonly skip: readonly string[] = [],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('CopyFolder', () => {
      const target = path.join(compiler.outputPath, this.to);
      fs.rmSync(target, { recursive: true, force: true });
      if (!fs.existsSync(this.from)) {
        console.warn(`${path.relative(process.cwd(), this.from)} is not built: nothing copied.`);
        return;
      }
      fs.cpSync(this.from, target, {
        recursive: true,
        filter: (file) => !this.skip.includes(path.basename(file)),
      });
    });
  }
}
