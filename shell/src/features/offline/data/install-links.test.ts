import { linkInstallFiles } from './install-links';

describe('linkInstallFiles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links the web app manifest and the touch icon once', () => {
    linkInstallFiles();
    linkInstallFiles();
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['manifest', '/manifest.webmanifest'],
      ['apple-touch-icon', '/images/icon-192.png'],
    ]);
  });
});
