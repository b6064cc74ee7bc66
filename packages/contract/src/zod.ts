import { z } from 'zod';

// In the browser the page's Content-Security-Policy forbids `eval`: zod must not try to compile its
// parsers there (the attempt alone is reported as a violation). The server keeps the fast path.
// package.json lists this file under `sideEffects`, so that bundlers keep the line with the schemas.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** zod, configured for where it runs; every schema of the contract is built with this one. */
export { z };
