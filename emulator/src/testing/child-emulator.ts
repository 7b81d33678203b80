import { startEmulator, type EmulatorOptions } from '../index';

/**
 * Runs an emulator in its own process so a test can kill -9 it. Options come
 * as one JSON argument; the chosen ports are printed as one JSON line.
 */
const options = JSON.parse(process.argv[2] ?? '{}') as EmulatorOptions;
startEmulator({ ...options, ports: { database: 0, auth: 0, storage: 0 }, quiet: true }).then(
  (emulator) => console.log(JSON.stringify(emulator.ports)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
