import { authErrorCode, explainAuthError } from './auth-errors';

describe('what a refusal of Auth says', () => {
  it('explains each sign-in failure a student can meet, and names an unknown one', () => {
    expect(explainAuthError('auth/popup-closed-by-user')).toMatch(/window was closed/);
    expect(explainAuthError('auth/credential-already-in-use')).toMatch(
      /already belongs to another VITHelper account/,
    );
    expect(explainAuthError('auth/network-request-failed')).toMatch(/No connection/);
    expect(explainAuthError('auth/something-new')).toBe(
      'Signing in did not work (auth/something-new). Try again.',
    );
  });

  it("reads the code of Auth's errors and calls anything else an internal error", () => {
    expect(authErrorCode(Object.assign(new Error('x'), { code: 'auth/too-many-requests' }))).toBe(
      'auth/too-many-requests',
    );
    expect(authErrorCode(new Error('plain'))).toBe('auth/internal-error');
    expect(authErrorCode(undefined)).toBe('auth/internal-error');
  });
});
