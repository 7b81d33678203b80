/** The SDK and the server both cut messages longer than this into pieces. */
export const MAX_FRAME_CHARS = 16384;

export class ProtocolError extends Error {}

export type FrameLimits = {
  /** Largest reassembled message, in characters. */
  maxMessageChars: number;
  /**
   * A larger split message up to this size is read and dropped rather than closing the
   * socket, so the request can be answered (write_too_big) instead of the SDK reconnecting
   * and re-sending it forever. 0 (the default) closes the socket.
   */
  maxDiscardChars?: number;
};

/** What remains of a message too large to keep: its start, which names the request. */
export class OversizedMessage {
  constructor(readonly head: string) {}
}

/**
 * Cuts an outgoing message the way the SDK expects: a bare count frame, then
 * the pieces. Never cuts between the two halves of a surrogate pair, which a
 * WebSocket text frame could not carry.
 */
export function splitMessage(text: string): string[] {
  if (text.length <= MAX_FRAME_CHARS) return [text];
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + MAX_FRAME_CHARS, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    pieces.push(text.slice(start, end));
    start = end;
  }
  return [String(pieces.length), ...pieces];
}

/**
 * Reassembles incoming split messages. `push` returns a complete message,
 * or null when the frame was a keep-alive or only part of a message.
 */
export class FrameAssembler {
  private expected = 0;
  private pieces: string[] = [];
  private chars = 0;
  private discarding = false;
  private received = 0;

  constructor(private readonly limits: FrameLimits) {}

  get buffering(): boolean {
    return this.expected > 0;
  }

  push(frame: string): string | OversizedMessage | null {
    if (this.buffering) return this.append(frame);
    if (frame.length <= 6 && /^\d*$/.test(frame)) {
      const count = Number(frame);
      // "0" (or an empty frame) is the SDK's keep-alive: nothing to do.
      if (count === 0) return null;
      const chars = count * MAX_FRAME_CHARS;
      const overLimit = chars > this.limits.maxMessageChars + MAX_FRAME_CHARS;
      if (overLimit && chars > (this.limits.maxDiscardChars ?? 0) + MAX_FRAME_CHARS) {
        throw new ProtocolError(`Split message of ${count} frames is too large`);
      }
      this.expected = count;
      this.discarding = overLimit;
      return null;
    }
    return frame;
  }

  private append(frame: string): string | OversizedMessage | null {
    if (this.discarding) return this.discard(frame);
    this.chars += frame.length;
    if (frame.length > MAX_FRAME_CHARS || this.chars > this.limits.maxMessageChars) {
      throw new ProtocolError('Split message too large');
    }
    this.pieces.push(frame);
    if (this.pieces.length < this.expected) return null;
    const message = this.pieces.join('');
    this.expected = 0;
    this.pieces = [];
    this.chars = 0;
    return message;
  }

  private discard(frame: string): OversizedMessage | null {
    if (frame.length > MAX_FRAME_CHARS) throw new ProtocolError('Split message too large');
    if (this.received === 0) this.pieces.push(frame.slice(0, 200));
    this.received += 1;
    if (this.received < this.expected) return null;
    const head = this.pieces.join('');
    this.expected = 0;
    this.pieces = [];
    this.received = 0;
    this.discarding = false;
    return new OversizedMessage(head);
  }
}
