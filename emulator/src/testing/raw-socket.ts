import { WebSocket } from 'ws';

/** A bare WebSocket client for feeding the database server things the SDK never sends. */
export type RawSocket = {
  ws: WebSocket;
  messages: unknown[];
  closed: Promise<number>;
  send(text: string): void;
  waitFor(test: (message: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
};

export async function openRawSocket(port: number): Promise<RawSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=demo-vithelper`);
  const messages: unknown[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    try {
      messages.push(JSON.parse(text));
    } catch {
      messages.push(text);
    }
    waiters.splice(0).forEach((wake) => wake());
  });
  ws.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    closed,
    send: (text) => ws.send(text),
    async waitFor(test, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(test);
        if (found !== undefined) return found;
        if (Date.now() > deadline)
          throw new Error(`timed out; got ${JSON.stringify(messages).slice(0, 500)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

/** Matches the reply to request number r. */
export function replyTo(r: number) {
  return (message: unknown): boolean =>
    typeof message === 'object' &&
    message !== null &&
    (message as { d?: { r?: unknown } }).d?.r === r;
}

export function replyStatus(message: unknown): unknown {
  return (message as { d: { b: { s: unknown } } }).d.b.s;
}
