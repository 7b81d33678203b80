/**
 * `npm run emulator [-- flags]`: the emulator at VH_PORT_OFFSET's ports, open to the site's
 * origins at that offset (scripts/emulator-args.ts), with the flags given (emulator/src/cli.ts).
 */
import { exitOnFailure, runEmulatorCli } from '../emulator/src/cli';
import { emulatorArgs } from './emulator-args';
import { portOffset } from './ports';

async function main(): Promise<void> {
  await runEmulatorCli([...emulatorArgs(portOffset()), ...process.argv.slice(2)]);
}

main().catch(exitOnFailure);
