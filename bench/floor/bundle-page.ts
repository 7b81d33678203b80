import path from 'node:path';
import { build } from 'esbuild';

/** One floor page (a file of bench/floor) bundled as production React would ship it: minified, one file. */
export async function bundleFloorPage(file: string): Promise<Uint8Array> {
  const bundle = await build({
    entryPoints: [path.join(__dirname, file)],
    bundle: true,
    minify: true,
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return bundle.outputFiles[0]!.contents;
}
