import registry from '../../../config/remotes.local.json';
import { BlogsPage } from './features/articles/components/blogs-page';
import { routes } from './routes';

describe('blogs routes', () => {
  it('owns exactly the paths the registry gives it, each with a title and a page', () => {
    const entry = registry.remotes.find((remote) => remote.name === 'blogs');
    expect(routes.map((route) => route.path).sort()).toEqual([...(entry?.routes ?? [])].sort());
    for (const route of routes) {
      expect(route.title).not.toBe('');
      expect(route.Component).toBeDefined();
    }
  });

  it('ships the blog list with the routes module; every article is fetched ahead by its preload', () => {
    const bundled = routes.filter((route) => !route.preload);
    expect(bundled.map((route) => route.path)).toEqual(['/blogs']);
    expect(bundled[0]?.Component).toBe(BlogsPage);
  });
});
