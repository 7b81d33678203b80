/**
 * npm run new-remote -- <name> --route /<path> [--label <Label>] [--port <port>]
 *   [--page [<slug>:]/<path>/<more>=<Title>]... [--dep <package>@<version>]...
 *
 * Scaffolds remotes/<name> from templates/remote/ and wires it in everywhere
 * the site learns about apps: the root workspaces, scripts/apps.json (npm
 * start, npm run dev, the browser tests, jest and the lint zones read it), the local
 * registry (name, label, manifest URL, routes, nav entries)
 * and firebase.json's hosting targets. Each --page is a further page in a chunk of its own
 * (lazyPage, from templates/remote-page/), a route of the registry and a menu entry; a page's
 * path may hold parameters (/courses/:code, read with useParams) and then has no menu entry, as
 * an address that names one item is reached by links, and it may lie outside the section's route
 * (/q/:id). A `<slug>:` before the path names the page's feature folder and component (else the
 * path's words after the first, or its first); each --dep a dependency of the section's own
 * package.json at that exact version. The shell's
 * code is not touched: after `npm install && npm start` the new section is at
 * http://localhost:3000/<path>.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeFirebaseJson } from './deploy-config';
import { APPS_FILE, readApps, type App } from './apps-file';
import { APP_SLOTS, BASE_PORT, isAppPort } from './ports';
import {
  LOCAL_REGISTRY,
  PRODUCTION_REGISTRY_EXAMPLE,
  readRegistry,
  root,
  writeJsonFile,
  type Registry,
} from './registry-file';

const TEMPLATE = path.join(root, 'templates/remote');
const PAGE_TEMPLATE = path.join(root, 'templates/remote-page');
const SHELL_ROUTES = ['/', '/about-us', '/work-in-progress', '/status'];

type Page = { path: string; title: string; slug: string; component: string; params: boolean };
type Options = {
  name: string;
  route: string;
  label?: string;
  port?: number;
  pages: Page[];
  deps: Record<string, string>;
};

const ROUTE = /^\/[a-z0-9][a-z0-9/-]*$/;
/** A page's path: words as in ROUTE, and parameters (`:code`) after the first word. */
const PAGE_ROUTE = /^\/[a-z0-9][a-z0-9-]*(?:\/(?:[a-z0-9][a-z0-9-]*|:[a-z][a-zA-Z0-9]*))*$/;
const SLUG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * `--page /notes/saved=Saved notes` or `--page question:/q/:id=Question`: its path, title, file
 * name and component name.
 */
function readPage(value: string): Page {
  const named = /^([a-z][a-z0-9-]*):(\/.*)$/.exec(value);
  const [pagePath = '', ...title] = (named ? named[2]! : value).split('=');
  if (!PAGE_ROUTE.test(pagePath) || title.join('=').trim() === '') {
    throw new Error(
      `--page "${value}": a path and a title, like /notes/saved=Saved notes or note:/notes/:id=Note`,
    );
  }
  const words = pagePath.split('/').filter((part) => part && !part.startsWith(':'));
  const slug = named ? named[1]! : words.slice(1).join('-') || words[0]!;
  if (!SLUG.test(slug)) throw new Error(`--page "${value}": "${slug}" is not a name for a page`);
  const component = `${slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Page`;
  return {
    path: pagePath,
    title: title.join('=').trim(),
    slug,
    component,
    params: pagePath.includes('/:'),
  };
}

/** `--dep pdf-lib@1.17.1`: an exact version, as the workspace's other packages are kept. */
function readDep(value: string): [string, string] {
  const match = /^(@?[a-z0-9][\w.-]*(?:\/[\w.-]+)?)@(\d+\.\d+\.\d+[\w.-]*)$/.exec(value);
  if (!match)
    throw new Error(`--dep "${value}": a package at an exact version, like pdf-lib@1.17.1`);
  return [match[1]!, match[2]!];
}

