import { z } from 'zod';

// Imported first by every browser entry (the app, the parse worker). The Content-Security-Policy
// has no 'unsafe-eval', so zod cannot compile parsers with `new Function`, and its probe for
// that is itself reported as a policy violation: jitless skips the probe and the compiling.
z.config({ jitless: true });
