/**
 * What makes the site installable: the web app manifest (name, icons, standalone display,
 * theme colour: public/manifest.webmanifest) and the touch icon. They are linked from the
 * page once the content is on screen, not from index.html: a browser fetches both, and the
 * manifest's icon, as soon as it sees them, beside the files the first view waits for.
 * Browsers read these links whenever they are added. Once per page.
 */
export function linkInstallFiles(): void {
  const links: Array<[rel: string, href: string]> = [
    ['manifest', '/manifest.webmanifest'],
    ['apple-touch-icon', '/images/icon-192.png'],
  ];
  for (const [rel, href] of links) {
    if (document.head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.appendChild(link);
  }
}
