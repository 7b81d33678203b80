import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  BodyTooLargeError,
  handlePreflight,
  isRecord,
  readBody,
  sendGoogleError,
  sendJson,
} from '../http-utils';
import { createIdToken, decodeIdToken, PROJECT_ID, TOKEN_LIFETIME_SECONDS } from './tokens';
import type { UserRecord, UserStore } from './users';

const SIGN_UP = '/identitytoolkit.googleapis.com/v1/accounts:signUp';
const LOOKUP = '/identitytoolkit.googleapis.com/v1/accounts:lookup';
const DELETE = '/identitytoolkit.googleapis.com/v1/accounts:delete';
const TOKEN = '/securetoken.googleapis.com/v1/token';

/** The Auth emulator endpoints the web SDK calls for anonymous sign-in. */
export function createAuthServer(users: UserStore): Server {
  return createServer((req, res) => {
    handle(users, req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof BodyTooLargeError) return sendGoogleError(res, 413, 'PAYLOAD_TOO_LARGE');
      sendGoogleError(res, 500, 'INTERNAL_ERROR');
    });
  });
}

async function handle(users: UserStore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (handlePreflight(req, res)) return;
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && pathname === '/')
    return sendJson(res, 200, { authEmulator: { ready: true } });
  if (req.method !== 'POST') return sendGoogleError(res, 404, 'NOT_FOUND');
  const body = parseBody(await readBody(req, 64 * 1024), req.headers['content-type']);
  if (!body) return sendGoogleError(res, 400, 'INVALID_REQUEST_BODY');
  switch (pathname) {
    case SIGN_UP:
      return signUp(users, body, res);
    case LOOKUP:
      return lookup(users, body, res);
    case DELETE:
      return deleteAccount(users, body, res);
    case TOKEN:
      return refresh(users, body, res);
    default:
      return sendGoogleError(res, 404, 'NOT_FOUND');
  }
}

function parseBody(
  text: string,
  contentType: string | undefined,
): Record<string, unknown> | undefined {
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = text === '' ? {} : JSON.parse(text);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

async function signUp(
  users: UserStore,
  body: Record<string, unknown>,
  res: ServerResponse,
): Promise<void> {
  // Only anonymous accounts are implemented; the app uses nothing else.
  if (body.email !== undefined || body.password !== undefined)
    return sendGoogleError(res, 400, 'OPERATION_NOT_ALLOWED');
  const { user, refreshToken } = await users.createAnonymous();
  sendJson(res, 200, {
    kind: 'identitytoolkit#SignupNewUserResponse',
    idToken: tokenFor(user),
    refreshToken,
    expiresIn: String(TOKEN_LIFETIME_SECONDS),
    localId: user.localId,
  });
}

function userFromIdToken(users: UserStore, token: unknown): UserRecord | undefined {
  const claims = decodeIdToken(token);
  const uid = claims?.user_id ?? claims?.sub;
  return typeof uid === 'string' ? users.get(uid) : undefined;
}

function lookup(users: UserStore, body: Record<string, unknown>, res: ServerResponse): void {
  const user = userFromIdToken(users, body.idToken);
  if (!user) return sendGoogleError(res, 400, 'USER_NOT_FOUND');
  sendJson(res, 200, {
    kind: 'identitytoolkit#GetAccountInfoResponse',
    users: [
      {
        localId: user.localId,
        providerUserInfo: [],
        createdAt: String(user.createdAt),
        lastLoginAt: String(user.lastLoginAt),
        lastRefreshAt: new Date().toISOString(),
      },
    ],
  });
}

async function deleteAccount(
  users: UserStore,
  body: Record<string, unknown>,
  res: ServerResponse,
): Promise<void> {
  const user = userFromIdToken(users, body.idToken);
  if (!user) return sendGoogleError(res, 400, 'USER_NOT_FOUND');
  await users.delete(user.localId);
  sendJson(res, 200, { kind: 'identitytoolkit#DeleteAccountResponse' });
}

function refresh(users: UserStore, body: Record<string, unknown>, res: ServerResponse): void {
  if (body.grant_type !== 'refresh_token' || typeof body.refresh_token !== 'string') {
    return sendGoogleError(res, 400, 'INVALID_GRANT_TYPE');
  }
  const user = users.byRefreshToken(body.refresh_token);
  if (!user) return sendGoogleError(res, 400, 'INVALID_REFRESH_TOKEN');
  const idToken = tokenFor(user);
  sendJson(res, 200, {
    access_token: idToken,
    expires_in: String(TOKEN_LIFETIME_SECONDS),
    id_token: idToken,
    project_id: PROJECT_ID,
    refresh_token: body.refresh_token,
    token_type: 'Bearer',
    user_id: user.localId,
  });
}

function tokenFor(user: UserRecord): string {
  return createIdToken(user.localId, user.provider, Math.floor(user.lastLoginAt / 1000));
}
