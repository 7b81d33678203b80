import { rememberCoins, rememberedCoins } from './remembered-coins';

describe('the remembered balance', () => {
  beforeEach(() => localStorage.clear());

  it('is the last balance seen for that account, and nobody else’s', () => {
    expect(rememberedCoins('sample-student')).toBeNull();
    rememberCoins('sample-student', 130);
    expect(rememberedCoins('sample-student')).toBe(130);
    expect(rememberedCoins('someone-else')).toBeNull();
  });

  it('is null when what is stored cannot be read as a balance', () => {
    localStorage.setItem('vh-coins', '{"uid":"sample-student","coins":"lots"}');
    expect(rememberedCoins('sample-student')).toBeNull();
    localStorage.setItem('vh-coins', 'not json');
    expect(rememberedCoins('sample-student')).toBeNull();
  });
});
