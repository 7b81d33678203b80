import registry from '../../../config/remotes.local.json';
import { routes } from './routes';

describe('blogs routes', () => {
  it('owns exactly the paths the registry gives it, each with a title, a page and its preload', () => {
    const entry = registry.remotes.find((remote) => remote.name === 'blogs');
    expect(routes.map((route) => route.path).sort()).toEqual([...(entry?.routes ?? [])].sort());
    for (const route of routes) {
      expect(route.title).not.toBe('');
      expect(route.Component).toBeDefined();
      expect(route.preload).toEqual(expect.any(Function));
    }
  });
});
