import { pdfPreviewPath, previewScale, readPageBox, withPageBox } from './preview';

/** The smallest RIFF/WEBP shapes the encoders write: simple (one VP8 chunk) or extended (VP8X first). */
function webp(first: 'VP8 ' | 'VP8X'): Uint8Array {
  const chunks = first === 'VP8X' ? ['VP8X', 'VP8 '] : ['VP8 '];
  const body = chunks.flatMap((fourcc) => [
    ...[...fourcc].map((c) => c.charCodeAt(0)),
    ...[10, 0, 0, 0],
    ...new Array<number>(10).fill(7),
  ]);
  const size = 4 + body.length;
  return new Uint8Array([
    ...[...'RIFF'].map((c) => c.charCodeAt(0)),
    size & 0xff,
    (size >> 8) & 0xff,
    0,
    0,
    ...[...'WEBP'].map((c) => c.charCodeAt(0)),
    ...body,
  ]);
}
const fourccs = (bytes: Uint8Array) => {
  const names: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = view.getUint32(at + 4, true);
    names.push(String.fromCharCode(...bytes.subarray(at, at + 4)));
    at += 8 + size + (size % 2);
  }
  return names;
};
const A4 = { width: 595.276, height: 841.89, pages: 3 };

it("names a PDF's preview beside it in the previews folder", () => {
  expect(pdfPreviewPath('images/MAT1011_CAT1_B1_2020.pdf')).toBe(
    'previews/MAT1011_CAT1_B1_2020.webp',
  );
  expect(pdfPreviewPath('images/Lab manual.PDF')).toBe('previews/Lab manual.webp');
  // Outside the PDF folder (a student's upload) there is no preview to look for.
  expect(pdfPreviewPath('uploads/asha/s1.pdf')).toBeNull();
  expect(pdfPreviewPath('images/a/b.pdf')).toBeNull();
});

it('draws an A4 page 640 px wide and a very tall page no taller than 1600 px', () => {
  expect(previewScale({ width: 595, height: 842 }) * 595).toBeCloseTo(640);
  expect(previewScale({ width: 500, height: 5000 }) * 5000).toBeCloseTo(1600);
});

it.each(['VP8X', 'VP8 '] as const)(
  'carries the page box in a %s picture, read back exactly, with the picture left whole',
  (first) => {
    const original = webp(first);
    const stored = withPageBox(original, A4, { width: 720, height: 1019 });
    expect(readPageBox(stored)).toEqual(A4);
    // Extended format (VP8X first) with the image chunk untouched and the box after it.
    expect(fourccs(stored)).toEqual(['VP8X', 'VP8 ', 'VHPB']);
    expect(new DataView(stored.buffer).getUint32(4, true)).toBe(stored.length - 8);
    if (first === 'VP8X')
      expect(stored.subarray(0, original.length).subarray(12)).toEqual(original.subarray(12));
  },
);

it('writes the picture size into the VP8X header it adds to a simple picture', () => {
  const stored = withPageBox(webp('VP8 '), A4, { width: 720, height: 1019 });
  const view = new DataView(stored.buffer);
  expect(view.getUint16(12 + 8 + 4, true) + (stored[12 + 8 + 6]! << 16) + 1).toBe(720);
  expect(view.getUint16(12 + 8 + 7, true) + (stored[12 + 8 + 9]! << 16) + 1).toBe(1019);
});

it('reads no box from a picture made elsewhere, a damaged one or something else', () => {
  expect(readPageBox(webp('VP8X'))).toBeNull();
  expect(readPageBox(new TextEncoder().encode('<html>Not Found</html>'))).toBeNull();
  const stored = withPageBox(webp('VP8X'), A4, { width: 720, height: 1019 });
  expect(readPageBox(stored.subarray(0, stored.length - 5))).toBeNull();
  const zeroPages = withPageBox(webp('VP8X'), { ...A4, pages: 0 }, { width: 1, height: 1 });
  expect(readPageBox(zeroPages)).toBeNull();
  expect(() => withPageBox(new Uint8Array(30), A4, { width: 1, height: 1 })).toThrow(
    'Not a WebP image',
  );
});
