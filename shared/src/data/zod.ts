import { z } from 'zod';

// Jitless: zod never probes `new Function` (an 'unsafe-eval' the Content-Security-Policy forbids).
// Set here, before any schema exists; every schema imports z from this file.
z.config({ jitless: true });

export { z };
