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
