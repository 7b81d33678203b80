import {
  get,
  goOffline,
  onDisconnect,
  onValue,
  ref,
  serverTimestamp,
  set,
} from 'firebase/database';
import { startOpenEmulator, waitUntil, type OpenEnv } from './open-env';

jest.setTimeout(30_000);

describe('onDisconnect', () => {
  let open: OpenEnv;

  beforeAll(async () => {
    open = await startOpenEmulator({
      rules: {
        presence: { '.read': true, '.write': true },
        locked: { '.read': true, '.write': false },
      },
    });
  });
  afterAll(() => open.close());

  /** Watches a path from a second client, which stays connected. */
  function watch(path: string): { current: () => unknown; stop: () => void } {
    const observer = open.client(`observer-${path.replace(/\W/g, '-')}`);
    let value: unknown = undefined;
    const stop = onValue(ref(observer.db, path), (s) => {
      value = s.val();
    });
    return { current: () => value, stop };
  }

  it('set runs when the client goes away, with server values resolved then', async () => {
    const client = open.client('od-set');
    await onDisconnect(ref(client.db, 'presence/a')).set({ online: false, at: serverTimestamp() });
    await set(ref(client.db, 'presence/a'), { online: true });
    const seen = watch('presence/a');
    await waitUntil(() => (seen.current() as { online?: boolean } | null)?.online === true);
    goOffline(client.db);
    await waitUntil(() => (seen.current() as { online?: boolean } | null)?.online === false);
    expect(typeof (seen.current() as { at: unknown }).at).toBe('number');
    seen.stop();
  });

  it('update merges children when the client goes away', async () => {
    const client = open.client('od-update');
    await set(ref(client.db, 'presence/b'), { name: 'B', online: true });
    await onDisconnect(ref(client.db, 'presence/b')).update({ online: false });
    const seen = watch('presence/b');
    goOffline(client.db);
    await waitUntil(() => (seen.current() as { online?: boolean } | null)?.online === false);
    expect(seen.current()).toEqual({ name: 'B', online: false });
    seen.stop();
  });

  it('remove deletes the node when the client goes away', async () => {
    const client = open.client('od-remove');
    await set(ref(client.db, 'presence/c'), { online: true });
    await onDisconnect(ref(client.db, 'presence/c')).remove();
    const seen = watch('presence/c');
    await waitUntil(() => seen.current() !== undefined && seen.current() !== null);
    goOffline(client.db);
    await waitUntil(() => seen.current() === null);
  });

  it('cancel drops the queued operations', async () => {
    const client = open.client('od-cancel');
    await set(ref(client.db, 'presence/d'), 'here');
    const op = onDisconnect(ref(client.db, 'presence/d'));
    await op.remove();
    await op.cancel();
    goOffline(client.db);
    const reader = open.client('od-cancel-reader');
    // The write below is queued after the disconnect's, so once it is visible the other ran.
    await set(ref(reader.db, 'presence/after-cancel'), true);
    expect((await get(ref(reader.db, 'presence/d'))).val()).toBe('here');
  });

  it('is refused when it is queued if the rules would deny it', async () => {
    const client = open.client('od-denied');
    await expect(onDisconnect(ref(client.db, 'locked/x')).set(1)).rejects.toThrow(/permission/i);
  });
});
