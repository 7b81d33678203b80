import { authContextFromToken, mockUserAuth } from '../auth/tokens';
import { isRecord } from '../http-utils';
import type { ListenRegistry } from './listeners';
import {
  applyQuery,
  parseIndex,
  parseQuery,
  ruleQuery,
  type QueryIndex,
  type QuerySpec,
} from './query';
import {
  dataPush,
  listenRevoked,
  MAX_WRITE_BYTES,
  reply,
  WRITE_TOO_BIG,
  type DataRequest,
} from './protocol';
import type { Caller, DatabaseStore } from './store';
import { InvalidDataError, parsePath, pathToString } from './tree';

type OnDisconnectOp = {
  action: 'o' | 'om';
  path: string[];
  data: unknown;
};

/** The per-connection state a request may read or change. */
export type Session = {
  readonly store: DatabaseStore;
  readonly listens: ListenRegistry;
  caller: Caller;
  onDisconnect: OnDisconnectOp[];
  send(message: unknown): void;
};

const MAX_ON_DISCONNECT_OPS = 1000;
const DENIED = 'Permission denied';

/** Handles one data request and sends its reply (pushes first, for listens). */
export async function handleRequest(session: Session, request: DataRequest): Promise<void> {
  const { r, a, b } = request;
  const answer = (status: string, data: unknown): void => session.send(reply(r, status, data));
  if (isInfoPath(b.p) && (a === 'g' || a === 'q')) return answerInfo(session, request);
  let path: string[] = [];
  try {
    if ('p' in b) path = parsePath(b.p);
  } catch (error) {
    answer('invalid_path', (error as InvalidDataError).message);
    return;
  }
  switch (a) {
    case 's':
    case 'appcheck':
    case 'unappeck':
      return answer('ok', {});
    case 'auth':
    case 'gauth':
      return authenticate(session, b.cred, answer);
    case 'unauth':
      setCaller(session, { auth: null });
      return answer('ok', {});
    case 'g': {
      let spec: QuerySpec | undefined;
      try {
        spec = readQuery(b.q);
      } catch (error) {
        return answer('invalid_query', (error as Error).message);
      }
      if (!session.store.canRead(path, session.caller, ruleQuery(spec)))
        return answer('permission_denied', DENIED);
      const value = session.store.value(path);
      return answer('ok', spec ? applyQuery(value, spec) : value);
    }
    case 'q':
      return listen(session, path, b, answer);
    case 'n':
      session.listens.remove(path, typeof b.t === 'number' ? b.q : undefined);
      return answer('ok', {});
    case 'p':
    case 'm': {
      if (tooBig(b.d)) return answer('write_too_big', WRITE_TOO_BIG);
      const op =
        a === 'p'
          ? session.store.set(path, b.d, session.caller, typeof b.h === 'string' ? b.h : undefined)
          : session.store.merge(path, b.d, session.caller);
      const outcome = await op;
      return answer(outcome.status, outcome.message);
    }
    case 'o':
    case 'om':
      if (tooBig(b.d)) return answer('write_too_big', WRITE_TOO_BIG);
      if (session.onDisconnect.length >= MAX_ON_DISCONNECT_OPS)
        return answer('error', 'Too many onDisconnect operations');
      {
        const checked = await session.store.check(
          a === 'o' ? 'set' : 'merge',
          path,
          b.d,
          session.caller,
        );
        if (checked.status !== 'ok') return answer(checked.status, checked.message);
      }
      session.onDisconnect.push({ action: a, path, data: b.d });
      return answer('ok', {});
    case 'oc':
      session.onDisconnect = session.onDisconnect.filter((op) => !isSameOrBelow(op.path, path));
      return answer('ok', {});
    default:
      return answer('error', `Unknown action ${a.slice(0, 40)}`);
  }
}

