import type { RunningEmulator } from '../index';
import { createTestEnv, type TestEnv } from '../testing/test-emulator';

describe('REST writes for content import', () => {
  let env: TestEnv;
  let emulator: RunningEmulator;
  const url = (path: string) =>
    `http://127.0.0.1:${emulator.ports.database}/${path}.json?ns=demo-vithelper`;

  beforeAll(async () => {
    env = await createTestEnv();
    emulator = await env.start();
  });
  afterAll(() => env.cleanup());

  it('stores a collection written with the owner credential', async () => {
    const faqs = { f1: { question: 'When is FFCS?', answer: 'Before each semester.' } };
    const put = await fetch(url('faqs'), {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(faqs),
    });
    expect(put.status).toBe(200);
    expect(await (await fetch(url('faqs'))).json()).toEqual(faqs);
  });

  it('refuses a REST write without it and keeps the data', async () => {
    const before = await (await fetch(url('cat1'))).json();
    const put = await fetch(url('cat1'), { method: 'PUT', body: JSON.stringify({ x: 1 }) });
    expect(put.status).toBe(401);
    expect(await (await fetch(url('cat1'))).json()).toEqual(before);
  });

  it('answers a malformed body with 400', async () => {
    const put = await fetch(url('faqs'), {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: '{oops',
    });
    expect(put.status).toBe(400);
  });
});
