import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The origins the site's pages are served from: every app of scripts/apps.json (the shell and
 * each remote, which also runs alone on its own port) on localhost and 127.0.0.1, at its port
 * plus the port offset (VH_PORT_OFFSET). scripts/apps.json is the one list of apps and ports;
 * it is read as data, so the emulator imports no script.
 */
export function siteOrigins(repoRoot: string, portOffset: number): string[] {
  const file = path.join(repoRoot, 'scripts', 'apps.json');
  const { apps } = JSON.parse(readFileSync(file, 'utf8')) as { apps: Array<{ port: number }> };
  return apps.flatMap(({ port }) =>
    ['localhost', '127.0.0.1'].map((host) => `http://${host}:${port + portOffset}`),
  );
}
