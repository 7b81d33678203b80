import { isRecord } from '../http-utils';
import type { AuthContext } from '../rules/database-rules';

export const PROJECT_ID = 'demo-vithelper';
/** Decodes a token's claims; undefined for anything that is not a JWT with a subject. */
export function decodeIdToken(token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== 'string' || token.length > 8192) return undefined;
  const part = token.split('.')[1];
  if (part === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (!isRecord(claims)) return undefined;
    const uid = claims.user_id ?? claims.sub;
    return typeof uid === 'string' && uid.length > 0 ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** What database rules see as `auth`. */
export function authContextFromToken(token: unknown): AuthContext | undefined {
  const claims = decodeIdToken(token);
  if (!claims) return undefined;
  // Expired tokens are refused so the SDK refreshes them, as against the real service.
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return undefined;
  const uid = String(claims.user_id ?? claims.sub);
  const firebase = isRecord(claims.firebase) ? claims.firebase : {};
  const provider =
    typeof firebase.sign_in_provider === 'string'
      ? firebase.sign_in_provider
      : String(claims.provider_id ?? 'anonymous');
  return { uid, provider, token: claims };
}

/**
 * The unsigned tokens of `connectDatabaseEmulator(..., { mockUserToken })` and of
 * @firebase/rules-unit-testing are issued at iat 0 and so "expired" since 1970;
 * Firebase's own emulator accepts them, so does this one. Tokens from the Auth
 * emulator (iat = now) still expire, so the SDK refreshes those.
 */
export function mockUserAuth(cred: unknown): AuthContext | undefined {
  if (typeof cred !== 'string') return undefined;
  const claims = decodeIdToken(cred);
  if (!claims || claims.iat !== 0) return undefined;
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(cred.split('.')[0] ?? '', 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(header) || header.alg !== 'none') return undefined;
  const firebase = isRecord(claims.firebase) ? claims.firebase : {};
  const provider =
    typeof firebase.sign_in_provider === 'string' ? firebase.sign_in_provider : 'custom';
  return { uid: String(claims.user_id ?? claims.sub), provider, token: claims };
}
