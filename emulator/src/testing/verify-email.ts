import { applyActionCode, sendEmailVerification } from 'firebase/auth';
import type { RunningEmulator } from '../index';
import { PROJECT_ID, type TestClient } from './firebase-client';

type OobCode = { email: string; requestType: string; oobCode: string };

/**
 * Verifies the signed-in email account of `client` the way a student does: the Auth emulator
 * sends the link (sendEmailVerification), the test reads it from the emulator's own listing of
 * out-of-band codes and applies it; then the account's ID token is refreshed, so the database
 * and storage rules see `email_verified`.
 */
export async function verifyEmail(client: TestClient, emulator: RunningEmulator): Promise<void> {
  const user = client.auth.currentUser;
  if (!user?.email) throw new Error('verifyEmail: sign in with an email account first');
  await sendEmailVerification(user);
  const res = await fetch(
    `http://127.0.0.1:${emulator.ports.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes = [] } = (await res.json()) as { oobCodes?: OobCode[] };
  const code = oobCodes
    .filter((entry) => entry.requestType === 'VERIFY_EMAIL' && entry.email === user.email)
    .at(-1);
  if (!code) throw new Error(`verifyEmail: no verification link for ${user.email}`);
  await applyActionCode(client.auth, code.oobCode);
  await user.reload();
  await user.getIdToken(true);
}
