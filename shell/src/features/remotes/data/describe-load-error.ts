/** What a student is told about a section that failed to load: the error's name and kind. */
export type LoadErrorDescription = {
  name: string;
  kind: string;
  detail: string;
};

type ChunkLoadErrorShape = {
  name: string;
  message: string;
  type?: string;
  request?: string;
};

const chunkKinds: Record<string, string> = {
  timeout: 'timeout',
  missing: 'missing file',
  error: 'network error',
};

export function describeLoadError(error: unknown): LoadErrorDescription {
  const shape: ChunkLoadErrorShape =
    error instanceof Error
      ? (error as ChunkLoadErrorShape)
      : { name: 'Error', message: String(error) };
  const message = shape.message ?? '';
  if (shape.name === 'ChunkLoadError') {
    return {
      name: 'ChunkLoadError',
      kind: chunkKinds[shape.type ?? ''] ?? 'network error',
      detail: message,
    };
  }
  const code = /RUNTIME-\d+/.exec(message)?.[0];
  if (code) {
    const timedOut = /timed out|TimeoutError|timeout/i.test(message);
    return {
      name: `Federation ${code}`,
      kind: timedOut ? 'timeout' : 'network error',
      detail: message,
    };
  }
  return { name: shape.name || 'Error', kind: 'error while rendering', detail: message };
}
