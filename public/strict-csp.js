// Runs before every module of the page (a classic script runs as it is parsed, modules after):
// zod's configuration, kept on globalThis where z.config writes it, set to run without
// `new Function`, since the pages' Content-Security-Policy has no 'unsafe-eval'. The bundler may
// evaluate the schemas' shared chunk before the entry's own first import (src/strictCsp.ts), and
// zod probes for eval as soon as a schema is built.
(globalThis.__zod_globalConfig ??= {}).jitless = true;
