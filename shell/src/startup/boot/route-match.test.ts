/**
 * The boot script picks a page's section with @remix-run/router's matchPath, before any file has
 * downloaded; the shell then routes with React Router 6.3's (docs/decisions/009-router-6.md). They
 * must agree on every route the registry lists, or the boot script would start the wrong
 * section's reads for an address. 6.3 hands a page its params decoded, @remix-run/router's
 * matchPath leaves them as the address has them: the ids the site makes have nothing to escape,
 * and the comparison decodes the boot script's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchPath as bootMatch } from '@remix-run/router';
import { matchPath as routerMatch } from 'react-router-dom';
import type { RemoteRegistry } from '@vithelper/contracts/registry';

const registry = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../../config/remotes.local.json'), 'utf8'),
) as RemoteRegistry;
const routes = registry.remotes.flatMap((remote) => remote.routes);

/** Addresses a student may open: each route filled in, with its near misses and odd forms. */
const addressesFor = (route: string): string[] => {
  const filled = route.replace(/:[a-z]+/gi, 'CSE2005-p1');
  return [
    filled,
    `${filled}/`,
    filled.toUpperCase(),
    `${filled}/extra`,
    filled.replace(/\/[^/]+$/, ''),
    route.replace(/:[a-z]+/gi, 'a%20b'),
    route.replace(/:[a-z]+/gi, ''),
  ];
};

describe("the boot script's route matching", () => {
  it('lists routes of every kind the site has', () => {
    expect(routes.some((route) => route.includes(':'))).toBe(true);
    expect(routes.length).toBeGreaterThan(20);
  });

  it.each(routes)('agrees with the router on %s', (route) => {
    for (const pathname of addressesFor(route)) {
      const boot = bootMatch(route, pathname);
      const router = routerMatch(route, pathname);
      const decoded = boot
        ? Object.fromEntries(
            Object.entries(boot.params).map(([name, value]) => [
              name,
              value === undefined ? value : decodeURIComponent(value),
            ]),
          )
        : null;
      expect({ pathname, params: decoded }).toEqual({
        pathname,
        params: router?.params ?? null,
      });
    }
  });
});
