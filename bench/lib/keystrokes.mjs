/**
 * Keystroke-to-paint, measured in the page. From the keydown's timestamp to:
 * - nextPaint: the first frame after the input event (what the student sees echo);
 * - settled: the frame after the last DOM change the keystroke caused in the page
 *   (the list reflects the query, deferred renders included).
 */
function install() {
  let state = null;
  new MutationObserver(() => {
    if (state) state.lastMutation = performance.now();
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  document.addEventListener('keydown', (e) => {
    if (state && state.t0 === null) state.t0 = e.timeStamp;
  }, true);
  document.addEventListener('input', () => {
    if (!state) return;
    const s = state;
    requestAnimationFrame(() => setTimeout(() => (s.nextPaint = performance.now() - s.t0), 0));
  }, true);
  window.__vhArm = () => {
    state = { t0: null, lastMutation: 0, nextPaint: null };
    const s = state;
    window.__vhResult = new Promise((resolve) => {
      let quietFrames = 0;
      let seen = -1;
      const started = performance.now();
      const frame = () => {
        if (s.t0 === null || s.nextPaint === null) return requestAnimationFrame(frame);
        quietFrames = s.lastMutation === seen ? quietFrames + 1 : 0;
        seen = s.lastMutation;
        // Two frames with no change: the keystroke's work has painted.
        if (quietFrames >= 2 || performance.now() - started > 20_000) {
          const settledAt = Math.max(s.lastMutation, s.t0);
          requestAnimationFrame(() => resolve({ nextPaint: s.nextPaint, settled: Math.max(s.nextPaint, settledAt - s.t0 + 16.7) }));
          return undefined;
        }
        return requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  };
}

/** Types each query (then erases it), one key at a time; returns one sample per keystroke. */
export async function typeQueries(page, label, queries) {
  await page.evaluate(install);
  const input = page.getByLabel(label);
  await input.click();
  const samples = [];
  const press = async (key) => {
    await page.evaluate(() => window.__vhArm());
    await page.keyboard.press(key);
    samples.push(await page.evaluate(() => window.__vhResult));
  };
  for (const query of queries) {
    for (const char of query) await press(char === ' ' ? 'Space' : char);
    for (let i = 0; i < query.length; i += 1) await press('Backspace');
  }
  return samples;
}
