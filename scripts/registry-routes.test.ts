import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRoute } from '@vithelper/shared';
import type { RemoteRegistry } from '@vithelper/contracts/registry';
import { readApps } from './apps-file';

const apps = readApps();

/**
 * A remote's routes module is where its routes are written; the registry files repeat the paths
 * so the shell knows them before any remote loads. Both must list the same paths, for every remote.
 */
const root = path.join(__dirname, '..');
const registryFiles = ['config/remotes.local.json', 'config/remotes.production.example.json'];
const remotes = apps.filter((app) => !app.host);

const readRegistry = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as RemoteRegistry;

async function routePaths(dir: string): Promise<string[]> {
  const module = (await import(path.join(root, dir, 'src/routes'))) as { routes: RemoteRoute[] };
  return module.routes.map((route) => route.path);
}

describe.each(registryFiles)('%s', (file) => {
  it.each(remotes)('lists the routes of $name exactly as its routes module does', async (app) => {
    const entry = readRegistry(file).remotes.find((remote) => remote.name === app.name);
    expect(entry?.routes.slice().sort()).toEqual((await routePaths(app.dir)).sort());
  });
});
