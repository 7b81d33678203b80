import registry from '../../../config/remotes.local.json';
import {
  Cat1PapersPage,
  Cat2PapersPage,
  FatPapersPage,
} from './features/papers/components/papers-page';
import { routes } from './routes';

describe('exams routes', () => {
  it('owns exactly the paths the registry gives it, plus the benchmark page', () => {
    const exams = registry.remotes.find((remote) => remote.name === 'exams');
    expect(routes.map((route) => route.path)).toEqual([
      ...(exams?.routes ?? []),
      '/bench/naive-papers',
    ]);
    expect(routes.find((route) => route.path === '/bench/naive-papers')?.title).toBe(
      'Naive papers (benchmark)',
    );
  });

  it('ships the three paper lists with the routes module; the other pages are fetched ahead', () => {
    const bundled = routes.filter((route) => !route.preload);
    expect(bundled.map((route) => [route.path, route.Component])).toEqual([
      ['/cat1papers', Cat1PapersPage],
      ['/cat2papers', Cat2PapersPage],
      ['/fatpapers', FatPapersPage],
      // The benchmark's baseline page is a plain lazy page, never a first screen.
      ['/bench/naive-papers', expect.anything()],
    ]);
  });
});
