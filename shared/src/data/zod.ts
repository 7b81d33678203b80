import { z as zod } from 'zod';

// Jitless: zod never probes `new Function` (an 'unsafe-eval' the Content-Security-Policy forbids).
// Set here, before any schema exists; every schema imports z from this file. The binding is this
// module's own (not a re-export), and package.json lists the file under sideEffects, so the
// bundler cannot skip this module and its config call.
zod.config({ jitless: true });

export const z = zod;
