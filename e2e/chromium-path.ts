import fs from 'node:fs';
import { allPorts } from '../scripts/ports';

/** CHROMIUM_PATH, Debian's chromium, or (undefined) Playwright's own browser if one is installed. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find(
    (candidate): candidate is string => !!candidate && fs.existsSync(candidate),
  );
}

/**
 * Without the background-networking flags Chromium keeps trying to reach the internet. Every port
 * of the offset is allowed: some offsets put one on Chromium's unsafe list (offset 3000 puts the
 * shell on 6000, X11; offset 2000 the Hosting emulator on 5060, SIP).
 */
export const chromiumArgs = (offset: number): string[] => [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // A remote run alone (localhost:300x) reads the emulator on 127.0.0.1: not a private-network hop.
  '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
  `--explicitly-allowed-ports=${allPorts(offset).join(',')}`,
];
