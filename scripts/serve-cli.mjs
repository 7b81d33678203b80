/** `npm start -w <app>`: serves one built app alone on its port. */
import { startAppServer } from './serve.mjs';

const name = process.argv[2] ?? 'shell';
const requestedPort = process.argv[3] ? Number(process.argv[3]) : undefined;
const { port } = await startAppServer(name, requestedPort);
console.log(`${name} on http://localhost:${port}`);
