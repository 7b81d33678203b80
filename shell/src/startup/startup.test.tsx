import { act, render, screen } from '@testing-library/react';
import { connectFirebase } from '@vithelper/shared';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { startSession } from './lists/start-session';
import { Startup } from './startup';

jest.mock('@vithelper/shared', () => ({
  connectFirebase: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('./lists/start-session', () => ({ startSession: jest.fn() }));

const config = {} as RuntimeConfig;

beforeEach(() => {
  jest.mocked(startSession).mockResolvedValue(undefined);
});

describe('Startup', () => {
  it('keeps the loader until what the first screen waits for is in, then shows the page', async () => {
    let sectionIn!: () => void;
    const waitFor = jest.fn(() => new Promise<void>((resolve) => (sectionIn = resolve)));
    render(
      <Startup config={config} waitFor={waitFor}>
        <h1>CAT-1 Papers</h1>
      </Startup>,
    );
    await act(async () => undefined);
    expect(waitFor).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading VITHelper…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'CAT-1 Papers' })).not.toBeInTheDocument();
    jest.useFakeTimers();
    act(() => jest.advanceTimersByTime(5000));
    expect(connectFirebase).not.toHaveBeenCalled();
    await act(async () => sectionIn());
    expect(screen.getByRole('heading', { name: 'CAT-1 Papers' })).toBeInTheDocument();
    expect(screen.queryByText('Loading VITHelper…')).not.toBeInTheDocument();
    // The SDK is loaded only once the page is on screen and has been quiet for three seconds.
    act(() => jest.advanceTimersByTime(2999));
    expect(connectFirebase).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(connectFirebase).toHaveBeenCalledWith(config, { inParts: true });
    jest.useRealTimers();
  });

  it('still shows the retry screen when the content cannot be read', async () => {
    jest.mocked(startSession).mockRejectedValue(new Error('The content did not answer.'));
    const waitFor = jest.fn(() => Promise.resolve());
    render(
      <Startup config={config} waitFor={waitFor}>
        <h1>CAT-1 Papers</h1>
      </Startup>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The content did not answer.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(waitFor).not.toHaveBeenCalled();
  });
});
