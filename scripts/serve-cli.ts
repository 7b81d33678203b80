/**
 * node -r esbuild-register scripts/serve-cli.ts [<app>] [<port>]
 *
 * `npm start -w <app>`: serves one built app alone on its port (or the given one).
 */
import { parseFlagsOrExit } from './cli-flags';
import { startAppServer } from './serve';

const { positionals } = parseFlagsOrExit(
  'Usage: node -r esbuild-register scripts/serve-cli.ts [<app>] [<port>]',
  {},
  { allowPositionals: true },
);
const [name = 'shell', requestedPort] = positionals;

startAppServer(name, requestedPort ? Number(requestedPort) : undefined).then(
  ({ port }) => console.log(`${name} on http://localhost:${port}`),
  (error: Error) => {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  },
);
