import { chromiumPath } from './browser';
import { machineFigures, machineLine } from './machine';

describe('the machine a round ran on', () => {
  it('times a loop and memory written twice in a fresh process, and names the browser', () => {
    const machine = machineFigures(64);
    expect(machine.cores).toBeGreaterThan(0);
    expect(machine.loopMs).toBeGreaterThan(0);
    expect(machine.firstTouchMsPerGB).toBeGreaterThan(0);
    expect(machine.touchedAgainMsPerGB).toBeGreaterThan(0);
    if (chromiumPath()) expect(machine.chromium).toMatch(/^Chromium \d+\.\d+/);
    expect(machineLine(machine)).toContain(
      `memory written the first time ${machine.firstTouchMsPerGB} ms per GB`,
    );
  });
});
