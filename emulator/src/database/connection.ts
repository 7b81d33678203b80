import { randomUUID } from 'node:crypto';
import { WebSocket, type RawData } from 'ws';
import { describeError } from '../http-utils';
import { SerialQueue } from '../persist';
import { ListenRegistry } from './listeners';
import {
  classify,
  controlError,
  dataPush,
  handshake,
  pong,
  reply,
  WRITE_TOO_BIG,
} from './protocol';
import { applyQuery } from './query';
import { handleRequest, type Session } from './request-handler';
import { FrameAssembler, OversizedMessage, ProtocolError, splitMessage } from './split-frames';
import type { DatabaseStore } from './store';
import { pathToString } from './tree';

export type ConnectionLimits = {
  maxMessageChars: number;
  maxDiscardChars: number;
  maxFramesPerSecond: number;
  maxPendingRequests: number;
  maxListens: number;
  splitTimeoutMs: number;
  maxBufferedBytes: number;
  maxBadMessages: number;
};

export const DEFAULT_LIMITS: ConnectionLimits = {
  // Firebase accepts SDK writes up to 16 MB; a bit more covers the envelope and escapes.
  maxMessageChars: 20 * 1024 * 1024,
  maxDiscardChars: 64 * 1024 * 1024,
  maxFramesPerSecond: 5000,
  maxPendingRequests: 2000,
  maxListens: 10000,
  splitTimeoutMs: 30_000,
  maxBufferedBytes: 64 * 1024 * 1024,
  maxBadMessages: 20,
};

/**
 * One client socket. Everything a client sends is checked here, and any abuse
 * closes only this socket: one bad client never disturbs another.
 */
export class DbConnection {
  private readonly frames: FrameAssembler;
  private readonly queue = new SerialQueue();
  private readonly session: Session;
  private readonly unsubscribe: () => void;
  private pending = 0;
  private badMessages = 0;
  private windowStart = Date.now();
  private windowFrames = 0;
  private splitTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    store: DatabaseStore,
    host: string,
    private readonly limits: ConnectionLimits,
    private readonly log: (line: string) => void,
    ns?: string,
  ) {
    this.frames = new FrameAssembler({
      maxMessageChars: limits.maxMessageChars,
      maxDiscardChars: limits.maxDiscardChars,
    });
    this.session = {
      store,
      listens: new ListenRegistry(limits.maxListens),
      caller: { auth: null, ns },
      onDisconnect: [],
      send: (message) => this.send(message),
    };
    this.unsubscribe = store.onWrite((paths) => {
      for (const push of this.session.listens.pushesFor(paths)) {
        const value = store.value(push.path);
        const data = push.spec ? applyQuery(value, push.spec) : value;
        this.send(dataPush(pathToString(push.path), data, push.tag));
      }
    });
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    socket.on('close', () => this.onClose());
    socket.on('error', () => this.fail('Socket error'));
    this.send(handshake(host, randomUUID()));
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    try {
      this.countFrame();
      if (isBinary) throw new ProtocolError('Binary frames are not supported');
      const text = rawToString(data);
      const message = this.frames.push(text);
      this.armSplitTimer();
      if (message instanceof OversizedMessage) this.onOversized(message.head);
      else if (message !== null) this.onMessage(message);
    } catch (error) {
      if (error instanceof ProtocolError) this.fail(error.message);
      else this.internalError(error);
    }
  }

  /** A bug met by one message: logged, and only this socket is closed (with an error frame). */
  private internalError(error: unknown): void {
    this.log(`database: a WebSocket message failed: ${describeError(error)}`);
    this.fail('Internal error');
  }

  private countFrame(): void {
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowFrames = 0;
    }
    this.windowFrames += 1;
    if (this.windowFrames > this.limits.maxFramesPerSecond)
      throw new ProtocolError('Too many messages');
  }

  /** A split message that never completes would hold memory forever. */
  private armSplitTimer(): void {
    if (this.frames.buffering && !this.splitTimer) {
      this.splitTimer = setTimeout(
        () => this.fail('Split message never completed'),
        this.limits.splitTimeoutMs,
      );
    } else if (!this.frames.buffering && this.splitTimer) {
      clearTimeout(this.splitTimer);
      this.splitTimer = undefined;
    }
  }

  private onMessage(text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return this.badMessage('Invalid JSON');
    }
    const message = classify(parsed);
    if (message.kind === 'invalid') return this.badMessage(message.reason, message.r);
    if (message.kind === 'control') {
      if (message.type === 'p') this.send(pong());
      return;
    }
    if (this.pending >= this.limits.maxPendingRequests)
      throw new ProtocolError('Too many pending requests');
    this.pending += 1;
    void this.queue
      .run(() => handleRequest(this.session, message.request))
      .catch((error: unknown) => this.internalError(error))
      .finally(() => {
        this.pending -= 1;
      });
  }

  /** A write too large to read: answered like Firebase, and the socket stays usable. */
  private onOversized(head: string): void {
    const r = /^\{"t":"d","d":\{"r":(\d{1,15}),/.exec(head)?.[1];
    if (r === undefined) return this.badMessage('Message too large');
    this.send(reply(Number(r), 'write_too_big', WRITE_TOO_BIG));
  }

  private badMessage(reason: string, r?: number): void {
    this.badMessages += 1;
    if (this.badMessages > this.limits.maxBadMessages)
      throw new ProtocolError('Too many invalid messages');
    if (r !== undefined) this.send({ t: 'd', d: { r, b: { s: 'error', d: reason } } });
    else this.send(controlError(reason));
  }

  send(message: unknown): void {
    if (this.closed || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.fail('Client is not reading its messages');
      return;
    }
    for (const piece of splitMessage(JSON.stringify(message))) this.socket.send(piece);
  }

  private fail(reason: string): void {
    if (this.closed) return;
    this.send(controlError(reason));
    this.closed = true;
    this.socket.close(1008, reason.slice(0, 120));
    // A client that ignores the close handshake must not keep the socket open.
    setTimeout(() => this.socket.terminate(), 2000).unref();
  }

  private onClose(): void {
    this.closed = true;
    if (this.splitTimer) clearTimeout(this.splitTimer);
    this.unsubscribe();
    const { onDisconnect, caller, store } = this.session;
    this.session.onDisconnect = [];
    // Rules are checked again at disconnect time, with the identity the client had.
    void (async () => {
      for (const op of onDisconnect) {
        await (op.action === 'o'
          ? store.set(op.path, op.data, caller)
          : store.merge(op.path, op.data, caller));
      }
    })().catch((error: unknown) =>
      this.log(`database: onDisconnect failed: ${describeError(error)}`),
    );
  }
}

function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
