import type { ComponentType } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import type { RemoteRoute } from './remote-route';

/**
 * A remote's page fetched on first display, whose code the shell can also fetch ahead
 * (RemoteRoute.preload): it does so for the first screen, beside the content reads.
 * Once preloaded, the page renders at once, without suspending.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RemoteRoute, 'Component' | 'preload'> {
  const Component = lazyWithPreload(() => load().then((m) => ({ default: pick(m) })));
  return { Component, preload: () => Component.preload() };
}
