import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';

/** One floor page (a file of bench/floor) bundled as production React would ship it: minified, one file. */
export async function bundleFloorPage(file: string): Promise<Uint8Array> {
  return (await bundleFloorPageWithStyles(file)).js;
}

/** The same, for a page that imports styles (CSS modules and global CSS): its script and its stylesheet. */
export async function bundleFloorPageWithStyles(
  file: string,
): Promise<{ js: Uint8Array; css: Uint8Array | null }> {
  const bundle = await build({
    entryPoints: [path.join(__dirname, file)],
    bundle: true,
    minify: true,
    write: false,
    outdir: 'floor',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.module.css': 'local-css', '.css': 'css' },
    logLevel: 'error',
  });
  const output = (ext: string) => bundle.outputFiles.find((f) => f.path.endsWith(ext))?.contents;
  return { js: output('.js')!, css: output('.css') ?? null };
}

/** A server of a floor page: each path's [content type, body], and the page's HTML for any other path. */
export function floorServer(
  files: Record<string, [string, Uint8Array | string]>,
  html: string,
): http.Server {
  return http.createServer((req, res) => {
    const [type, body] = files[req.url ?? ''] ?? ['text/html', html];
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
    res.end(body);
  });
}
