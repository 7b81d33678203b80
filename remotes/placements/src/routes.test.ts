import registry from '../../../config/remotes.local.json';
import { PlacementsHomePage } from './features/reviews/components/placements-home-page';
import { routes } from './routes';

describe('routes', () => {
  it('owns exactly the paths the registry gives this remote, each with a title and a page', () => {
    const entry = registry.remotes.find((remote) => remote.name === 'placements');
    expect(routes.map((route) => route.path)).toEqual(entry?.routes);
    for (const route of routes) {
      expect(route.title).not.toBe('');
      expect(route.Component).toBeDefined();
    }
  });

  it('ships the front door with the routes module; every other page is fetched ahead by its preload', () => {
    const bundled = routes.filter((route) => !route.preload);
    expect(bundled.map((route) => route.path)).toEqual(['/placements', '/placements/news']);
    for (const route of bundled) expect(route.Component).toBe(PlacementsHomePage);
  });
});
