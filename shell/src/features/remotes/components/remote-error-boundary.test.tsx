import { render, screen } from '@testing-library/react';
import { fallBackToStable, sectionRelease } from '../data/releases';
import { reportLoad } from '../data/release-reports';
import { RemoteErrorBoundary } from './remote-error-boundary';

jest.mock('../data/releases', () => ({ fallBackToStable: jest.fn(), sectionRelease: jest.fn() }));
jest.mock('../data/release-reports', () => ({ reportLoad: jest.fn() }));
jest.mock('../data/federation', () => ({ reloadForStable: jest.fn() }));

function Broken(): never {
  throw new Error('candidate broke');
}

/** The candidate's page throws; once the boundary has switched to stable, stable's page renders. */
let onStable = false;
function CandidateThenStable() {
  if (!onStable) throw new Error('candidate broke');
  return <h1>CAT-1 Papers</h1>;
}

const release = (which: 'stable' | 'candidate') => ({
  which,
  manifest: 'https://exams.example/1.0.1-bbbbbbbb/mf-manifest.json',
  stable: 'https://exams.example/1.0.0-aaaaaaaa/mf-manifest.json',
  reason: '',
});

beforeEach(() => {
  jest.mocked(fallBackToStable).mockReset();
  jest.mocked(reportLoad).mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteErrorBoundary', () => {
  it('shows no error screen when a candidate throws while rendering: it falls back to stable', () => {
    jest.mocked(sectionRelease).mockReturnValue(release('candidate'));
    jest.mocked(fallBackToStable).mockImplementation(() => {
      onStable = true;
      return 'now';
    });
    const onRetry = jest.fn();
    render(
      <RemoteErrorBoundary remote="exams" section="Exams" onRetry={onRetry}>
        <CandidateThenStable />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'CAT-1 Papers' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fallBackToStable).toHaveBeenCalledWith('exams', expect.any(Error), 'render');
    expect(reportLoad).toHaveBeenCalledWith('exams', 'render');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the error with Try again when the stable version throws', () => {
    jest.mocked(sectionRelease).mockReturnValue(release('stable'));
    jest.mocked(fallBackToStable).mockReturnValue(undefined);
    render(
      <RemoteErrorBoundary remote="exams" section="Exams" onRetry={jest.fn()}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'The Exams section could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
