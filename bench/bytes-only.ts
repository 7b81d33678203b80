/**
 * The byte figures of npm run bench alone (no timings, no Lighthouse): JS before content, JS in the
 * first 10 s, each section's first visit and /contribute's. For a quick check of a bundling change.
 */
import { appPort, benchPortOffset, remoteNames } from '../scripts/ports';
import { prepareSite, startSite } from './lib/site';
import { scaledSeed } from './lib/seeds';
import { launch, MARKERS } from './lib/browser';
import { firstVisit } from './lib/measure';
import { firstViewBytes } from './lib/offline';
import { medianOf, repeat } from './lib/stats';
import { FIRST_VISIT_SECTIONS } from './lib/sections';

const OFFSET = benchPortOffset(4000);
const REMOTE_PORTS = remoteNames.map((name) => appPort(name, OFFSET));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const markers = {
  ...MARKERS,
  contribute: `() => [...document.querySelectorAll('main h2')].some((h) => /^(Sign in to contribute|1\\. The paper)$/.test(h.textContent.trim()))`,
};
const kb = (n: number | null | undefined) => (n == null ? 'n/a' : (n / 1024).toFixed(1) + ' KB');

async function main() {
  const runtime = prepareSite(`runtime-${OFFSET}`);
  const site = await startSite({ offset: OFFSET, seedFile: scaledSeed(1), runtime });
  const browser = await launch(OFFSET);
  try {
    const fv = medianOf(await repeat(RUNS, () => firstViewBytes(browser, site.url)));
    console.log('firstView', JSON.stringify(fv));
    for (const [section, href] of [
      ...FIRST_VISIT_SECTIONS.map(({ mark, href }) => [mark, href] as const),
      ['contribute', '/contribute'] as const,
    ]) {
      const visits = await repeat(RUNS, () =>
        firstVisit(browser, site.url, {
          section,
          href,
          remotePorts: REMOTE_PORTS,
          homeSettled: 'shellSettled',
          ...(section === 'contribute' ? { cpu: 4, markers } : {}),
        }),
      );
      console.log(`first visit ${section}: js ${kb(medianOf(visits.map((v) => v.added)).js)}`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}
void main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
