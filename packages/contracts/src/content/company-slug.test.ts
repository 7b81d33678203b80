import { companySlug } from './company-slug';

describe('companySlug', () => {
  it.each([
    ['Goldman Sachs', 'goldman-sachs'],
    ['TCS Digital', 'tcs-digital'],
    ['Microsoft', 'microsoft'],
    ['PayPal', 'paypal'],
    ['JP Morgan', 'jp-morgan'],
    ['Walmart Labs', 'walmart-labs'],
  ])('maps %s to %s', (name, slug) => {
    expect(companySlug(name)).toBe(slug);
  });

  it('collapses runs of punctuation and spaces into one dash', () => {
    expect(companySlug('Johnson & Johnson')).toBe('johnson-johnson');
    expect(companySlug('Amazon.com,  Inc.')).toBe('amazon-com-inc');
  });

  it('trims dashes at both ends and surrounding whitespace', () => {
    expect(companySlug('  (Zoho)  ')).toBe('zoho');
    expect(companySlug('--Texas Instruments--')).toBe('texas-instruments');
  });

  it('keeps digits and strips accents', () => {
    expect(companySlug('24/7 Customer')).toBe('24-7-customer');
    expect(companySlug('Société Générale')).toBe('societe-generale');
  });

  it('returns an empty string when nothing usable is left', () => {
    expect(companySlug('')).toBe('');
    expect(companySlug(' & ')).toBe('');
  });
});
