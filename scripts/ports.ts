/**
 * Every port the project listens on, and the port offset (VH_PORT_OFFSET, BENCH_PORT_OFFSET)
 * that shifts them, so several sites, browser-test runs and benches run side by side.
 *
 * Each offset owns one block of BLOCK_SIZE ports, [3000 + offset, 3000 + offset + 100): the apps
 * of scripts/apps.json take the first 50 (their `port` there is their port at offset 0), the
 * emulator and the test servers take named slots after them. Offsets are multiples of the block
 * size, so two different offsets never share a port (scripts/ports.test.ts proves it).
 *
 * Dependency-free beyond scripts/apps.json (scripts/apps-file.ts), so scripts, configs, tests
 * and benches all import it; the emulator is passed its ports (scripts/emulator-args.ts).
 */
import { readApps } from './apps-file';

export const BASE_PORT = 3000;
export const BLOCK_SIZE = 100;
/** Slots 0-49 of a block are apps' ports (scripts/apps.json; `npm run new-remote` adds the next one). */
export const APP_SLOTS = 50;

/** The named ports after the apps' slots, at offset 0. */
const SLOTS = {
  /** The emulator (passed to emulator/src/cli.ts by scripts/emulator-args.ts): Realtime Database, Auth, Storage. */
  database: 50,
  auth: 51,
  storage: 52,
  /** e2e/hosting.spec.ts: the Hosting emulator and its local TLS proxy. */
  hosting: 60,
  hostingProxy: 61,
  /** e2e/offline.spec.ts serves the shell's deploys here; bench/run.ts its baseline page. */
  spare: 90,
  /** bench/floor.ts and bench/floor-first-view.ts: their bare pages. */
  floor: 95,
  floorFirstView: 96,
} as const;

export type PortName = keyof typeof SLOTS;
export type Ports = Record<PortName, number>;

/** The highest offset whose block still ends below 65536. */
export const MAX_OFFSET =
  Math.floor((65535 - BASE_PORT - BLOCK_SIZE + 1) / BLOCK_SIZE) * BLOCK_SIZE;

/** Reads an offset, refusing one that would share ports with another offset or leave 0-65535. */
export function parseOffset(raw: string | undefined, name: string, fallback = 0): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET || offset % BLOCK_SIZE) {
    throw new Error(
      `${name} must be a multiple of ${BLOCK_SIZE} from 0 to ${MAX_OFFSET} (offset n owns ports ` +
        `${BASE_PORT}+n to ${BASE_PORT + BLOCK_SIZE - 1}+n), got "${raw}"`,
    );
  }
  return offset;
}

/** VH_PORT_OFFSET: the offset of `npm start`, `npm run emulator`, the browser tests and the scripts. */
export const portOffset = (): number => parseOffset(process.env.VH_PORT_OFFSET, 'VH_PORT_OFFSET');

/** BENCH_PORT_OFFSET: the offset a bench starts its site at (each bench names its default). */
export const benchPortOffset = (fallback: number): number =>
  parseOffset(process.env.BENCH_PORT_OFFSET, 'BENCH_PORT_OFFSET', fallback);

/** The named ports of an offset. */
export function ports(offset: number): Ports {
  return Object.fromEntries(
    Object.entries(SLOTS).map(([name, slot]) => [name, BASE_PORT + offset + slot]),
  ) as Ports;
}

const apps = readApps();

/** The remotes of scripts/apps.json (every app but the shell). */
export const remoteNames = apps.filter((app) => !app.host).map((app) => app.name);

/** The port of an app of scripts/apps.json at an offset. */
export function appPort(name: string, offset: number): number {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}". Known: ${apps.map((a) => a.name).join(', ')}`);
  return app.port + offset;
}

/** Every port an offset may use: the apps' and the named ones (Chromium must be allowed them all). */
export function allPorts(offset: number): number[] {
  return [...apps.map((app) => app.port + offset), ...Object.values(ports(offset))];
}

/** Whether a port of scripts/apps.json (at offset 0) is inside the apps' slots. */
export const isAppPort = (port: number): boolean =>
  Number.isInteger(port) && port >= BASE_PORT && port < BASE_PORT + APP_SLOTS;

/** The emulator's three ports at an offset (scripts/emulator-args.ts passes them to it). */
export function emulatorPorts(offset: number): { database: number; auth: number; storage: number } {
  const { database, auth, storage } = ports(offset);
  return { database, auth, storage };
}

/** 127.0.0.1:<port> of the emulator's services at an offset (config files, FIREBASE_*_EMULATOR_HOST). */
export const emulatorHost = (service: 'database' | 'auth' | 'storage', offset: number): string =>
  `127.0.0.1:${ports(offset)[service]}`;

/** Local runtime files name the ports of offset 0; a run at another offset shifts them all (scripts/serve.ts). */
export function shiftPorts(text: string, offset: number): string {
  if (!offset) return text;
  return text.replace(
    /(localhost|127\.0\.0\.1):(\d{4})\b/g,
    (_, host: string, port: string) => `${host}:${Number(port) + offset}`,
  );
}

/**
 * The inverse of shiftPorts for a URL given at a run's offset (one a person copies from the
 * running site): its local ports back at offset 0, the form the local registry keeps, so the
 * site serves it shifted once. A local port outside the offset's block has no such form (served,
 * it would be shifted elsewhere) and is refused.
 */
export function unshiftPorts(url: string, offset: number): string {
  if (!offset) return url;
  return url.replace(/(localhost|127\.0\.0\.1):(\d+)\b/g, (_, host: string, port: string) => {
    const shifted = Number(port);
    const first = BASE_PORT + offset;
    if (shifted < first || shifted >= first + BLOCK_SIZE)
      throw new Error(
        `${url}: at VH_PORT_OFFSET=${offset} a local URL must use this offset's ports ` +
          `(${first}-${first + BLOCK_SIZE - 1}); the site serves the registry's local ports shifted by the offset`,
      );
    return `${host}:${shifted - offset}`;
  });
}
