import { config } from 'zod/mini';

// zod/mini: the checks of zod's chained API as functions, so the bundle keeps only those used.
// Schemas import this file as a namespace (`import * as z from './zod'`): a namespace passed on as
// a value (`export { z }`) would keep every export of zod. Its messages are not bundled: checks
// say "Invalid input" at a path unless they name their own (the registry's do).
// Jitless: zod never compiles a validator with `new Function` (an 'unsafe-eval' the
// Content-Security-Policy forbids; zod.test.ts watches for it). Set here, before any schema
// exists; every schema imports this file, which shared/package.json lists under sideEffects.
config({ jitless: true });

export * from 'zod/mini';
