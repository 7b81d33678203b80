import { createElement } from 'react';
import type { RemoteRoute } from '@vithelper/shared';

// Placeholder pages until the section is built: one heading per route it owns.
const paths = ['/placements','/placements/news','/placements/article','/placements/article/:id','/placements/topics','/placements/advice','/placements/resources','/placements/pat','/placements/rules'];

export const routes: RemoteRoute[] = paths.map((path) => ({
  path,
  title: path,
  Component: () => createElement('main', { id: 'main' }, createElement('h1', null, path)),
}));
