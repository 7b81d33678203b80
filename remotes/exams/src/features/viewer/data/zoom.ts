import { clampScale } from './fit-scale';

/** One press of Zoom in / Zoom out (or + / -) multiplies or divides the scale by this. */
export const ZOOM_STEP = 1.25;

/** One notch of Ctrl+wheel (or a trackpad's pinch, which browsers send as one). */
const WHEEL_STEP = 1.1;

/** The scale after zooming by `factor`, kept within the viewer's limits. */
export const zoomedBy = (scale: number, factor: number) => clampScale(scale * factor);

/** Ctrl+wheel: up (a negative delta) zooms in a notch, down zooms out. */
export const wheelFactor = (deltaY: number) => (deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP);

type Point = { clientX: number; clientY: number };

/** The distance between a pinch's two fingers. */
export const fingerDistance = (a: Point, b: Point) =>
  Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
