import { addMissingOptional, platformOf } from './lockfile-platforms';

describe('lockfile platform entries', () => {
  it('reads os, cpu and libc from a binding package name', () => {
    expect(platformOf('@rspack/binding-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@rspack/binding-linux-riscv64-musl')).toEqual({
      os: ['linux'],
      cpu: ['riscv64'],
      libc: ['musl'],
    });
    expect(platformOf('@unrs/resolver-binding-linux-arm-gnueabihf')).toEqual({
      os: ['linux'],
      cpu: ['arm'],
      libc: ['glibc'],
    });
    expect(platformOf('@rollup/rollup-openbsd-x64')).toEqual({ os: ['openbsd'], cpu: ['x64'] });
    expect(platformOf('@rspack/binding-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(() => platformOf('left-pad')).toThrow('cannot tell the platform of left-pad');
  });

  it('adds only the missing entries, at the parent version, keeping what is there', () => {
    const { packages, added } = addMissingOptional({
      '': { name: 'root' },
      'node_modules/tool': {
        version: '2.0.0',
        dev: true,
        optionalDependencies: { 'tool-linux-x64-gnu': '2.0.0', 'tool-win32-x64-msvc': '2.0.0' },
      },
      'node_modules/tool-linux-x64-gnu': { version: '2.0.0', integrity: 'sha512-kept' },
    });
    expect(added).toEqual(['tool-win32-x64-msvc@2.0.0']);
    expect(packages['node_modules/tool-linux-x64-gnu']).toEqual({
      version: '2.0.0',
      integrity: 'sha512-kept',
    });
    expect(packages['node_modules/tool-win32-x64-msvc']).toEqual({
      version: '2.0.0',
      cpu: ['x64'],
      dev: true,
      license: 'MIT',
      optional: true,
      os: ['win32'],
    });
    expect(Object.keys(packages)[0]).toBe('');
  });
});
