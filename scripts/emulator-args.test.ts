import { parseEmulatorArgs } from '../emulator/src/cli';
import { emulatorArgs } from './emulator-args';
import { readApps } from './apps-file';
import { appPort } from './ports';

/**
 * The emulator knows no port of the project: `npm run emulator` and `npm start` tell it its
 * ports and the site's origins at the offset, and it listens and answers as told.
 */
describe('the emulator flags of an offset', () => {
  const options = parseEmulatorArgs(emulatorArgs(1400));

  it("are the emulator's three ports of scripts/ports.ts at that offset", () => {
    expect(options.ports).toEqual({ database: 4450, auth: 4451, storage: 4452 });
  });

  it("let in every app's pages at that offset, on both host names, and nothing else", () => {
    expect(options.allowedOrigins).toEqual(
      expect.arrayContaining([
        'http://localhost:4400',
        'http://127.0.0.1:4400',
        'http://localhost:4401',
        'http://127.0.0.1:4404',
      ]),
    );
    expect(options.allowedOrigins).not.toContain('http://localhost:3000');
    // Each app of scripts/apps.json on both host names, and no other origin.
    expect([...(options.allowedOrigins ?? [])].sort()).toEqual(
      readApps()
        .flatMap(({ name }) => [
          `http://localhost:${appPort(name, 1400)}`,
          `http://127.0.0.1:${appPort(name, 1400)}`,
        ])
        .sort(),
    );
  });

  it('give way to a port flag written after them', () => {
    const moved = parseEmulatorArgs([...emulatorArgs(1400), '--database-port', '0']);
    expect(moved.ports).toMatchObject({ database: 0, auth: 4451 });
  });
});

describe('the emulator command line', () => {
  it('keeps its flags: --reset, --seed, --seed-users, --data, --storage', () => {
    expect(
      parseEmulatorArgs([
        '--reset',
        '--seed',
        'content/seed.json',
        '--seed-users',
        'users.json',
        '--data',
        '.emulator-data',
        '--storage',
        'content/storage',
      ]),
    ).toMatchObject({
      reset: true,
      seedFile: 'content/seed.json',
      seedUsersFile: 'users.json',
      dataDir: '.emulator-data',
      storageDir: 'content/storage',
      ports: {},
      allowedOrigins: [],
    });
  });

  it('refuses an unknown flag, a missing value, a bad port and a bad origin, naming each', () => {
    expect(() => parseEmulatorArgs(['--no-such-flag'])).toThrow('Unknown flag --no-such-flag');
    expect(() => parseEmulatorArgs(['--seed', '--reset'])).toThrow('--seed needs a value');
    expect(() => parseEmulatorArgs(['--data'])).toThrow('--data needs a value');
    expect(() => parseEmulatorArgs(['--auth-port', '70000'])).toThrow(
      '--auth-port must be a port number from 0 to 65535, got "70000"',
    );
    expect(() => parseEmulatorArgs(['--site-origin', 'localhost:3000'])).toThrow(
      '"localhost:3000" is not an origin',
    );
  });
});
