/** The viewer's zoom limits, and the scale that fits a page to the width of its box. */
const MIN_SCALE = 0.5;
const MAX_SCALE = 4;

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Fit width: the pages box's width (less the sheet's shadow) over the page's width at scale 1. */
export const fitWidthScale = (boxWidth: number, pageWidth: number) =>
  clampScale((boxWidth - 2) / pageWidth);
