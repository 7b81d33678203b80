import { firstSectionFiles } from './first-section';

const url = 'https://exams.example/1.0.0/mf-manifest.json';
/** The parts of the exams remote's mf-manifest.json the boot script reads. */
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.1a.js', path: '' } },
  exposes: [
    {
      name: 'routes',
      assets: { js: { sync: ['410.js', '__federation_expose_routes.2b.js'] }, css: { sync: [] } },
    },
    {
      name: 'viewer',
      assets: { js: { sync: ['410.js', 'viewer.3c.js'] }, css: { sync: ['viewer.4d.css'] } },
    },
    { name: 'pdf-pane', assets: { js: { sync: ['pdf-pane.5e.js'] }, css: { sync: [] } } },
  ],
};
const base = 'https://exams.example/1.0.0/';

describe("the first section's preloads", () => {
  it("are the remoteEntry and the routes module's files on a list or any other address", () => {
    for (const address of ['/cat1papers', '/materials', '/materials/m1', '/'])
      expect(firstSectionFiles(url, manifest, address)).toEqual([
        [`${base}remoteEntry.1a.js`, 'script'],
        [`${base}410.js`, 'script'],
        [`${base}__federation_expose_routes.2b.js`, 'script'],
      ]);
  });

  it("add the viewer's scripts and styles on a paper's or instructions' address, each file once", () => {
    for (const address of ['/cat1papers/p1', '/fatpapers/p2', '/materials/m1/instructions'])
      expect(firstSectionFiles(url, manifest, address)).toEqual([
        [`${base}remoteEntry.1a.js`, 'script'],
        [`${base}410.js`, 'script'],
        [`${base}__federation_expose_routes.2b.js`, 'script'],
        [`${base}viewer.3c.js`, 'script'],
        [`${base}viewer.4d.css`, 'style'],
      ]);
  });
});
