/** The apps of scripts/apps.json (scripts/apps-file.ts) with absolute folders, and the port offset. */
import path from 'node:path';
import { readApps, type App } from './apps-file';
import { root } from './registry-file';

export { root };
export { portOffset } from './ports';

export const apps: App[] = readApps().map((app) => ({ ...app, dir: path.join(root, app.dir) }));

export function findApp(name: string): App {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}". Known: ${apps.map((a) => a.name).join(', ')}`);
  return app;
}

export const appNames = apps.map((app) => app.name);
