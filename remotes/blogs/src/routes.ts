import { createElement } from 'react';
import type { RemoteRoute } from '@vithelper/shared';

// Placeholder pages until the section is built: one heading per route it owns.
const paths = ['/blogs','/onlinevsoffline','/hostel-vacating-procedure','/room-counselling','/npm-package','/placement-guide','/placement-experience','/privacy-policy'];

export const routes: RemoteRoute[] = paths.map((path) => ({
  path,
  title: path,
  Component: () => createElement('main', { id: 'main' }, createElement('h1', null, path)),
}));
