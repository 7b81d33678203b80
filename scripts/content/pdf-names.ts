/**
 * Storage object names of the PDFs a record points at (docs/product.md, "Content and what is
 * stored": papers by file_name, materials by the first item of comments). Shared by the generator, the validator and the importer so all three
 * agree on one rule.
 */

const PDF_EXTENSION = /\.pdf$/i;

/** A paper's file_name never carries the extension; Storage holds images/<file_name>.pdf. */
export function paperPdfName(fileName: string): string {
  return `${fileName}.pdf`;
}

/** Material instruction names come both with and without ".pdf" in the stored materials. */
export function materialPdfName(instructionName: string): string {
  return PDF_EXTENSION.test(instructionName) ? instructionName : `${instructionName}.pdf`;
}

export function hasPdfExtension(name: string): boolean {
  return PDF_EXTENSION.test(name);
}
