import { manifestAssetUrls, type RemoteManifest } from './manifest-assets';

const manifest: RemoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.0b44584e.js', path: '' } },
  exposes: [
    {
      assets: {
        js: {
          sync: ['__federation_expose_routes.8b740324.js'],
          async: ['17.8cc2a8f9.js', 'firebase.c3ba2d06.js', 'firebase-storage.c92af1f6.js'],
        },
        css: { sync: [], async: ['17.946e89ce.css'] },
      },
    },
  ],
};

describe('manifestAssetUrls', () => {
  it('lists the entry, scripts and stylesheets beside an "auto" manifest, without the shell-provided SDK', () => {
    expect(
      manifestAssetUrls('http://localhost:3001/1.0.0-feb26f09/mf-manifest.json', manifest),
    ).toEqual([
      'http://localhost:3001/1.0.0-feb26f09/remoteEntry.0b44584e.js',
      'http://localhost:3001/1.0.0-feb26f09/__federation_expose_routes.8b740324.js',
      'http://localhost:3001/1.0.0-feb26f09/17.8cc2a8f9.js',
      'http://localhost:3001/1.0.0-feb26f09/17.946e89ce.css',
    ]);
  });

  it('resolves against an explicit publicPath', () => {
    const cdn = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/exams/' },
    };
    expect(manifestAssetUrls('https://exams.example/mf-manifest.json', cdn)[0]).toBe(
      'https://cdn.example/exams/remoteEntry.0b44584e.js',
    );
  });
});
