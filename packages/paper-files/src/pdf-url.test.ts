import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';
import { sampleConfig } from '@vithelper/shared/testing';
import { lookUpPdfUrl, PdfLookupError } from './pdf-url';

const emulated: RuntimeConfig = {
  ...sampleConfig,
  emulators: { database: '127.0.0.1:9000', auth: '127.0.0.1:9099', storage: '127.0.0.1:9199' },
};

function answer(status: number, body: unknown): jest.Mock {
  const fetchMock = jest.fn(() =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve(body),
    } as Response),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

afterEach(() => {
  (global as { fetch?: unknown }).fetch = undefined;
});

describe('lookUpPdfUrl', () => {
  it("reads the object's record from the storage emulator and builds the address with its first token", async () => {
    const fetchMock = answer(200, { name: 'images/A B.pdf', downloadTokens: 'tok-1,tok-2' });
    await expect(lookUpPdfUrl(emulated, 'images/A B.pdf')).resolves.toBe(
      'http://127.0.0.1:9199/v0/b/test.appspot.com/o/images%2FA%20B.pdf?alt=media&token=tok-1',
    );
    expect(fetchMock.mock.calls[0]).toEqual([
      'http://127.0.0.1:9199/v0/b/test.appspot.com/o/images%2FA%20B.pdf',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    ]);
  });

  it("asks Google's storage host in production, and reads a public file without a token by its media address", async () => {
    answer(200, { name: 'images/X.pdf' });
    await expect(lookUpPdfUrl(sampleConfig, 'images/X.pdf')).resolves.toBe(
      'https://firebasestorage.googleapis.com/v0/b/test.appspot.com/o/images%2FX.pdf?alt=media',
    );
  });

  it('fails with a lookup error naming the file when the storage has no such object', async () => {
    answer(404, { error: { code: 404, message: 'Not Found' } });
    const failure = lookUpPdfUrl(emulated, 'images/Gone.pdf');
    await expect(failure).rejects.toBeInstanceOf(PdfLookupError);
    await expect(failure).rejects.toMatchObject({ objectPath: 'images/Gone.pdf' });
  });
});
