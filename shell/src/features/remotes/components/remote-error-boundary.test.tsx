import { render, screen } from '@testing-library/react';
import { afterFailure } from '../data/federation';
import { fallsBackOnFailure } from '../data/releases';
import { RemoteErrorBoundary } from './remote-error-boundary';

jest.mock('../data/releases', () => ({ fallsBackOnFailure: jest.fn() }));
jest.mock('../data/federation', () => ({ afterFailure: jest.fn(), reloadForStable: jest.fn() }));

function Broken(): never {
  throw new Error('stable broke');
}

/** The candidate's page throws; once the boundary has switched to stable, stable's page renders. */
let onStable = false;
function CandidateThenStable() {
  if (!onStable) throw new Error('candidate broke');
  return <h1>CAT-1 Papers</h1>;
}

beforeEach(() => {
  jest.mocked(afterFailure).mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteErrorBoundary', () => {
  it('shows no error screen when a candidate throws while rendering: it falls back to stable', async () => {
    jest.mocked(fallsBackOnFailure).mockImplementation(() => !onStable);
    jest.mocked(afterFailure).mockImplementation(async () => {
      onStable = true;
      return 'now';
    });
    const onRetry = jest.fn();
    render(
      <RemoteErrorBoundary remote="exams" section="Exams" onRetry={onRetry}>
        <CandidateThenStable />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Loading Exams…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'CAT-1 Papers' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(afterFailure).toHaveBeenCalledWith('exams', expect.any(Error), 'render');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the error with Try again when the stable version throws', async () => {
    jest.mocked(fallsBackOnFailure).mockReturnValue(false);
    jest.mocked(afterFailure).mockResolvedValue(undefined);
    render(
      <RemoteErrorBoundary remote="exams" section="Exams" onRetry={jest.fn()}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'The Exams section could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(afterFailure).toHaveBeenCalledWith('exams', expect.any(Error), 'render');
  });
});
