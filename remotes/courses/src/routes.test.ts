import registry from '../../../config/remotes.local.json';
import { routes } from './routes';

describe('routes', () => {
  it('owns exactly the paths the registry gives this remote, each with a title and a page', () => {
    const entry = registry.remotes.find((remote) => remote.name === 'courses');
    expect(routes.map((route) => route.path)).toEqual(entry?.routes);
    for (const route of routes) {
      expect(route.title).not.toBe('');
      expect(route.Component).toBeDefined();
    }
  });
});
