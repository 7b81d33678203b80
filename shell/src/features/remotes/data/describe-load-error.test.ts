import { describeLoadError } from './describe-load-error';

function chunkError(type: string) {
  return Object.assign(
    new Error(`Loading chunk 12 failed.\n(${type}: http://localhost:3002/12.js)`),
    {
      name: 'ChunkLoadError',
      type,
      request: 'http://localhost:3002/12.js',
    },
  );
}

describe('describeLoadError', () => {
  it('names a ChunkLoadError and its kind', () => {
    expect(describeLoadError(chunkError('timeout'))).toMatchObject({
      name: 'ChunkLoadError',
      kind: 'timeout',
    });
    expect(describeLoadError(chunkError('missing'))).toMatchObject({ kind: 'missing file' });
    expect(describeLoadError(chunkError('error'))).toMatchObject({ kind: 'network error' });
  });

  it('reads the federation runtime code and tells a timeout from a network error', () => {
    const timeout = new Error(
      '[ Federation Runtime ]: RUNTIME-003 ... TimeoutError: signal timed out',
    );
    expect(describeLoadError(timeout)).toMatchObject({
      name: 'Federation RUNTIME-003',
      kind: 'timeout',
    });
    const refused = new Error(
      '[ Federation Runtime ]: RUNTIME-003 Failed to get manifest. TypeError: Failed to fetch',
    );
    expect(describeLoadError(refused)).toMatchObject({ kind: 'network error' });
  });

  it('describes a render error and a thrown non-error', () => {
    expect(describeLoadError(new TypeError('x is undefined'))).toMatchObject({
      name: 'TypeError',
      kind: 'error while rendering',
    });
    expect(describeLoadError('boom')).toMatchObject({ name: 'Error', detail: 'boom' });
  });
});
