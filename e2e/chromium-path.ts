import fs from 'node:fs';

/** CHROMIUM_PATH, Debian's chromium, or (undefined) Playwright's own browser if one is installed. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find(
    (candidate): candidate is string => !!candidate && fs.existsSync(candidate),
  );
}

/** Without the background-networking flags Chromium keeps trying to reach the internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // A remote run alone (localhost:300x) reads the emulator on 127.0.0.1: not a private-network hop.
  '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
  // VH_PORT_OFFSET=3000 puts the shell on 6000, a port Chromium blocks by default (the benches allow it too).
  '--explicitly-allowed-ports=6000',
];