function readOptions(args: string[]): Options {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      route: { type: 'string' },
      label: { type: 'string' },
      port: { type: 'string' },
      page: { type: 'string', multiple: true },
      dep: { type: 'string', multiple: true },
    },
  });
  if (positionals.length > 1) throw new Error(`Unexpected argument ${positionals[1]}`);
  const [name] = positionals;
  if (!name || !values.route) {
    throw new Error(
      'Usage: npm run new-remote -- <name> --route /<path> [--label <Label>] [--port <port>] [--page [<slug>:]/<path>/<more>=<Title>]... [--dep <package>@<version>]...',
    );
  }
  return {
    name,
    route: values.route,
    label: values.label,
    port: values.port === undefined ? undefined : Number(values.port),
    pages: (values.page ?? []).map(readPage),
    deps: Object.fromEntries((values.dep ?? []).map(readDep)),
  };
}

const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

type RootPackage = { workspaces: string[] };

function check({ name, route, pages }: Options, apps: App[], registry: Registry) {
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
  // The remote's package is @vithelper/<name> and its jest project <name>: a workspace package
  // of that name (packages/questions is @vithelper/questions, jest's "questions") would clash.
  const taken = readJson<RootPackage>('package.json').workspaces.find((dir) => {
    const file = path.join(root, dir, 'package.json');
    return (
      fs.existsSync(file) &&
      (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string }).name === `@vithelper/${name}`
    );
  });
  if (taken) throw new Error(`"${name}": @vithelper/${name} is already the package of ${taken}`);
  if (!ROUTE.test(route) || route.endsWith('/')) {
    throw new Error(`--route "${route}": a path like /notes (lower-case letters, digits, - and /)`);
  }
  const paths = [route, ...pages.map((page) => page.path)];
  for (const [index, wanted] of paths.entries()) {
    const owner = registry.remotes.find((remote) => remote.routes.includes(wanted));
    if (owner || SHELL_ROUTES.includes(wanted)) {
      throw new Error(
        `${wanted} is already owned by ${owner ? `the ${owner.name} remote` : 'the shell'}`,
      );
    }
    if (paths.indexOf(wanted) !== index) throw new Error(`${wanted} is given twice`);
  }
  const slugs = pages.map((page) => page.slug);
  if (slugs.includes('home') || new Set(slugs).size !== slugs.length) {
    throw new Error(`--page: each page needs a name of its own (${slugs.join(', ')})`);
  }
}

