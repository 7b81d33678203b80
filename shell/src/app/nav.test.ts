import type { RemoteRegistryEntry } from '@vithelper/contracts/registry';
import { buildNav } from './nav';

const remotes: RemoteRegistryEntry[] = [
  {
    name: 'exams',
    label: 'Exams',
    manifest: 'http://localhost:3001/mf-manifest.json',
    routes: ['/cat1papers', '/faqs'],
    nav: [
      { label: 'CAT-1 Papers', path: '/cat1papers', group: 'Examination' },
      { label: 'FAQs', path: '/faqs', menuOnly: true },
    ],
  },
  {
    name: 'blogs',
    label: 'Blogs',
    manifest: 'http://localhost:3003/mf-manifest.json',
    routes: ['/blogs'],
    nav: [{ label: 'Blogs', path: '/blogs' }],
  },
];

describe('buildNav', () => {
  it('groups header entries into dropdowns, keeps registry order, and leaves menu-only entries out', () => {
    const nav = buildNav(remotes);
    expect(nav.header).toEqual([
      {
        group: 'Examination',
        entries: [{ label: 'CAT-1 Papers', path: '/cat1papers', group: 'Examination' }],
      },
      { label: 'Blogs', path: '/blogs' },
    ]);
  });

  it('lists every route in the mobile menu, the shell pages first', () => {
    expect(buildNav(remotes).menu.map((entry) => entry.path)).toEqual([
      '/',
      '/about-us',
      '/cat1papers',
      '/faqs',
      '/blogs',
    ]);
  });
});
