import registry from '../../../config/remotes.local.json';
import {
  Cat1PapersPage,
  Cat2PapersPage,
  FatPapersPage,
} from './features/papers/components/papers-page';
import { prepareInstructionsPdf, preparePaperPdf } from './features/viewer/data/prepare-pdf';
import { routes } from './routes';

// pdf.js (an ES module with import.meta) never loads here; the preparation is checked by its call.
jest.mock('@vithelper/ui/pdf-engine', () => ({}));
jest.mock('./features/viewer/data/prepare-pdf', () => ({
  preparePaperPdf: jest.fn(),
  prepareInstructionsPdf: jest.fn(),
  takePreparedPdf: jest.fn(),
}));

describe('exams routes', () => {
  it('owns exactly the paths the registry gives it, and no benchmark page', () => {
    const exams = registry.remotes.find((remote) => remote.name === 'exams');
    expect(routes.map((route) => route.path)).toEqual(exams?.routes ?? []);
  });

  it('ships the three paper lists with the routes module; the other pages are fetched ahead', () => {
    const bundled = routes.filter((route) => !route.preload);
    expect(bundled.map((route) => [route.path, route.Component])).toEqual([
      ['/cat1papers', Cat1PapersPage],
      ['/cat2papers', Cat2PapersPage],
      ['/fatpapers', FatPapersPage],
    ]);
  });

  it("a viewer's preload, given the address's id, starts that document's first page", async () => {
    const preload = (path: string) => routes.find((route) => route.path === path)?.preload;
    await preload('/cat2papers/:id')?.({ id: 'p7' });
    expect(preparePaperPdf).toHaveBeenCalledWith('cat2', 'p7');
    await preload('/materials/:id/instructions')?.({ id: 'm1' });
    expect(prepareInstructionsPdf).toHaveBeenCalledWith('m1');
    // A list's first screen starts no document.
    jest.mocked(preparePaperPdf).mockClear();
    await preload('/materials')?.({});
    expect(preparePaperPdf).not.toHaveBeenCalled();
  });
});
