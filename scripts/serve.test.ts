import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { generateFirebaseJson } from './deploy-config';
import { appPort, emulatorHost } from './ports';
import { createAppHandler } from './serve';

/** Serves a one-page app with the local server's handler; returns the answer's headers. */
async function headersOf(host: boolean, env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-serve-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>x</title>');
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const server = http.createServer(createAppHandler({ name: 'app', dir, host }));
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    return response.headers;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    process.env = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

describe('the local server', () => {
  const production = generateFirebaseJson().hosting!.find((target) => target.target === 'shell')!;
  const productionHeaders = production.headers.find((rule) => rule.source === '**')!.headers;

  it.each([
    ['the shell', true],
    ['a remote', false],
  ])(
    "sends %s firebase.json's security headers, the CSP naming the local origins",
    async (_, host) => {
      const headers = await headersOf(host, { VH_PORT_OFFSET: '4000', VH_DEV: '' });
      for (const { key, value } of productionHeaders) {
        if (key === 'Cache-Control' || key === 'Content-Security-Policy') continue;
        expect({ key, value: headers.get(key) }).toEqual({ key, value });
      }
      const csp = headers.get('content-security-policy')!;
      // Shifted like every local port: the remotes and the emulator the runtime files name.
      expect(directive(csp, 'script-src')).toEqual(
        expect.arrayContaining([
          `http://localhost:${appPort('exams', 4000)}`,
          `http://localhost:${appPort('placements', 4000)}`,
        ]),
      );
      // WebAssembly may compile (the OCR engine: 'wasm-unsafe-eval'); script text is never eval'd.
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
      expect(directive(csp, 'script-src').join(' ')).not.toMatch(/127\.0\.0\.1/);
      expect(directive(csp, 'connect-src')).toEqual(
        expect.arrayContaining([
          `http://${emulatorHost('database', 4000)}`,
          `ws://${emulatorHost('database', 4000)}`,
          `http://${emulatorHost('auth', 4000)}`,
        ]),
      );
      expect(directive(csp, 'worker-src')).toEqual(["'self'", 'blob:']);
      expect(headers.get('access-control-allow-origin')).toBe(host ? null : '*');
    },
  );

  it("lets `npm run dev`'s eval-wrapped modules run, and only then", async () => {
    const headers = await headersOf(true, { VH_DEV: '1' });
    expect(directive(headers.get('content-security-policy')!, 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });
});
