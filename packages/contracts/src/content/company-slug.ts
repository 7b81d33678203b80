/**
 * File-name slug of a company, used to find its logo by company name (docs/product.md, Content
 * and what is stored). Lower-cased so "PayPal" and "Paypal" share one logo; every run of characters that
 * is not a-z or 0-9 becomes one '-', so names with spaces, dots or '&' still map to a safe file name.
 * Accents are stripped first so "Société Générale" keeps its letters instead of losing them.
 */
export function companySlug(companyName: string): string {
  return companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