function listen(
  session: Session,
  path: string[],
  b: Record<string, unknown>,
  answer: (s: string, d: unknown) => void,
): void {
  const tag = typeof b.t === 'number' ? b.t : undefined;
  const query = tag === undefined ? undefined : b.q;
  let spec: QuerySpec | undefined;
  try {
    spec = tag === undefined ? undefined : readQuery(query);
  } catch (error) {
    return answer('invalid_query', (error as Error).message);
  }
  if (!session.store.canRead(path, session.caller, ruleQuery(spec)))
    return answer('permission_denied', DENIED);
  if (!session.listens.add({ path, tag, query, spec })) return answer('error', 'Too many listens');
  const value = session.store.value(path);
  // The SDK expects the data before the ok, or it would raise a spurious null event.
  session.send(dataPush(pathToString(path), spec ? applyQuery(value, spec) : value, tag));
  // Like Firebase, an ordering without ".indexOn" works but makes the SDK warn about it.
  answer('ok', isIndexed(session, path, b.q) ? {} : { w: ['no_index'] });
}

/** `.info` lives in the SDK; a get or listen of it that reaches the server is answered simply. */
function isInfoPath(raw: unknown): boolean {
  return typeof raw === 'string' && /^\/?\.info(\/|$)/.test(raw);
}

function answerInfo(session: Session, { r, a, b }: DataRequest): void {
  const info: Record<string, unknown> = { connected: true, serverTimeOffset: 0 };
  const key = String(b.p).replace(/^\/?\.info\/?/, '');
  const value =
    key === '' ? info : Object.prototype.hasOwnProperty.call(info, key) ? info[key] : null;
  if (a === 'q') session.send(dataPush(`/.info${key === '' ? '' : `/${key}`}`, value));
  session.send(reply(r, 'ok', a === 'g' ? value : {}));
}

function tooBig(data: unknown): boolean {
  return Buffer.byteLength(JSON.stringify(data) ?? '') > MAX_WRITE_BYTES;
}

/** Whether the listen's ordering has an `.indexOn` (the SDK sends `q` only with a tag). */
function isIndexed(session: Session, path: readonly string[], rawQuery: unknown): boolean {
  let index: QueryIndex;
  try {
    index = parseIndex(isRecord(rawQuery) ? rawQuery.i : undefined);
  } catch {
    return true;
  }
  if (index.kind !== 'child' && index.kind !== 'value') return true;
  const name = index.kind === 'value' ? '.value' : index.path.join('/');
  return session.store.rulesFor(session.caller.ns).isIndexed(path, name);
}

/** A query object that selects everything (no bounds, no limit, default order) is no query. */
function readQuery(raw: unknown): QuerySpec | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'object' && Object.keys(raw).length === 0) return undefined;
  return parseQuery(raw);
}

function authenticate(
  session: Session,
  cred: unknown,
  answer: (s: string, d: unknown) => void,
): void {
  // The emulators' special credential: full access, rules bypassed (withSecurityRulesDisabled).
  if (cred === 'owner') {
    setCaller(session, { auth: null, owner: true });
    return answer('ok', { auth: null, expires: null });
  }
  const auth = authContextFromToken(cred) ?? mockUserAuth(cred);
  if (!auth) return answer('invalid_token', 'Invalid or expired token');
  setCaller(session, { auth });
  answer('ok', { auth: auth.token, expires: auth.token.exp ?? null });
}

/** A listen that the new identity may no longer read is revoked, as Firebase does. */
function setCaller(session: Session, caller: Omit<Caller, 'ns'>): void {
  session.caller = { ...caller, ns: session.caller.ns };
  for (const listen of session.listens.all()) {
    if (session.store.canRead(listen.path, session.caller, ruleQuery(listen.spec))) continue;
    session.listens.remove(listen.path, listen.query);
    session.send(listenRevoked(pathToString(listen.path), listen.query));
  }
}

function isSameOrBelow(path: readonly string[], base: readonly string[]): boolean {
  return base.every((segment, i) => path[i] === segment);
}
