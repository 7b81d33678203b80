import { companySlug } from '@vithelper/contracts/content';

/**
 * Logos live in this remote's public/logos folder. Built from webpack's public path so they load
 * from the remote's own origin when the shell hosts the page; outside webpack (tests) the
 * document's base URL stands in.
 */
export function logoUrl(companyName: string): string | null {
  const slug = companySlug(companyName);
  if (!slug) return null;
  const base =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__
      ? new URL(__webpack_public_path__, document.baseURI).href
      : document.baseURI;
  return new URL(`logos/${slug}.svg`, base).href;
}
