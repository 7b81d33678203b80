import type { NavEntry, RemoteRegistryEntry } from '@vithelper/contracts/registry';

export type SiteNav = {
  /** Desktop header: grouped dropdowns and plain links, in registry order. */
  header: Array<{ group: string; entries: NavEntry[] } | NavEntry>;
  /** Mobile menu: every route a student can open. */
  menu: NavEntry[];
};

const shellEntries: NavEntry[] = [
  { label: 'About', path: '/' },
  { label: 'About Us', path: '/about-us' },
];

export function buildNav(remotes: readonly RemoteRegistryEntry[]): SiteNav {
  const header: SiteNav['header'] = [];
  const groups = new Map<string, NavEntry[]>();
  const menu: NavEntry[] = [...shellEntries];
  for (const remote of remotes) {
    for (const entry of remote.nav) {
      menu.push(entry);
      if (entry.menuOnly) continue;
      if (!entry.group) {
        header.push(entry);
        continue;
      }
      let list = groups.get(entry.group);
      if (!list) {
        list = [];
        groups.set(entry.group, list);
        header.push({ group: entry.group, entries: list });
      }
      list.push(entry);
    }
  }
  return { header, menu };
}
