import { rememberAccount, rememberedAccount } from './remembered-account';

const student = {
  uid: 'u-asha',
  anonymous: false,
  name: 'Asha',
  email: 'asha@example.com',
  moderator: false,
};

describe('the account remembered on this browser', () => {
  afterEach(() => localStorage.clear());

  it('is the last account the SDK reported, until it is forgotten', () => {
    expect(rememberedAccount()).toBeNull();
    rememberAccount(student);
    expect(rememberedAccount()).toEqual(student);
    rememberAccount({ ...student, uid: 'u-guest', anonymous: true, name: null, email: null });
    expect(rememberedAccount()).toMatchObject({ uid: 'u-guest', anonymous: true });
    rememberAccount(null);
    expect(rememberedAccount()).toBeNull();
  });

  it('keeps that an email account is not verified yet, and only that', () => {
    rememberAccount({ ...student, unverified: true });
    expect(rememberedAccount()).toEqual({ ...student, unverified: true });
    localStorage.setItem('vh-account', JSON.stringify({ ...student, unverified: 'yes' }));
    expect(rememberedAccount()).toEqual(student);
  });

  it('is none when what is stored is not an account (edited, damaged)', () => {
    for (const stored of ['{', '"asha"', '{"uid":"","anonymous":false}', '{"uid":"u1"}', '[1]']) {
      localStorage.setItem('vh-account', stored);
      expect(rememberedAccount()).toBeNull();
    }
    localStorage.setItem('vh-account', '{"uid":"u1","anonymous":false,"name":5,"moderator":"yes"}');
    expect(rememberedAccount()).toEqual({
      uid: 'u1',
      anonymous: false,
      name: null,
      email: null,
      moderator: false,
    });
  });
});
