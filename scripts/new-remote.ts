/**
 * npm run new-remote -- <name> --route /<path> [--label <Label>] [--port <port>]
 *
 * Scaffolds remotes/<name> from templates/remote/ and wires it in everywhere
 * the site learns about apps: the root workspaces, scripts/apps.json (npm
 * start, npm run dev, the browser tests, jest and the lint zones read it), the local
 * registry (name, label, manifest URL, route, nav entry), the production
 * registry's example (the remote's own site) and firebase.json's hosting
 * targets and CSP. The shell's code is not touched: after
 * `npm start` the new section is at http://localhost:3000/<path>.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeFirebaseJson } from './deploy-config';
import {
  LOCAL_REGISTRY,
  PRODUCTION_REGISTRY_EXAMPLE,
  readRegistry,
  root,
  writeJsonFile,
  type App,
  type Registry,
} from './registry-file';

const TEMPLATE = path.join(root, 'templates/remote');
const SHELL_ROUTES = ['/', '/about-us', '/work-in-progress', '/status'];

type Options = { name: string; route: string; label?: string; port?: number };

function readOptions(args: string[]): Options {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      route: { type: 'string' },
      label: { type: 'string' },
      port: { type: 'string' },
    },
  });
  if (positionals.length > 1) throw new Error(`Unexpected argument ${positionals[1]}`);
  const [name] = positionals;
  if (!name || !values.route) {
    throw new Error(
      'Usage: npm run new-remote -- <name> --route /<path> [--label <Label>] [--port <port>]',
    );
  }
  return {
    name,
    route: values.route,
    label: values.label,
    port: values.port === undefined ? undefined : Number(values.port),
  };
}

const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

type RootPackage = { workspaces: string[] };

function check({ name, route }: Options, apps: App[], registry: Registry) {
  // The name becomes a JavaScript global (the remote entry's `var <name>`), a CSS prefix and a folder.
  if (!/^[a-z][a-z0-9]{1,30}$/.test(name)) {
    throw new Error(
      `"${name}": use lower-case letters and digits, starting with a letter (e.g. "notes")`,
    );
  }
  if (['shell', 'shared', 'emulator'].includes(name) || apps.some((app) => app.name === name)) {
    throw new Error(`"${name}" is already an app of scripts/apps.json`);
  }
  if (fs.existsSync(path.join(root, 'remotes', name)))
    throw new Error(`remotes/${name} already exists`);
  if (!/^\/[a-z0-9][a-z0-9/-]*$/.test(route) || route.endsWith('/')) {
    throw new Error(`--route "${route}": a path like /notes (lower-case letters, digits, - and /)`);
  }
  const owner = registry.remotes.find((remote) => remote.routes.includes(route));
  if (owner || SHELL_ROUTES.includes(route)) {
    throw new Error(
      `${route} is already owned by ${owner ? `the ${owner.name} remote` : 'the shell'}`,
    );
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** The next port after the highest an app uses, skipping any that something on this machine holds. */
async function pickPort(apps: App[], requested?: number): Promise<number> {
  if (requested !== undefined) {
    if (!Number.isInteger(requested) || requested < 1024 || requested > 65535)
      throw new Error(`--port ${requested} is not a usable port`);
    if (apps.some((app) => app.port === requested))
      throw new Error(`Port ${requested} belongs to another app`);
    return requested;
  }
  let port = Math.max(...apps.map((app) => app.port)) + 1;
  while (!(await isFree(port))) port += 1;
  return port;
}

function copyTemplate(from: string, to: string, values: Record<string, string>) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name.replace(/\.tmpl$/, ''));
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      copyTemplate(source, target, values);
    } else {
      const text = fs
        .readFileSync(source, 'utf8')
        .replace(/__([A-Z]+)__/g, (match, key: string) => values[key] ?? match);
      fs.writeFileSync(target, text);
    }
  }
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const appsFile = readJson<{ apps: App[] }>('scripts/apps.json');
  const registry = readRegistry(LOCAL_REGISTRY);
  check(options, appsFile.apps, registry);
  const { name, route } = options;
  const label = options.label ?? name.charAt(0).toUpperCase() + name.slice(1);
  const port = await pickPort(appsFile.apps, options.port);
  const dir = `remotes/${name}`;

  fs.mkdirSync(path.join(root, dir), { recursive: true });
  copyTemplate(TEMPLATE, path.join(root, dir), {
    NAME: name,
    LABEL: label,
    PORT: String(port),
    ROUTE: route,
  });

  const rootPackage = readJson<RootPackage>('package.json');
  if (!rootPackage.workspaces.includes(dir)) rootPackage.workspaces.push(dir);
  await writeJsonFile('package.json', rootPackage);

  appsFile.apps.push({ name, dir, port, host: false });
  await writeJsonFile('scripts/apps.json', appsFile);

  const entry = { name, label, routes: [route], nav: [{ label, path: route }] };
  registry.remotes.push({ ...entry, manifest: `http://localhost:${port}/mf-manifest.json` });
  await writeJsonFile(LOCAL_REGISTRY, registry);
  // The production example names the remote's own site (vithelper-<name>, as `deploy --setup`
  // names it), so firebase.json's CSP allows that origin and the production-shaped tests load it.
  const production = readRegistry(PRODUCTION_REGISTRY_EXAMPLE);
  production.remotes.push({
    ...entry,
    manifest: `https://vithelper-${name}.web.app/1.0.0/mf-manifest.json`,
  });
  await writeJsonFile(PRODUCTION_REGISTRY_EXAMPLE, production);

  await writeFirebaseJson();

  console.log(`Created ${dir} (port ${port}, route ${route}) and added it to:
  package.json workspaces, scripts/apps.json, ${LOCAL_REGISTRY}, ${PRODUCTION_REGISTRY_EXAMPLE},
  firebase.json (hosting target "${name}", its site's origin in the CSP)

Next:
  npm install                 # records the new workspace in package-lock.json
  npm start                   # builds it; the section is at http://localhost:3000${route}
  npx jest --selectProjects ${name}
Production: docs/adding-a-remote.md (hosting site, first deploy, registry entry).`);
}

main().catch((error: Error) => {
  console.error(`new-remote: ${error.message}`);
  process.exit(1);
});
