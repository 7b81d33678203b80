/** Photos of a paper as one PDF, made in the browser: one page per photo, in the order given. */

/** The long side of a page image: a printed A4 page stays readable at about 190 dpi. */
const PAGE_LONG_SIDE_PX = 2200;
const JPEG_QUALITY = 0.72;
/** Page size in points for the image's pixels (the image is placed at 200 dpi). */
const POINTS_PER_PX = 72 / 200;

export type PageImage = { jpeg: Uint8Array; width: number; height: number };

/** A photo scaled down to PAGE_LONG_SIDE_PX and re-encoded as JPEG (EXIF rotation applied). */
export async function photoToPageImage(photo: Blob): Promise<PageImage> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const scale = Math.min(1, PAGE_LONG_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw the photo on.');
  // JPEG has no transparency: a PNG's clear parts become white paper, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new Error('The photo could not be converted.');
  return { jpeg: new Uint8Array(await blob.arrayBuffer()), width, height };
}

/** One PDF of the page images, in order. */
export async function pageImagesToPdf(images: readonly PageImage[]): Promise<Uint8Array> {
  const { PDFDocument } = await import(/* webpackChunkName: "pdf-lib" */ 'pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setProducer('VITHelper');
  pdf.setCreator('VITHelper');
  for (const image of images) {
    const embedded = await pdf.embedJpg(image.jpeg);
    const width = image.width * POINTS_PER_PX;
    const height = image.height * POINTS_PER_PX;
    const page = pdf.addPage([width, height]);
    page.drawImage(embedded, { x: 0, y: 0, width, height });
  }
  return pdf.save();
}
