import {
  FrameAssembler,
  MAX_FRAME_CHARS,
  OversizedMessage,
  ProtocolError,
  splitMessage,
} from './split-frames';
import { normalize, parsePath, setAt, toExportJson } from './tree';

describe('split frames', () => {
  it('splits long messages into a count frame and pieces, and reassembles them', () => {
    const text = JSON.stringify({ v: 'a'.repeat(MAX_FRAME_CHARS * 2) });
    const frames = splitMessage(text);
    expect(frames[0]).toBe('3');
    expect(frames.slice(1).every((f) => f.length <= MAX_FRAME_CHARS)).toBe(true);
    const assembler = new FrameAssembler({ maxMessageChars: 1_000_000 });
    const results = frames.map((f) => assembler.push(f));
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
    expect(results.at(-1)).toBe(text);
  });

  it('never cuts a surrogate pair', () => {
    const text = 'a'.repeat(MAX_FRAME_CHARS - 1) + '😀' + 'b';
    const [, first, second] = splitMessage(text);
    expect(first).toBe('a'.repeat(MAX_FRAME_CHARS - 1));
    expect(second).toBe('😀b');
  });

  it('ignores keep-alives and refuses oversized counts', () => {
    const assembler = new FrameAssembler({ maxMessageChars: 100_000 });
    expect(assembler.push('0')).toBeNull();
    expect(assembler.buffering).toBe(false);
    expect(() => assembler.push('50')).toThrow(ProtocolError);
  });

  it('reads and drops a message over the limit but under the discard limit, keeping its start', () => {
    const assembler = new FrameAssembler({ maxMessageChars: 20_000, maxDiscardChars: 100_000 });
    expect(assembler.push('3')).toBeNull();
    expect(assembler.push('{"t":"d","d":{"r":4,' + 'x'.repeat(16000))).toBeNull();
    expect(assembler.push('y'.repeat(16384))).toBeNull();
    const result = assembler.push('z');
    expect(result).toBeInstanceOf(OversizedMessage);
    expect((result as OversizedMessage).head.startsWith('{"t":"d","d":{"r":4,')).toBe(true);
    expect(assembler.buffering).toBe(false);
    expect(assembler.push('{"t":"c"}')).toBe('{"t":"c"}');
    expect(() => assembler.push('10')).toThrow(ProtocolError);
  });
});

describe('tree', () => {
  it('rejects odd paths and keys', () => {
    expect(parsePath('/a/b/')).toEqual(['a', 'b']);
    for (const bad of ['a//b', 'a/.b', 'a/$b', 'a/#', 'a/[x]', 'a/\u0001'])
      expect(() => parsePath(bad)).toThrow();
    expect(() => normalize({ 'a.b': 1 })).toThrow();
    expect(() => normalize({ a: Number.NaN })).toThrow();
  });

  it('stores arrays as objects, keeps priorities and collapses empty nodes', () => {
    expect(normalize({ a: [1, null, 3], b: {}, '.priority': 1 })).toEqual({
      a: { '0': 1, '2': 3 },
      '.priority': 1,
    });
    expect(normalize({ '.value': 'x', '.priority': 'p' })).toEqual({
      '.value': 'x',
      '.priority': 'p',
    });
    expect(normalize({ '.value': 'x' })).toBe('x');
    expect(normalize({ b: {}, '.priority': 1 })).toBeNull();
    expect(setAt({ a: { b: 1 } }, ['a', 'b'], null)).toBeNull();
    expect(toExportJson({ a: { '0': 'x', '1': 'y' }, b: { '0': 1, '9': 2 } })).toEqual({
      a: ['x', 'y'],
      b: { '0': 1, '9': 2 },
    });
  });
});
