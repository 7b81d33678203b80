import registry from '../../../config/remotes.local.json';
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
});
