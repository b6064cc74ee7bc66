import { z } from 'zod';

// In the browser the page's Content-Security-Policy forbids `eval`: zod must not try to compile its
// parsers there (the attempt alone is reported as a violation). The server keeps the fast path.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** zod, configured for where it runs; every schema of the contract is built with this one. */
export { z };
