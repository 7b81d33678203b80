import { z } from 'zod';

// Jitless: zod never probes `new Function` (an 'unsafe-eval' the Content-Security-Policy forbids).
// Set here, before any schema exists; every schema imports z from this file. shared/package.json
// lists this file under sideEffects: otherwise the bundler skips it and its config call.
z.config({ jitless: true });

export { z };
