/** The apps of the site, their folders and ports. The one list the scripts share. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const registry = JSON.parse(fs.readFileSync(path.join(root, 'scripts/apps.json'), 'utf8'));

/** @type {{ name: string, dir: string, port: number, host: boolean }[]} */
export const apps = registry.apps.map((app) => ({ ...app, dir: path.join(root, app.dir) }));

export const portOffset = () => Number(process.env.VH_PORT_OFFSET ?? 0) || 0;

export function findApp(name) {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}". Known: ${apps.map((a) => a.name).join(', ')}`);
  return app;
}
