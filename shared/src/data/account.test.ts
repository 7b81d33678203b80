import { explainSignInError, signIn, SignInError } from './account';

describe('signing in', () => {
  it('explains each sign-in failure a student can meet, and names an unknown one', () => {
    expect(explainSignInError('auth/popup-closed-by-user')).toMatch(/window was closed/);
    expect(explainSignInError('auth/credential-already-in-use')).toMatch(
      /already belongs to another VITHelper account/,
    );
    expect(explainSignInError('auth/network-request-failed')).toMatch(/No connection/);
    expect(explainSignInError('auth/something-new')).toBe(
      'Signing in did not work (auth/something-new). Try again.',
    );
  });

  it('refuses at once, with the reason, when the browser is offline', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const attempt = signIn({ kind: 'email', email: 'a@b.c', password: 'secret', existing: true });
      await expect(attempt).rejects.toBeInstanceOf(SignInError);
      await expect(attempt).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    } finally {
      online.mockRestore();
    }
  });
});
