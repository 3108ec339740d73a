import { z } from 'zod';

// zod decides whether to compile parsers with `new Function` when a schema is built. Pages run
// under a Content-Security-Policy without 'unsafe-eval', where even zod's probe for it is
// reported as a violation, so in a browser (page or worker) zod runs jitless. This module is
// imported before any schema is built (fieldUi.ts imports it first); bundlers may evaluate the
// schemas before an entry's own code, so the setting cannot live in the entries. Node keeps the
// faster compiled parsers.
const inBrowser =
  typeof (globalThis as { document?: unknown }).document !== 'undefined' ||
  typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined';

if (inBrowser) z.config({ jitless: true });
