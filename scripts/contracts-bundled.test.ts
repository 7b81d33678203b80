import { sharedSingletons } from '../build/webpack.shared';

/**
 * @vithelper/contracts is bundled by each app that imports it (packages/contracts/README.md):
 * never a federation singleton, so a schema change ships with the apps that use it alone.
 */
describe('the contracts package', () => {
  it('is not among the packages the apps share at run time', () => {
    const shared = Object.keys(sharedSingletons());
    expect(shared).toContain('@vithelper/shared');
    expect(shared.filter((name) => name.startsWith('@vithelper/contracts'))).toEqual([]);
  });
});
