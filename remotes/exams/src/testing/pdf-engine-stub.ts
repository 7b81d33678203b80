/**
 * Stands in for @vithelper/ui/pdf-engine (ui/src/pdf-engine.ts) where a node test imports a routes module
 * only to read its paths: the engine finds pdf.js's worker through import.meta, which jest's
 * CommonJS run cannot load, and nothing there opens a document.
 */
export function startPdfEngine(): void {}

export function openPdfDocument(): Promise<never> {
  return Promise.reject(new Error('pdf.js is not loaded in this test'));
}
