// Reads a PDF with pdf.js in Node for the tests (jest cannot load pdf.js's ES modules):
// prints each page's text items as JSON and, given a second path, draws page 1 to a PNG there
// (the "photo" OCR reads), at a scale (default 2.5). Usage: node read-pdf-node.mjs <file.pdf> [page1.png [scale]]
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Node 20 lacks two things pdf.js uses (browsers have them): Promise.withResolvers and
// ArrayBuffer's transferToFixedLength.

ArrayBuffer.prototype.transferToFixedLength ??= function transferToFixedLength(length) {
  const copy = new ArrayBuffer(length ?? this.byteLength);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(copy.byteLength, this.byteLength)));
  return copy;
};
Promise.withResolvers ??= function withResolvers() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');

const require = createRequire(import.meta.url);
const [file, png, scale = '2.5'] = process.argv.slice(2);
const fonts = path.join(
  path.dirname(require.resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);
const doc = await getDocument({
  data: new Uint8Array(readFileSync(file)),
  standardFontDataUrl: fonts,
  verbosity: 0,
}).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n += 1) {
  const page = await doc.getPage(n);
  pages.push((await page.getTextContent()).items.map(({ str, hasEOL }) => ({ str, hasEOL })));
}
if (png) {
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: Number(scale) });
  // pdf.js's own canvas maker in Node (@napi-rs/canvas), so its fonts draw on it.
  const { canvas, context } = doc.canvasFactory.create(
    Math.ceil(viewport.width),
    Math.ceil(viewport.height),
  );
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, viewport }).promise;
  writeFileSync(png, canvas.toBuffer('image/png'));
}
process.stdout.write(JSON.stringify({ pages: doc.numPages, items: pages }));
