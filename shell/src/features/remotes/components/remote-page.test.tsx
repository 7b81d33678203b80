import { act, render, screen } from '@testing-library/react';
import { loadedRemoteRoutes, loadRemoteRoutes } from '../data/federation';
import { RemotePage } from './remote-page';

jest.mock('../data/federation', () => ({
  loadedRemoteRoutes: jest.fn(),
  loadRemoteRoutes: jest.fn(),
}));

const Cat1Page = () => <h1>CAT-1 Papers</h1>;
const exams = { routes: [{ path: '/cat1papers', title: 'CAT-1 Papers', Component: Cat1Page }] };

beforeEach(() => {
  jest.mocked(loadedRemoteRoutes).mockReset();
  jest.mocked(loadRemoteRoutes).mockReset().mockResolvedValue(exams);
});

describe('RemotePage', () => {
  it('shows a section that has already loaded at once, with no loading message', () => {
    jest.mocked(loadedRemoteRoutes).mockReturnValue(exams);
    render(<RemotePage remote="exams" section="Exams" path="/cat1papers" />);
    expect(screen.getByRole('heading', { name: 'CAT-1 Papers' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Exams…')).not.toBeInTheDocument();
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('says the section is loading until it has loaded, then shows it', async () => {
    render(<RemotePage remote="exams" section="Exams" path="/cat1papers" />);
    expect(screen.getByText('Loading Exams…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'CAT-1 Papers' })).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledWith('exams', false);
    await act(async () => undefined);
  });
});