/** The routes.ts lines of the further pages: each a lazyPage chunk of its own. */
function pageRoutes(pages: Page[]): { imports: string; routes: string } {
  if (pages.length === 0) return { imports: '', routes: '' };
  return {
    imports: "\nimport { lazyPage as page } from '@vithelper/shared/lazy-page';",
    routes: pages
      .map(
        (p) => `
  {
    path: '${p.path}',
    title: ${JSON.stringify(p.title)},
    ...page(
      () => import('./features/${p.slug}/components/${p.slug}-page'),
      (m) => m.${p.component},
    ),
  },`,
      )
      .join(''),
  };
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
    if (!isAppPort(requested))
      throw new Error(
        `--port ${requested} is not an app's port: apps take ${BASE_PORT}-${BASE_PORT + APP_SLOTS - 1} (scripts/ports.ts)`,
      );
    if (apps.some((app) => app.port === requested))
      throw new Error(`Port ${requested} belongs to another app`);
    return requested;
  }
  let port = Math.max(...apps.map((app) => app.port)) + 1;
  while (isAppPort(port) && !(await isFree(port))) port += 1;
  if (!isAppPort(port)) throw new Error(`No free app port left in scripts/ports.ts's app slots`);
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
  const appsFile = { apps: readApps(root) };
  const registry = readRegistry(LOCAL_REGISTRY);
  check(options, appsFile.apps, registry);
  const { name, route } = options;
  const label = options.label ?? name.charAt(0).toUpperCase() + name.slice(1);
  const port = await pickPort(appsFile.apps, options.port);
  const dir = `remotes/${name}`;

  fs.mkdirSync(path.join(root, dir), { recursive: true });
  const lazy = pageRoutes(options.pages);
  copyTemplate(TEMPLATE, path.join(root, dir), {
    NAME: name,
    LABEL: label,
    PORT: String(port),
    ROUTE: route,
    IMPORTS: lazy.imports,
    PAGES: lazy.routes,
  });
  for (const page of options.pages) {
    const folder = path.join(root, dir, 'src/features', page.slug, 'components');
    fs.mkdirSync(folder, { recursive: true });
    const values = {
      LABEL: label,
      PATH: page.path,
      TITLE: page.title,
      SLUG: page.slug,
      COMPONENT: page.component,
    };
    copyTemplate(PAGE_TEMPLATE, folder, values);
    for (const file of ['page.tsx', 'page.test.tsx']) {
      fs.renameSync(path.join(folder, file), path.join(folder, `${page.slug}-${file}`));
    }
  }
  // The generated code as the repo's Prettier settings write it (a title in quotes, long lines).
  const { default: prettier } = await import('prettier');
  for (const file of [
    'src/routes.ts',
    ...options.pages.flatMap((page) =>
      ['page.tsx', 'page.test.tsx'].map(
        (end) => `src/features/${page.slug}/components/${page.slug}-${end}`,
      ),
    ),
  ]) {
    const absolute = path.join(root, dir, file);
    const settings = await prettier.resolveConfig(absolute);
    const text = fs.readFileSync(absolute, 'utf8');
    fs.writeFileSync(absolute, await prettier.format(text, { ...settings, filepath: absolute }));
  }
  if (Object.keys(options.deps).length > 0) {
    const packageFile = `${dir}/package.json`;
    const remotePackage = readJson<{ dependencies: Record<string, string> }>(packageFile);
    remotePackage.dependencies = Object.fromEntries(
      Object.entries({ ...remotePackage.dependencies, ...options.deps }).sort(([a], [b]) =>
        a.localeCompare(b),
      ),
    );
    await writeJsonFile(packageFile, remotePackage);
  }

  const rootPackage = readJson<RootPackage>('package.json');
  if (!rootPackage.workspaces.includes(dir)) rootPackage.workspaces.push(dir);
  await writeJsonFile('package.json', rootPackage);

  appsFile.apps.push({ name, dir, port, host: false });
  await writeJsonFile(APPS_FILE, appsFile);

  registry.remotes.push({
    name,
    label,
    manifest: `http://localhost:${port}/mf-manifest.json`,
    routes: [route, ...options.pages.map((page) => page.path)],
    // The section's link in the header; its further pages in the menu, but those that show one
    // item (/notes/:id), which links reach.
    nav: [
      { label, path: route },
      ...options.pages
        .filter((page) => !page.params)
        .map((page) => ({ label: page.title, path: page.path, menuOnly: true })),
    ],
  });
  await writeJsonFile(LOCAL_REGISTRY, registry);

  // The production example (firebase.json's CSP and rewrites are made from it, and the routes
  // test reads it) names the section at its Hosting site; `npm run registry -- set` puts the real
  // version there once it is deployed (docs/adding-a-remote.md).
  const example = readRegistry(PRODUCTION_REGISTRY_EXAMPLE);
  if (!example.remotes.some((remote) => remote.name === name)) {
    const entry = registry.remotes.find((remote) => remote.name === name)!;
    example.remotes.push({
      ...entry,
      manifest: `https://vithelper-${name}.web.app/0.1.0-00000000/mf-manifest.json`,
    });
    await writeJsonFile(PRODUCTION_REGISTRY_EXAMPLE, example);
  }

  await writeFirebaseJson();

  console.log(`Created ${dir} (port ${port}, route ${route}) and added it to:
  package.json workspaces, scripts/apps.json, ${LOCAL_REGISTRY}, ${PRODUCTION_REGISTRY_EXAMPLE},
  firebase.json (hosting target "${name}", its routes and origin in the shell's headers)

Next:
  npm install                 # records the new workspace (and its --dep packages) in package-lock.json
  npm start                   # builds it; the section is at http://localhost:3000${route}
  npx jest --selectProjects ${name}
Production: docs/adding-a-remote.md (hosting site, first deploy, registry entry).`);
}

main().catch((error: Error) => {
  console.error(`new-remote: ${error.message}`);
  process.exit(1);
});
