/**
 * What the emulator is told at an offset (VH_PORT_OFFSET): its three ports and the site's
 * origins, every app of scripts/apps.json (the shell and each remote, which also runs alone) on
 * localhost and 127.0.0.1 at its port. The emulator knows none of them itself
 * (emulator/src/cli.ts); `npm run emulator` (scripts/emulator.ts) and `npm start` pass these.
 */
import { readApps } from './apps-file';
import { emulatorPorts } from './ports';

/** The origins of the site's pages at an offset. */
export function siteOrigins(offset: number): string[] {
  return readApps().flatMap(({ port }) =>
    ['localhost', '127.0.0.1'].map((host) => `http://${host}:${port + offset}`),
  );
}

/** The emulator's port and origin flags at an offset. */
export function emulatorArgs(offset: number): string[] {
  const { database, auth, storage } = emulatorPorts(offset);
  return [
    ['--database-port', String(database)],
    ['--auth-port', String(auth)],
    ['--storage-port', String(storage)],
    ...siteOrigins(offset).map((origin) => ['--site-origin', origin]),
  ].flat();
}
