import { clampScale, fitWidthScale } from './fit-scale';
import { fingerDistance, wheelFactor, ZOOM_STEP, zoomedBy } from './zoom';

const percent = (scale: number) => `${Math.round(scale * 100)}%`;

it('zooms in twice from 100% to 156%, and back out a step to 125%', () => {
  const twice = zoomedBy(zoomedBy(1, ZOOM_STEP), ZOOM_STEP);
  expect(percent(twice)).toBe('156%');
  expect(percent(zoomedBy(twice, 1 / ZOOM_STEP))).toBe('125%');
});

it('keeps the zoom between 50% and 400%, however often it is pressed', () => {
  let scale = 1;
  for (let i = 0; i < 20; i += 1) scale = zoomedBy(scale, ZOOM_STEP);
  expect(percent(scale)).toBe('400%');
  for (let i = 0; i < 20; i += 1) scale = zoomedBy(scale, 1 / ZOOM_STEP);
  expect(percent(scale)).toBe('50%');
  expect(clampScale(0.1)).toBe(0.5);
});

it('fits a page to its box less the sheet shadow, within the zoom limits', () => {
  expect(percent(fitWidthScale(602, 600))).toBe('100%');
  expect(percent(fitWidthScale(362, 600))).toBe('60%');
  // A phone's narrow box never shrinks a page below the lowest zoom; a wide one not past the top.
  expect(percent(fitWidthScale(100, 600))).toBe('50%');
  expect(percent(fitWidthScale(5000, 600))).toBe('400%');
});

it('zooms a notch in for Ctrl+wheel up and a notch out for down', () => {
  expect(percent(zoomedBy(1, wheelFactor(-120)))).toBe('110%');
  expect(percent(zoomedBy(1, wheelFactor(120)))).toBe('91%');
  expect(percent(zoomedBy(zoomedBy(1, wheelFactor(-3)), wheelFactor(3)))).toBe('100%');
});

it('measures a pinch by the distance between its fingers', () => {
  expect(fingerDistance({ clientX: 0, clientY: 0 }, { clientX: 30, clientY: 40 })).toBe(50);
});
