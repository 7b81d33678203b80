import { signIn, SignInError } from './sign-in';

describe('signing in', () => {
  it('refuses at once, with the reason, when the browser is offline', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const attempt = signIn({ kind: 'email', email: 'a@b.c', password: 'secret', existing: true });
      await expect(attempt).rejects.toBeInstanceOf(SignInError);
      await expect(attempt).rejects.toMatchObject({
        code: 'auth/network-request-failed',
        message: expect.stringMatching(/No connection/),
      });
    } finally {
      online.mockRestore();
    }
  });
});
